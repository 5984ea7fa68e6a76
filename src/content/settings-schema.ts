/**
 * The schema of the business settings (src/content/settings/business.json), which the CMS edits
 * and the `settings` collection checks at every build. It sits below the values: site.ts reads the
 * settings as this schema types them and facts.ts quotes site.ts, so nothing here fills in facts
 * (docs/architecture.md, "The flow").
 */
import { z } from 'astro/zod';
import { CLAIM_IDS, type ClaimId } from './claims';
import { STAT_IDS, statIdsProblem } from './headline-stats';
import { MHIC_NUMBER, SAMPLE_RULE, VIRGINIA_CLASSES, VIRGINIA_NUMBER } from './licenses';
import { COUNTRY_CODE, EMAIL, FOUNDING_YEAR, LATITUDE, LONGITUDE, matching, OPENING_HOURS, PHONE, STATE_CODE, WARRANTY_YEARS, ZIP } from './field-rules';
import { text } from './schema-parts';

const phone = matching(PHONE, 'Phone');
const email = matching(EMAIL, 'E-mail');

/** A headline stat's name: pages read each stat by it, so the list may be in any order. */
const statId = z.enum(STAT_IDS, {
  error: (issue) => `"${String(issue.input)}" is not a headline stat; use one of: ${STAT_IDS.join(', ')}`,
});

/** Whether a value is a placeholder (the launch check lists every `sample: true`). */
export const sample = (what: string, rule = SAMPLE_RULE) =>
  z.boolean({ error: (issue) => `${what} is ${issue.input === undefined ? 'required' : 'true or false'}: ${rule}` });

/**
 * The contractor licenses (content/licenses.ts): Maryland's MHIC number, shown on every page, and
 * the Virginia number and class, optional until the Virginia license is issued.
 */
const licensesSchema = z.strictObject({
  mhic: z.strictObject({
    number: text('MHIC license number').regex(MHIC_NUMBER.pattern, MHIC_NUMBER.message),
    sample: sample('Sample (MHIC license)'),
  }),
  virginia: z
    .strictObject({
      number: text('Virginia contractor license number').regex(VIRGINIA_NUMBER.pattern, VIRGINIA_NUMBER.message).optional(),
      class: z
        .enum(VIRGINIA_CLASSES, {
          error: (issue) => `"${String(issue.input)}" is not a Virginia contractor license class; use one of: ${VIRGINIA_CLASSES.join(', ')}`,
        })
        .optional(),
      sample: sample('Sample (Virginia license)'),
    })
    .superRefine((license, context) => {
      if (license.number !== undefined && license.class === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['class'],
          message: `The Virginia license class is required with the Virginia license number: one of ${VIRGINIA_CLASSES.join(', ')}`,
        });
      }
    }),
});

/**
 * The business constants office staff edit (src/content/settings/business.json); site.ts reads
 * them and derives the claims.
 */
export const settingsSchema = z.strictObject({
  contacts: z.strictObject({
    generic: z.strictObject({ email }),
    maryland: z.strictObject({ phone, email }),
    northernVirginia: z.strictObject({ phone, email }),
  }),
  /** When the phone is answered, as people read it. */
  phoneHours: z.array(z.strictObject({ days: text('Days'), hours: text('Hours') })).min(1),
  /** The same hours as structured data states them (schema.org openingHours). */
  structuredDataHours: z
    .array(matching(OPENING_HOURS, 'Opening hours'))
    .min(1),
  office: z.strictObject({
    locality: text('Town'),
    region: matching(STATE_CODE, 'State code'),
    regionName: text('State'),
    postalCode: matching(ZIP, 'ZIP code'),
    country: matching(COUNTRY_CODE, 'Country'),
    latitude: z.number().min(LATITUDE.min).max(LATITUDE.max),
    longitude: z.number().min(LONGITUDE.min).max(LONGITUDE.max),
  }),
  /** The response promise, e.g. "within 24 hours", quoted in copy as {business.responseTime}. */
  responseTime: text('Response time'),
  /** The headline stats, each named by its id, in the order the home page's stat band shows them. */
  stats: z
    .array(z.strictObject({ id: statId, value: text('Value'), label: text('Label') }))
    .superRefine((stats, context) => {
      const problem = statIdsProblem(stats.map((stat) => stat.id));
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  /** Years of experience as a claim ("15+"): service pages, city stat cards, generated locations. */
  yearsExperience: text('Years of experience'),
  /** Happy clients as a claim ("500+"). */
  happyClients: text('Happy clients'),
  /** The year the business was founded ("2009"): structured data's foundingDate. */
  founded: matching(FOUNDING_YEAR, 'Founding year'),
  /** How many years each time-limited warranty runs (the craftsmanship warranty is for life). */
  warrantyYears: z.strictObject({ hardware: warrantyTerm('Hardware warranty'), deck: warrantyTerm('Deck warranty') }),
  social: z.strictObject({ facebook: z.url(), instagram: z.url(), tiktok: z.url() }),
  licenses: licensesSchema,
  /** The owner's marks on each claim of the register (content/claims.ts): shown, and confirmed. */
  claims: z.strictObject(
    Object.fromEntries(CLAIM_IDS.map((id) => [id, z.strictObject({ shown: z.boolean(), confirmed: z.boolean() })])) as Record<
      ClaimId,
      z.ZodObject<{ shown: z.ZodBoolean; confirmed: z.ZodBoolean }, z.core.$strict>
    >,
  ),
});

/** A warranty's term in whole years. */
function warrantyTerm(what: string) {
  return z
    .number({ error: `${what} is a number of years` })
    .int(`${what} is a whole number of years`)
    .min(WARRANTY_YEARS.min, `${what} runs at least ${WARRANTY_YEARS.min} year`)
    .max(WARRANTY_YEARS.max, `${what} runs at most ${WARRANTY_YEARS.max} years`);
}

/** The business constants office staff edit (src/content/settings/business.json). */
export type BusinessSettings = z.output<typeof settingsSchema>;
