import { ExternalLink, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import {
  clampCost,
  clampDeposit,
  clampRate,
  computePayment,
  financeDefaults,
  financeLimits,
  formatAmount,
  formatMoney,
  formatRate,
  stepCost,
  stepDeposit,
  stepRate,
} from '../../lib/finance';
import { fillTemplate } from '../../lib/format';
import { Button, ButtonLink } from '../ui/button';
import { Input } from '../ui/input';
import { Slider } from '../ui/slider';

interface StepperCopy {
  label: string;
  hint: string;
  decrease: string;
  increase: string;
}

export interface FinancingCalculatorCopy {
  heading: string;
  intro: string;
  cost: StepperCopy;
  /** hint contains "{amount}", the current project cost. */
  deposit: StepperCopy;
  rate: StepperCopy;
  months: { label: string; valueText: string; minLabel: string; maxLabel: string };
  results: {
    heading: string;
    monthlyPayment: string;
    perMonth: string;
    summary: string;
    totalAmount: string;
    totalInterest: string;
    depositCoversCost: string;
  };
  actions: {
    getStarted: { label: string; href: string };
    apply: { label: string; href: string };
    newTabHint: string;
  };
  disclaimer: string;
}

interface NumberFieldProps {
  label: string;
  hint: string;
  value: number;
  /** Turns whatever is typed into the value the estimate uses. */
  clamp: (typed: string) => number;
  format: (value: number) => string;
  onValueChange: (value: number) => void;
  prefix?: string;
  suffix?: string;
  decrease: { label: string; onPress: () => void; atLimit: boolean };
  increase: { label: string; onPress: () => void; atLimit: boolean };
  children?: (ids: { label: string; hint: string }) => ReactNode;
}

/**
 * A numeric field with − and + buttons. While it has focus it keeps exactly what was typed; the
 * estimate already uses the clamped value, and the field shows that value on blur or Enter.
 */
function NumberField({
  label,
  hint,
  value,
  clamp,
  format,
  onValueChange,
  prefix,
  suffix,
  decrease,
  increase,
  children,
}: NumberFieldProps) {
  const id = useId();
  const ids = { input: `${id}-input`, label: `${id}-label`, hint: `${id}-hint` };
  const [draft, setDraft] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // On a slow phone a visitor can type before the island hydrates: React keeps that text in the
  // field, so adopt it once, as if it had just been typed (every clamp rule applies).
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed === undefined || typed === format(value)) return;
    setDraft(typed);
    onValueChange(clamp(typed));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before hydration
  }, []);

  const commit = () => setDraft(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div>
      <label id={ids.label} htmlFor={ids.input} className="block font-semibold text-ink">
        {label}
      </label>
      <div className="mt-2 flex items-center gap-2 sm:gap-3">
        <StepButton {...decrease} icon={<Minus />} />
        <div className="relative min-w-0 flex-1">
          {prefix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-lg text-ink-soft"
            >
              {prefix}
            </span>
          ) : null}
          <Input
            ref={inputRef}
            id={ids.input}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            spellCheck={false}
            aria-describedby={ids.hint}
            value={draft ?? format(value)}
            onChange={(event) => {
              setDraft(event.target.value);
              onValueChange(clamp(event.target.value));
            }}
            onBlur={commit}
            onKeyDown={onKeyDown}
            className={cn('text-center font-semibold', prefix && 'pl-8', suffix && 'pr-9')}
          />
          {suffix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-lg text-ink-soft"
            >
              {suffix}
            </span>
          ) : null}
        </div>
        <StepButton {...increase} icon={<Plus />} />
      </div>
      <p id={ids.hint} className="mt-2 text-sm text-ink-soft">
        {hint}
      </p>
      {children?.({ label: ids.label, hint: ids.hint })}
    </div>
  );
}

/** At a limit the button stays focusable (aria-disabled) so keyboard focus is never dropped. */
function StepButton({ label, onPress, atLimit, icon }: { label: string; onPress: () => void; atLimit: boolean; icon: ReactNode }) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      aria-disabled={atLimit || undefined}
      onClick={() => {
        if (!atLimit) onPress();
      }}
      className={cn('shrink-0', atLimit && 'cursor-not-allowed opacity-45 hover:bg-transparent hover:text-walnut')}
    >
      {icon}
    </Button>
  );
}

