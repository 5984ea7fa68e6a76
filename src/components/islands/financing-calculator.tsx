import { useId } from 'react';
import { creditDisclosure } from '../../lib/credit-disclosure';
import { financeLimits, formatAmount, formatRate } from '../../lib/finance';
import { fillTemplate } from '../../lib/format';
import { Slider } from '../ui/slider';
import type { FinancingCalculatorCopy } from './financing-calculator/copy';
import { CreditTerms } from './financing-calculator/credit-terms';
import { NumberField } from './financing-calculator/number-field';
import { ResultsPanel } from './financing-calculator/results-panel';
import { useFinancingForm } from './financing-calculator/use-financing-form';

export type { FinancingCalculatorCopy };

/**
 * The financing page's payment estimate. It hydrates when the browser is idle (financing.astro),
 * so each field adopts whatever a visitor typed before that (see use-typed-value.ts). The maths
 * and every input rule live in lib/finance.ts; the copy comes from content/financing.ts.
 */
export function FinancingCalculator({ copy }: { copy: FinancingCalculatorCopy }) {
  const form = useFinancingForm();
  const { cost, deposit, rate, months } = form;
  const monthsId = useId();
  const monthsLabelId = `${monthsId}-label`;
  const monthsRangeId = `${monthsId}-range`;
  const monthsText = fillTemplate(copy.months.valueText, { months: months.value });
  const disclosure = creditDisclosure(
    { cost: cost.value, deposit: deposit.value, rate: rate.value, months: months.value },
    { summary: copy.results.summary, example: copy.credit.example, nothingFinanced: copy.credit.nothingFinanced },
  );

  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-lift">
      <div className="grid lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]">
        <div className="p-5 sm:p-8 lg:p-10">
          <h2 className="text-2xl font-semibold sm:text-3xl">{copy.heading}</h2>
          <p className="mt-2 text-ink-soft">{copy.intro}</p>

          <div className="mt-8 grid gap-7 sm:grid-cols-2 sm:gap-x-8">
            <NumberField
              copy={copy.cost}
              hint={fillTemplate(copy.cost.hint, { min: formatAmount(financeLimits.cost.min), max: formatAmount(financeLimits.cost.max) })}
              field={cost}
              format={formatAmount}
            />
            <NumberField
              copy={copy.deposit}
              hint={fillTemplate(copy.deposit.hint, { amount: formatAmount(cost.value) })}
              field={deposit}
              format={formatAmount}
            />
            <div className="sm:col-span-2">
              <NumberField copy={copy.rate} hint={fillTemplate(copy.rate.hint, financeLimits.rate)} field={rate} format={formatRate}>
                {(ids) => (
                  <RangeSlider
                    range={{ ...financeLimits.rate, step: financeLimits.rate.inputStep }}
                    value={rate.value}
                    onSlide={rate.slide}
                    aria={{ labelledBy: ids.label, describedBy: ids.hint, valueText: fillTemplate(copy.rate.valueText, { rate: formatRate(rate.value) }) }}
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
              <RangeSlider
                range={financeLimits.months}
                value={months.value}
                onSlide={months.slide}
                aria={{ labelledBy: monthsLabelId, describedBy: monthsRangeId, valueText: monthsText }}
              />
              <p id={monthsRangeId} className="mt-2 flex justify-between gap-4 text-sm text-ink-soft">
                <span>{fillTemplate(copy.months.minLabel, { months: financeLimits.months.min })}</span>
                <span className="text-right">
                  {fillTemplate(copy.months.maxLabel, { months: financeLimits.months.max, years: financeLimits.months.max / 12 })}
                </span>
              </p>
            </div>
          </div>
        </div>

        <ResultsPanel result={form.result} disclosure={disclosure} copy={copy} />
      </div>
      <CreditTerms example={disclosure.example} copy={copy.credit} />
    </div>
  );
}

/** A slider for one of the calculator's values, named and described by the text beside it. */
function RangeSlider({
  range,
  value,
  onSlide,
  aria,
}: {
  range: { min: number; max: number; step: number };
  value: number;
  onSlide: (next: number | undefined) => void;
  aria: { labelledBy: string; describedBy: string; valueText: string };
}) {
  return (
    <Slider
      className="mt-3"
      min={range.min}
      max={range.max}
      step={range.step}
      value={[value]}
      onValueChange={([next]) => onSlide(next)}
      thumbLabelledBy={aria.labelledBy}
      thumbDescribedBy={aria.describedBy}
      thumbValueText={aria.valueText}
    />
  );
}
