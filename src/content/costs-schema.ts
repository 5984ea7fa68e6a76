/**
 * The schema of the cost ranges (src/content/settings/costs.json): what each service usually costs
 * this business, by project size, as office staff edit it (Settings › Cost ranges). Every service
 * has at least one range, so every service page can say what the work costs. A leaf beside the
 * business settings' schema: the rules come from field-rules.ts, which the editor's form reads too.
 */
import { z } from 'astro/zod';
import { COST_DOLLARS, costRangeProblem } from './field-rules';
import { text } from './schema-parts';
import { SERVICE_SLUGS, type ServiceSlug } from './services/slugs';

/** A figure of a range: whole dollars within COST_DOLLARS. */
const dollars = (what: string) =>
  z
    .number({ error: (issue) => `${what} is ${issue.input === undefined ? 'required' : 'a number of dollars'}` })
    .int(`${what} is whole dollars, without cents`)
    .min(COST_DOLLARS.min, `${what} is at least $${COST_DOLLARS.min.toLocaleString('en-US')}`)
    .max(COST_DOLLARS.max, `${what} is at most $${COST_DOLLARS.max.toLocaleString('en-US')}`);

/** The low and high figures of a range, low below high. */
export const dollarRangeSchema = z
  .strictObject({ low: dollars('The low figure'), high: dollars('The high figure') })
  .superRefine((range, context) => {
    const problem = costRangeProblem(range.low, range.high);
    if (problem) context.addIssue({ code: 'custom', path: ['high'], message: problem });
  });

/** One project size of a service and what it usually costs; `confirmed` is the owner's mark. */
const costRangeSchema = z.strictObject({
  /** The project size as the page names it ("Small kitchen refresh"). */
  size: text('Project size'),
  dollars: dollarRangeSchema,
  /** Whether the owner has checked the figures; the launch check lists every range that is not. */
  confirmed: z.boolean({ error: 'Confirmed is true or false' }),
});

export const costsSchema = z.strictObject({
  ranges: z.strictObject(
    Object.fromEntries(
      SERVICE_SLUGS.map((slug) => [slug, z.array(costRangeSchema, { error: `The cost ranges of ${slug} are required` }).min(1, `${slug} needs at least one cost range`)]),
    ) as Record<ServiceSlug, z.ZodArray<typeof costRangeSchema>>,
  ),
});

export type CostSettings = z.output<typeof costsSchema>;
export type CostRange = CostSettings['ranges'][ServiceSlug][number];
