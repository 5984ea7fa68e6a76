/**
 * The testimonials a location page shows (content/testimonials/): those whose town is in the
 * location's state, newest first. A sample is placeholder text, so it is shown only while the
 * state has no real testimonial (never beside a customer's words) and is labelled as a sample on
 * the page; the launch check lists every sample left.
 */
import { locationPage } from '../../content/location-page';
import { isShippedSample } from '../../content/shipped-samples';
import { isReviewLink, stateOfTown } from '../../content/testimonial-rules';
import { testimonialList } from '../../content/testimonials';
import type { LocationContent, TestimonialContent } from '../../content/types';
import { stateCodeOf } from './places';

/** A testimonial as its card shows it. */
export interface ShownTestimonial {
  quote: string;
  name: string;
  /** The town as written, e.g. "Huntingtown, MD". */
  place: string;
  sample: boolean;
  /** The published review, when that is the source. */
  reviewUrl?: string;
}

export function testimonialsFor(
  location: Pick<LocationContent, 'slug' | 'stateAbbr'>,
  list: readonly TestimonialContent[] = testimonialList,
  count: number = locationPage.testimonials.count,
): ShownTestimonial[] {
  const state = stateCodeOf(location);
  const here = list.filter((testimonial) => stateOfTown(testimonial.town) === state);
  const isSample = (testimonial: TestimonialContent) => testimonial.sample || isShippedSample(testimonial.quote);
  const real = here.filter((testimonial) => !isSample(testimonial));
  return [...(real.length > 0 ? real : here)]
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .slice(0, count)
    .map((testimonial) => ({
      quote: testimonial.quote,
      name: testimonial.name,
      place: testimonial.town,
      sample: isSample(testimonial),
      ...(isReviewLink(testimonial.source) ? { reviewUrl: testimonial.source } : {}),
    }));
}
