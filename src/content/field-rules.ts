/**
 * The rule of each field that the schemas and the editor's form both check, written once: a
 * pattern with the message an editor reads, and how many items a list holds. The schemas build
 * theirs with `matching`; the editor (src/editor/forms/) gives the same pattern to Keystatic's text
 * field, which tests the value as typed, so `matching` does not trim first either.
 * `content/editor-schema.test.ts` runs good and bad values through both sides.
 *
 * A leaf: it imports nothing from the content, so any schema or form can read it.
 */
import { z } from 'astro/zod';

/** A text field's rule: the whole value matches the pattern, or the editor reads the message. */
export interface FieldRule {
  pattern: RegExp;
  message: string;
}

/** An e-mail address: Zod's own e-mail pattern (a top-level domain of two letters or more). */
export const EMAIL: FieldRule = {
  pattern: /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
  message: 'Must be an e-mail address, e.g. hello@example.com',
};

/** A phone number as people write it: at least 7 characters, from a digit, + or ( to a digit. */
export const PHONE: FieldRule = {
  pattern: /^[\d(+][\d\s().+-]{5,}\d$/,
  message: 'A phone number has digits, spaces, dashes, dots or parentheses only, e.g. (410) 555-0142',
};

/** Opening hours as schema.org's openingHours states them. */
export const OPENING_HOURS: FieldRule = {
  pattern: /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/,
  message: 'Write opening hours as search engines read them, e.g. "Mo-Fr 08:00-18:00"',
};

export const ZIP: FieldRule = { pattern: /^\d{5}$/, message: 'A ZIP code has 5 digits' };

export const STATE_CODE: FieldRule = { pattern: /^[A-Z]{2}$/, message: 'The state code is 2 capital letters, e.g. MD' };

export const COUNTRY_CODE: FieldRule = { pattern: /^[A-Z]{2}$/, message: 'The country code is 2 capital letters, e.g. US' };

export const FOUNDING_YEAR: FieldRule = { pattern: /^(19|20)\d\d$/, message: 'The founding year has 4 digits, e.g. 2009' };

/** A slug: a file name the editor gives an entry, a location's part of its addresses. */
export const SLUG: FieldRule = {
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: 'Use lower-case letters, digits and single dashes, e.g. kitchen-layout-guide',
};

/** A gallery project's file name, which also names its photo folder: `projects` holds the card photos. */
export const GALLERY_NAME: FieldRule = {
  pattern: new RegExp(`^(?!projects$)${SLUG.pattern.source.slice(1)}`),
  message: `${SLUG.message} ("projects" is taken)`,
};

/** A policy page section's own address on the page (/privacy#how-we-use-it). */
export const ANCHOR: FieldRule = {
  pattern: SLUG.pattern,
  message: 'An anchor is lower-case letters, digits and single dashes, e.g. "how-we-use-it"',
};

/** How many items each fixed list holds (spec 2 fixes most of them); the pages lay them out by it. */
export const COUNTS = {
  guideOptions: 3,
  guideConsiderations: 6,
  serviceFeatures: 4,
  trustPoints: 3,
  processSteps: 5,
  galleryFeatures: 3,
  kitchenMetrics: 3,
  neighborhoods: 9,
  kitchenFeatures: 8,
  kitchenStyles: 3,
} as const;

/**
 * A project story's budget band (content/gallery/*.yaml `budget`): a fixed vocabulary, so stories
 * compare and no story states a figure of its own.
 */
export const BUDGET_BANDS = ['Under $10k', '$10k–$25k', '$25k–$50k', '$50k–$75k', '$75k–$100k', '$100k–$150k', '$150k+'] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];

/** The units a project's promised and actual duration is counted in (content/durations.ts writes them out). */
export const SPAN_UNITS = ['hour', 'day', 'week', 'month'] as const;

/** The figures of a project's duration: whole numbers in this range, `from` at most `to`. */
export const SPAN_FIGURE = { min: 1, max: 99 } as const;

/** A project story's before and after pairs: at least one (the story's proof). */
export const STORY_PAIRS = { min: 1 } as const;

/** A project story's scope: a few sentences, at most this many characters. */
export const STORY_SCOPE = { max: 900 } as const;

/** How many years a time-limited warranty may run (settings `warrantyYears`). */
export const WARRANTY_YEARS = { min: 1, max: 50 } as const;

/** The office's position, in degrees. */
export const LATITUDE = { min: -90, max: 90 } as const;
export const LONGITUDE = { min: -180, max: 180 } as const;

/** The lists with a range rather than a fixed count. */
export const RANGES = {
  /** Questions a service page answers. */
  serviceFaqs: { min: 4 },
  /** Guides a service recommends on its neighbourhood pages. */
  serviceGuides: { min: 2, max: 3 },
} as const;

/**
 * The schema of a text field with this rule. No trimming: Keystatic tests the value as typed, and
 * a rule's pattern refuses spaces at either end.
 */
export const matching = (rule: FieldRule, what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`) })
    .regex(rule.pattern, rule.message);

/**
 * A typical cost in the cost ranges (settings/costs.json): whole dollars within these bounds. The
 * low figure of a range is below its high one (`costRangeProblem`), which the schema and the
 * editor's range field both check.
 */
export const COST_DOLLARS = { min: 100, max: 2_000_000 } as const;

/** Why a range's low and high figures cannot stand, in the editor's words, or undefined. */
export function costRangeProblem(low: number, high: number): string | undefined {
  return low < high ? undefined : `The low figure ($${low.toLocaleString('en-US')}) must be below the high one ($${high.toLocaleString('en-US')})`;
}