export function FinancingCalculator({ copy }: { copy: FinancingCalculatorCopy }) {
  const [cost, setCost] = useState(financeDefaults.cost);
  // Spec 4: changing the cost never rewrites this; only the deposit's own clamp caps it.
  const [deposit, setDeposit] = useState(financeDefaults.deposit);
  const [rate, setRate] = useState(financeDefaults.rate);
  const [months, setMonths] = useState(financeDefaults.months);

  const result = computePayment({ cost, deposit, rate, months });
  const monthsId = useId();
  const monthsLabelId = `${monthsId}-label`;
  const monthsRangeId = `${monthsId}-range`;
  const monthsText = fillTemplate(copy.months.valueText, { months });

  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-lift">
      <div className="grid lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]">
        <div className="p-5 sm:p-8 lg:p-10">
          <h2 className="text-2xl font-semibold sm:text-3xl">{copy.heading}</h2>
          <p className="mt-2 text-ink-soft">{copy.intro}</p>

          <div className="mt-8 grid gap-7 sm:grid-cols-2 sm:gap-x-8">
            <NumberField
              label={copy.cost.label}
              hint={copy.cost.hint}
              value={cost}
              clamp={clampCost}
              format={formatAmount}
              onValueChange={setCost}
              prefix="$"
              decrease={{
                label: copy.cost.decrease,
                onPress: () => setCost((c) => stepCost(c, -1)),
                atLimit: cost <= financeLimits.cost.min,
              }}
              increase={{
                label: copy.cost.increase,
                onPress: () => setCost((c) => stepCost(c, 1)),
                atLimit: cost >= financeLimits.cost.max,
              }}
            />
            <NumberField
              label={copy.deposit.label}
              hint={fillTemplate(copy.deposit.hint, { amount: formatAmount(cost) })}
              value={deposit}
              clamp={(typed) => clampDeposit(typed, cost)}
              format={formatAmount}
              onValueChange={setDeposit}
              prefix="$"
              decrease={{
                label: copy.deposit.decrease,
                onPress: () => setDeposit((d) => stepDeposit(d, cost, -1)),
                atLimit: deposit <= financeLimits.deposit.min,
              }}
              increase={{
                label: copy.deposit.increase,
                onPress: () => setDeposit((d) => stepDeposit(d, cost, 1)),
                atLimit: deposit >= cost,
              }}
            />
            <div className="sm:col-span-2">
              <NumberField
                label={copy.rate.label}
                hint={copy.rate.hint}
                value={rate}
                clamp={clampRate}
                format={formatRate}
                onValueChange={setRate}
                suffix="%"
                decrease={{
                  label: copy.rate.decrease,
                  onPress: () => setRate((r) => stepRate(r, -1)),
                  atLimit: rate <= financeLimits.rate.min,
                }}
                increase={{
                  label: copy.rate.increase,
                  onPress: () => setRate((r) => stepRate(r, 1)),
                  atLimit: rate >= financeLimits.rate.max,
                }}
              >
                {(ids) => (
                  <Slider
                    className="mt-3"
                    min={financeLimits.rate.min}
                    max={financeLimits.rate.max}
                    step={financeLimits.rate.inputStep}
                    value={[rate]}
                    onValueChange={([next]) => setRate(clampRate(next))}
                    thumbLabelledBy={ids.label}
                    thumbDescribedBy={ids.hint}
                    thumbValueText={`${formatRate(rate)}%`}
                  />
                )}
              </NumberField>
            </div>

            <div className="sm:col-span-2">
              <div className="flex items-baseline justify-between gap-4">
                <span id={monthsLabelId} className="font-semibold text-ink">
                  {copy.months.label}
                </span>
                <span aria-hidden="true" className="font-serif text-xl font-semibold text-walnut tabular-nums">
                  {monthsText}
                </span>
              </div>
              <Slider
                className="mt-3"
                min={financeLimits.months.min}
                max={financeLimits.months.max}
                step={financeLimits.months.step}
                value={[months]}
                onValueChange={([next]) => setMonths(next ?? financeDefaults.months)}
                thumbLabelledBy={monthsLabelId}
                thumbDescribedBy={monthsRangeId}
                thumbValueText={monthsText}
              />
              <p id={monthsRangeId} className="mt-2 flex justify-between gap-4 text-sm text-ink-soft">
                <span>{copy.months.minLabel}</span>
                <span className="text-right">{copy.months.maxLabel}</span>
              </p>
            </div>
          </div>
        </div>

        <div className="flex flex-col bg-forest p-5 text-white sm:p-8 lg:p-10">
          <div aria-live="polite" aria-atomic="true" data-testid="financing-results">
            <h3 className="font-sans text-sm font-semibold tracking-[0.14em] text-sand uppercase">
              {copy.results.heading}
            </h3>
            <p className="mt-5 font-semibold text-sand">{copy.results.monthlyPayment}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span
                data-testid="monthly-payment"
                className="font-serif text-5xl leading-tight font-semibold text-white tabular-nums sm:text-6xl"
              >
                {formatMoney(result.monthlyPayment)}
              </span>
              <span className="text-sand">{copy.results.perMonth}</span>
            </p>
            {result.principal > 0 ? (
              <p className="mt-1 text-sm text-sand">
                {fillTemplate(copy.results.summary, { months, amount: formatMoney(result.principal) })}
              </p>
            ) : (
              <p className="mt-3 rounded-lg bg-white/10 px-3 py-2 text-sm text-white">{copy.results.depositCoversCost}</p>
            )}
            <dl className="mt-6 grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm text-sand">{copy.results.totalAmount}</dt>
                <dd data-testid="total-amount" className="mt-1 text-lg font-semibold text-white tabular-nums sm:text-xl">
                  {formatMoney(result.totalAmount)}
                </dd>
              </div>
              <div className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm text-sand">{copy.results.totalInterest}</dt>
                <dd data-testid="total-interest" className="mt-1 text-lg font-semibold text-white tabular-nums sm:text-xl">
                  {formatMoney(result.totalInterest)}
                </dd>
              </div>
            </dl>
          </div>

          <div className="mt-8 flex flex-col gap-3 lg:mt-auto lg:pt-8">
            <ButtonLink external href={copy.actions.getStarted.href} variant="light" size="lg" className="w-full">
              {copy.actions.getStarted.label}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">{copy.actions.newTabHint}</span>
            </ButtonLink>
            <ButtonLink external href={copy.actions.apply.href} variant="ghostLight" size="lg" className="w-full">
              {copy.actions.apply.label}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">{copy.actions.newTabHint}</span>
            </ButtonLink>
          </div>
          <p className="mt-5 text-sm text-sand">{copy.disclaimer}</p>
        </div>
      </div>
    </div>
  );
}
