import { useId } from 'react';
import type { CreditCopy } from './copy';

/**
 * The estimate's representative example, its assumptions and who extends the credit, under the
 * calculator and across its full width (Regulation Z, 12 CFR 1026.24(d)(2); docs/content.md,
 * "Financing and credit terms"). The example follows every change; it stays outside the results'
 * live region so a screen reader is not read the whole paragraph at each keystroke.
 */
export function CreditTerms({ example, copy }: { example: string; copy: CreditCopy }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-line bg-linen px-5 py-6 text-sm text-ink sm:px-8 lg:px-10">
      <h3 id={headingId} className="font-sans text-base font-semibold text-ink">
        {copy.heading}
      </h3>
      <div className="mt-2 max-w-4xl space-y-2 leading-relaxed">
        <p data-testid="credit-example">{example}</p>
        <p data-testid="credit-assumptions">{copy.assumptions}</p>
        <p data-testid="credit-lender">{copy.lender}</p>
      </div>
    </section>
  );
}
