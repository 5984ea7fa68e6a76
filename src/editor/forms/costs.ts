/** The cost ranges' form (src/content/settings/costs.json; schema: costsSchema in src/content/costs-schema.ts). */
import { fields, singleton } from '@keystatic/core';
import type { BasicFormField } from '@keystatic/core';
import { createElement, Fragment } from 'react';
import { COST_DOLLARS, costRangeProblem } from '../../content/field-rules';
import { SERVICE_SLUGS, type ServiceSlug } from '../../content/services/slugs';
import { text } from './fields';

/** A service's name in the form: its slug in words ("kitchen-remodeling" -> "Kitchen remodeling"). */
const serviceLabel = (slug: ServiceSlug) => slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll('-', ' ');

const money = (value: number | null) => (value === null ? '…' : `$${value.toLocaleString('en-US')}`);

export const costs = singleton({
  label: 'Cost ranges',
  path: 'src/content/settings/costs',
  format: { data: 'json' },
  schema: {
    ranges: fields.object(
      Object.fromEntries(
        SERVICE_SLUGS.map((slug) => [
          slug,
          fields.array(
            fields.object({
              size: text('Project size', { description: 'How the page names this size of job, e.g. "Small kitchen refresh".' }),
              dollars: dollarRange(),
              confirmed: fields.checkbox({
                label: 'Confirmed by the owner',
                description: 'Tick once these figures are what your jobs of this size really cost; the launch check lists every range that is not ticked.',
              }),
            }),
            {
              label: serviceLabel(slug),
              description: 'At least one size. The service page shows each with its range, and links it to the financing calculator.',
              itemLabel: (props) =>
                `${props.fields.size.value || '(no size)'}: ${money(props.fields.dollars.value.low)} to ${money(props.fields.dollars.value.high)}${props.fields.confirmed.value ? '' : ' (not confirmed)'}`,
              validation: { length: { min: 1 } },
            },
          ),
        ]),
      ) as Record<ServiceSlug, CostRangesField>,
      {
        label: 'Typical cost by service',
        description: `What each service usually costs you, in whole dollars from $${COST_DOLLARS.min.toLocaleString('en-US')} to $${COST_DOLLARS.max.toLocaleString('en-US')}, low below high. The service pages show them as "What it costs".`,
      },
    ),
  },
});

interface DollarRange {
  low: number | null;
  high: number | null;
}

/**
 * The low and high figures of a range as one field, so its check sees both: low below high
 * (content/field-rules.ts, costRangeProblem), which the schema checks too. Keystatic's fields each
 * see only their own value, so two integer fields could not refuse a low above the high.
 */
function dollarRange(): BasicFormField<DollarRange, { low: number; high: number }, { low: number; high: number }> {
  const bounds = { isRequired: true, ...COST_DOLLARS };
  const low = fields.integer({ label: 'Low ($)', description: 'Whole dollars, no cents or commas.', validation: bounds });
  const high = fields.integer({ label: 'High ($)', validation: bounds });
  const check = (value: DollarRange) => {
    const checkedLow = low.validate(value.low) as number;
    const checkedHigh = high.validate(value.high) as number;
    const problem = costRangeProblem(checkedLow, checkedHigh);
    if (problem) throw new Error(problem);
    return { low: checkedLow, high: checkedHigh };
  };
  const parse = (stored: unknown): DollarRange => {
    if (stored === undefined) return { low: null, high: null };
    if (typeof stored !== 'object' || stored === null) throw new Error('The cost range must be a low and a high figure');
    const { low: storedLow, high: storedHigh } = stored as Record<string, unknown>;
    return { low: low.parse(storedLow as number | undefined), high: high.parse(storedHigh as number | undefined) };
  };
  return {
    kind: 'form',
    label: 'Typical cost',
    Input: (props) => {
      const { low: lowValue, high: highValue } = props.value;
      // The integer fields tell their own problems; the comparison of the two is told here, as it is typed.
      const comparison = lowValue !== null && highValue !== null ? costRangeProblem(lowValue, highValue) : undefined;
      return createElement(
        Fragment,
        null,
        createElement(low.Input, {
          value: lowValue,
          onChange: (next: number | null) => props.onChange({ ...props.value, low: next }),
          autoFocus: props.autoFocus,
          forceValidation: props.forceValidation,
        }),
        createElement(high.Input, {
          value: highValue,
          onChange: (next: number | null) => props.onChange({ ...props.value, high: next }),
          autoFocus: false,
          forceValidation: props.forceValidation,
        }),
        comparison ? createElement('p', { role: 'alert', style: { color: '#b42318', margin: '0.5rem 0 0' } }, comparison) : null,
      );
    },
    defaultValue: () => ({ low: null, high: null }),
    parse,
    serialize: (value) => {
      // A figure left empty is left out, as Keystatic's own integer field does.
      const stored: Record<string, number> = {};
      if (value.low !== null) stored.low = value.low;
      if (value.high !== null) stored.high = value.high;
      return { value: Object.keys(stored).length > 0 ? stored : undefined };
    },
    validate: check,
    reader: { parse: (stored) => check(parse(stored)) },
  };
}

type CostRangesField = ReturnType<typeof fields.array<ReturnType<typeof fields.object<{ size: ReturnType<typeof text>; dollars: ReturnType<typeof dollarRange>; confirmed: ReturnType<typeof fields.checkbox> }>>>>;
