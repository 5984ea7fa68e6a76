import { ExternalLink } from 'lucide-react';
import type { CreditDisclosure } from '../../../lib/credit-disclosure';
import { formatMoney, type LoanResult } from '../../../lib/finance';
import { ButtonLink } from '../../ui/button';
import { leadLink } from '../../../lib/lead-events';
import type { ActionsCopy, ResultsCopy } from './copy';

interface ResultsPanelProps {
  result: LoanResult;
  /** The line under the payment, naming the loan period, the amount financed and the APR. */
  disclosure: CreditDisclosure;
  copy: { results: ResultsCopy; actions: ActionsCopy; disclaimer: string };
}

/**
 * The estimate (announced politely, as one block, whenever it changes), the two partner buttons
 * and the disclaimer.
 */
export function ResultsPanel({ result, disclosure, copy }: ResultsPanelProps) {
  return (
    <div className="flex flex-col bg-forest p-5 text-white sm:p-8 lg:p-10">
      <div aria-live="polite" aria-atomic="true" data-testid="financing-results">
        <h3 className="font-sans text-sm font-semibold tracking-[0.14em] text-sand uppercase">{copy.results.heading}</h3>
        <p className="mt-5 font-semibold text-sand">{copy.results.monthlyPayment}</p>
        {/* "per month" on a line of its own: beside the amount it would jump between lines as
            the amount's width changes (a longer amount typed, the web font swapping in). */}
        <p className="mt-1">
          <span
            data-testid="monthly-payment"
            className="block font-serif text-5xl leading-tight font-semibold text-white tabular-nums sm:text-6xl"
          >
            {formatMoney(result.monthlyPayment)}
          </span>{' '}
          <span className="block text-sand">{copy.results.perMonth}</span>
        </p>
        {disclosure.financed ? (
          <p data-testid="payment-terms" className="mt-1 text-sm text-sand">
            {disclosure.summary}
          </p>
        ) : (
          <p className="mt-3 rounded-lg bg-white/10 px-3 py-2 text-sm text-white">{copy.results.depositCoversCost}</p>
        )}
        <dl className="mt-6 grid grid-cols-2 gap-3">
          <Total label={copy.results.totalAmount} value={result.totalAmount} testId="total-amount" />
          <Total label={copy.results.totalInterest} value={result.totalInterest} testId="total-interest" />
        </dl>
      </div>

      <div className="mt-8 flex flex-col gap-3 lg:mt-auto lg:pt-8">
        <ButtonLink external href={copy.actions.getStarted.href} variant="light" size="lg" className="w-full">
          {copy.actions.getStarted.label}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">{copy.actions.newTabHint}</span>
        </ButtonLink>
        <ButtonLink
          external
          href={copy.actions.apply.href}
          variant="ghostLight"
          size="lg"
          className="w-full"
          {...leadLink('financingApply')}
        >
          {copy.actions.apply.label}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">{copy.actions.newTabHint}</span>
        </ButtonLink>
      </div>
      <p className="mt-5 text-sm text-sand">{copy.disclaimer}</p>
    </div>
  );
}

function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl bg-white/10 p-4">
      <dt className="text-sm text-sand">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-lg font-semibold text-white tabular-nums sm:text-xl">
        {formatMoney(value)}
      </dd>
    </div>
  );
}
