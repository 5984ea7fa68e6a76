/**
 * The testimonials: one YAML file each in this folder (the `testimonials` collection, edited in
 * the CMS), newest first. Location pages show those of their state (lib/build/testimonials.ts);
 * no page turns them into review markup.
 */
import { getCollection } from 'astro:content';
import type { TestimonialContent } from '../types';

/** Every testimonial, newest first (then by file name). */
export const testimonialList: TestimonialContent[] = (await getCollection('testimonials'))
  .map(({ id, data }) => ({ ...data, slug: id }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
