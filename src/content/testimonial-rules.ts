/**
 * The rules a testimonial (src/content/testimonials/{name}.yaml) follows, said once for its schema
 * and the editor's form: where it comes from (its source) and how its town is written.
 */

/** The source of a testimonial the customer gave us directly and agreed in writing to publish. */
export const WRITTEN_CONSENT = 'written consent on file';

/** What a source is, for the messages of the schema and the editor. */
export const SOURCE_RULE = `the link to the published review (https://…), or "${WRITTEN_CONSENT}" when the customer agreed in writing to its publication`;

/** Whether a source is a review's address (http or https), rather than written consent. */
export function isReviewLink(source: string): boolean {
  try {
    const url = new URL(source);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Whether a source is one the site accepts, as typed: a review's link or written consent (the schema and the editor both ask this). */
export const isTestimonialSource = (source: string): boolean => source === WRITTEN_CONSENT || isReviewLink(source);

/** A testimonial's town: the town, a comma and the two-letter state code ("Huntingtown, MD"), no space at either end. */
export const TOWN = {
  pattern: /^[^\s,](?:[^,]*\S)?, [A-Z]{2}$/,
  message: 'Town is the customer’s town, a comma and the state code, e.g. "Huntingtown, MD"',
};

/** The state code of a testimonial's town ("MD" of "Huntingtown, MD"): it is shown on that state's location page. */
export const stateOfTown = (town: string): string => town.slice(-2);

/** What `sample` means on a testimonial, for the messages of the schema and the editor. */
export const TESTIMONIAL_SAMPLE_RULE = 'true for placeholder text that is no customer’s, false for a real customer’s testimonial';
