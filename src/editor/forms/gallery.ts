/** The gallery projects' form (src/content/gallery/{name}.yaml; schema: galleryProjectSchema in src/content/schemas.ts). */
import { collection, fields } from '@keystatic/core';
import { BUDGET_BANDS, COUNTS, GALLERY_NAME, SLUG, SPAN_FIGURE, SPAN_UNITS, STORY_PAIRS, STORY_SCOPE } from '../../content/field-rules';
import { GALLERY_CATEGORIES } from '../../content/gallery-categories';
import { altText, exactly, galleryImage, notBlank, ruled, slugRule, text } from './fields';

/** A duration as the site writes it (content/durations.ts): from, to (the same for a single figure), unit. */
const span = (label: string, help: string) =>
  fields.object(
    {
      from: fields.integer({ label: 'From', validation: { isRequired: true, ...SPAN_FIGURE } }),
      to: fields.integer({ label: 'To (the same figure for a single one)', validation: { isRequired: true, ...SPAN_FIGURE } }),
      unit: fields.select({ label: 'Unit', options: SPAN_UNITS.map((unit) => ({ label: `${unit}s`, value: unit })), defaultValue: 'week' }),
    },
    { label, description: help },
  );

const pairPhoto = (label: string) =>
  galleryImage(label, 'src/assets/gallery/projects', 'Taken from the same spot as its partner, so the two line up in the comparison. A large JPEG is fine.');

export const gallery = collection({
  label: 'Gallery projects',
  path: 'src/content/gallery/*',
  slugField: 'title',
  format: { data: 'yaml' },
  columns: ['title', 'category'],
  schema: {
    title: fields.slug({
      name: {
        label: 'Title',
        description: 'The project as its card names it, e.g. "Walnut-and-Quartz Kitchen in Bethesda".',
        validation: { isRequired: true, pattern: notBlank('Title') },
      },
      slug: {
        label: 'File name',
        description:
          'Also names the folders its photos are kept in (src/assets/gallery/{this}/ and, for the card photo, src/assets/gallery/projects/{this}/). It stays the same when you change the title.',
        validation: { pattern: slugRule(GALLERY_NAME) },
      },
    }),
    category: fields.select({
      label: 'Category',
      description: 'The gallery filter this project appears under.',
      options: GALLERY_CATEGORIES.map((category) => ({ label: category, value: category })),
      defaultValue: GALLERY_CATEGORIES[0],
    }),
    image: galleryImage('Card photo', 'src/assets/gallery/projects', 'The photo on the project card. A large JPEG is fine; the site makes the small sizes itself.'),
    imageAlt: altText('card photo'),
    features: exactly(COUNTS.galleryFeatures, 'Features', 'Feature', `Exactly ${COUNTS.galleryFeatures} short highlights shown on the card.`),
    photos: fields.array(
      fields.object({
        image: galleryImage('Photo', 'src/assets/gallery', 'A large JPEG is fine; the site makes the small sizes itself.'),
        alt: altText('photo'),
      }),
      {
        label: 'Photos',
        description: 'The photos the viewer pages through for this category, in order.',
        itemLabel: (props) => props.fields.alt.value || '(photo without alt text)',
      },
    ),
    town: fields.object(
      {
        state: ruled('Location', SLUG, { description: 'The location the town belongs to, as in its address: "maryland" for /locations/maryland.' }),
        city: ruled('Town', SLUG, { description: 'The town as in its page’s address: "bethesda" for /locations/maryland/bethesda.' }),
      },
      { label: 'Town', description: 'Where the work was. The story is listed on that town’s page ("Recent work in …"); the build refuses a town the site has no page for.' },
    ),
    service: fields.relationship({
      label: 'Service',
      description: 'The service the work was; the story is listed on its service page.',
      collection: 'services',
      validation: { isRequired: true },
    }),
    scope: text('Scope', {
      multiline: true,
      max: STORY_SCOPE.max,
      description: 'What was done, in a few sentences: the rooms, what was removed or moved, the materials, the permits.',
    }),
    promised: span('Promised duration', 'How long the contract said the work would take.'),
    actual: span('Actual duration', 'How long it took.'),
    budget: fields.select({
      label: 'Budget band',
      description: 'The band the contract price fell in; the page shows the band, never the price.',
      options: BUDGET_BANDS.map((band) => ({ label: band, value: band })),
      defaultValue: BUDGET_BANDS[2],
    }),
    pairs: fields.array(
      fields.object({
        before: pairPhoto('Before photo'),
        beforeAlt: altText('before photo'),
        after: pairPhoto('After photo'),
        afterAlt: altText('after photo'),
        caption: fields.text({
          label: 'Caption (optional)',
          description: 'What to look at, e.g. "The wall to the dining room came out".',
          validation: { pattern: { regex: /^$|\S/, message: 'Caption must not be only spaces' } },
        }),
      }),
      {
        label: 'Before and after',
        description: `At least ${STORY_PAIRS.min}: the same view before the work and after it. The story page and the gallery show each pair as a comparison.`,
        itemLabel: (props) => props.fields.afterAlt.value || '(pair without alt text)',
        validation: { length: { min: STORY_PAIRS.min } },
      },
    ),
    testimonial: fields.relationship({
      label: 'Client’s words',
      description: 'Optional: the client’s testimonial (Testimonials), shown on the story. It must be of this town and service.',
      collection: 'testimonials',
    }),
    sample: fields.checkbox({
      label: 'Sample (made-up story, not a real project)',
      description:
        'Ticked for the stories the site was built with: their facts are made up and their before photos are stand-ins. A sample is labelled on its page and the launch check lists it. Untick it once the story, its figures and its photos are a real project’s.',
    }),
  },
});
