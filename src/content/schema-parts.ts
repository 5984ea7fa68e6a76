/**
 * The rules the content schemas (schemas.ts) are built from, each with the message an editor
 * reads when a file breaks it. Facts are filled in a layer above (with-facts.ts): the settings
 * schema, which the facts are read through, is built from these rules too.
 */
import { z } from 'astro/zod';
import { BUDGET_BANDS, SPAN_FIGURE, SPAN_UNITS } from './field-rules';
import { GALLERY_CATEGORIES } from './gallery-categories';
import { ICON_NAMES } from './icon-names';
import { DESCRIPTION_MAX } from './limits';
import { SERVICE_SLUGS } from './services/slugs';

export const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`) })
    .trim()
    .min(1, `${what} must not be empty`);

export const description = (what: string) =>
  text(what).max(
    DESCRIPTION_MAX,
    `${what} is what search engines show under the title and must be at most ${DESCRIPTION_MAX} characters`,
  );

export const list = (what: string, min = 1) =>
  z.array(text(`Each item of ${what}`), { error: `${what} is required` }).min(min, `${what} needs at least ${min} item${min === 1 ? '' : 's'}`);

/** Whether a YYYY-MM-DD text names a real day (not 2024-02-30). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/**
 * A day, written YYYY-MM-DD. The build's YAML reader makes a Date of an unquoted day (as the editor
 * writes it); the day is kept as its text either way.
 */
export const isoDay = (what: string) =>
  z.preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
    text(what)
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${what} is written year-month-day, e.g. 2024-09-14`)
      .refine(isCalendarDay, { message: `${what} is not a day of the calendar`, when: (payload) => payload.issues.length === 0 }),
  );

/** N values of type T, as a tuple. */
type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N ? Acc : Tuple<T, N, [...Acc, T]>;

/**
 * Exactly n items, typed as a tuple for the templates that lay them out (four bullets, three
 * trust points). Zod types a length check as a plain array, hence the cast.
 */
export function exactly<N extends number, Item extends z.ZodType>(n: N, item: Item, message: string, error?: string) {
  return z.array(item, error === undefined ? undefined : { error }).length(n, message) as unknown as z.ZodType<Tuple<z.output<Item>, N>>;
}

/** Exactly n texts. */
export const exactlyTexts = <N extends number>(n: N, what: string) =>
  exactly(n, text(`Each item of ${what}`), `${what} must have exactly ${n} items`, `${what} is required`);

// The message names the folder rather than listing the slugs: Astro appends a misleading hint
// about browser APIs to any error that mentions "window" (as in window-installation).
export const serviceSlug = z.enum(SERVICE_SLUGS, {
  error: (issue) =>
    `"${String(issue.input)}" is not one of our services; use the name of a file in src/content/services/ without ".yaml", e.g. "kitchen-remodeling"`,
});

export const iconName = z.enum(ICON_NAMES, {
  error: (issue) => `"${String(issue.input)}" is not an icon the site has; use one of: ${ICON_NAMES.join(', ')}`,
});

export const galleryCategory = z.enum(GALLERY_CATEGORIES, {
  error: (issue) => `"${String(issue.input)}" is not a gallery category; use one of: ${GALLERY_CATEGORIES.join(', ')}`,
});

export const titledText = z.strictObject({
  title: text('Title'),
  description: text('Description'),
  icon: iconName.optional(),
});

/** A whole number of a duration (SPAN_FIGURE). */
const spanFigure = (what: string) =>
  z
    .number({ error: (issue) => `${what} is ${issue.input === undefined ? 'required' : 'a whole number'}` })
    .int(`${what} is a whole number`)
    .min(SPAN_FIGURE.min, `${what} is at least ${SPAN_FIGURE.min}`)
    .max(SPAN_FIGURE.max, `${what} is at most ${SPAN_FIGURE.max}`);

/**
 * A duration as content/durations.ts states one (a Span: from, to, unit; equal figures for a
 * single one), written out by its `formatSpan`, so a story types no "6-8 weeks" of its own.
 */
export const spanOf = (what: string) =>
  z
    .strictObject({
      from: spanFigure(`${what}: from`),
      to: spanFigure(`${what}: to`),
      unit: z.enum(SPAN_UNITS, { error: (issue) => `"${String(issue.input)}" is not a unit of time; use one of: ${SPAN_UNITS.join(', ')}` }),
    })
    .refine((span) => span.from <= span.to, { message: `${what}: "from" is at most "to" (the same figure for a single one)`, path: ['to'] });

export const budgetBand = z.enum(BUDGET_BANDS, {
  error: (issue) => `"${String(issue.input)}" is not a budget band; use one of: ${BUDGET_BANDS.join(', ')}`,
});
