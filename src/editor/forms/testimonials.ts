/** The testimonials' form (src/content/testimonials/{name}.yaml; schema: testimonialSchema in src/content/schemas.ts). */
import { collection, fields } from '@keystatic/core';
import { SLUG } from '../../content/field-rules';
import { isTestimonialSource, SOURCE_RULE, TOWN, WRITTEN_CONSENT } from '../../content/testimonial-rules';
import { checkedText, notBlank, ruled, slugRule, text } from './fields';

export const testimonials = collection({
  label: 'Testimonials',
  path: 'src/content/testimonials/*',
  slugField: 'name',
  format: { data: 'yaml' },
  columns: ['name', 'town', 'date'],
  schema: {
    quote: text('Quote', {
      multiline: true,
      description: 'The customer’s words, exactly as they agreed to have them published.',
    }),
    name: fields.slug({
      name: {
        label: 'Name',
        description: 'As the customer agreed to be named, e.g. "Denise R." (first name and last initial).',
        validation: { isRequired: true, pattern: notBlank('Name') },
      },
      slug: {
        label: 'File name',
        description: 'Names the file (src/content/testimonials/{this}.yaml); never shown on the site.',
        validation: { pattern: slugRule(SLUG) },
      },
    }),
    town: ruled('Town', TOWN, {
      description: 'The customer’s town and state code, e.g. "Huntingtown, MD". The testimonial shows on the location page of that state.',
    }),
    service: fields.relationship({
      label: 'Service',
      description: 'The work the testimonial is about.',
      collection: 'services',
      validation: { isRequired: true },
    }),
    date: fields.date({
      label: 'Date',
      description: 'When the customer gave it: the review’s date, or the date of the written consent. The newest show first.',
      validation: { isRequired: true },
    }),
    source: checkedText('Source', (source) => (isTestimonialSource(source) ? undefined : `Source must be ${SOURCE_RULE}`), {
      description: `Where it comes from: paste the link to the published review (Google, Houzz, …), or write "${WRITTEN_CONSENT}" when the customer gave it to us and agreed in writing to its publication. A review’s link is shown under the quote.`,
    }),
    consentDate: fields.date({
      label: 'Consent date',
      description: 'With written consent: the day the customer signed their agreement to publish these words and their name. Never shown on the site.',
    }),
    consentRecord: fields.text({
      label: 'Consent record',
      description:
        'With written consent: where the signed agreement is kept, e.g. "Signed release in the Jobber client file, uploaded 2024-10-18". Never shown on the site; the launch check refuses a testimonial with written consent and no record.',
    }),
    sample: fields.checkbox({
      label: 'Sample (placeholder text, not a real customer)',
      description:
        'Ticked for the placeholder testimonials the site was built with. A sample shows only while there is no real testimonial from its state, labelled "Sample testimonial" on the page, and the launch check stops the launch while any sample is left. Leave it unticked for a real customer’s words.',
    }),
  },
});
