/** The gallery projects' form (src/content/gallery/{name}.yaml; schema: galleryProjectSchema in src/content/schemas.ts). */
import { collection, fields } from '@keystatic/core';
import { COUNTS, GALLERY_NAME } from '../../content/field-rules';
import { GALLERY_CATEGORIES } from '../../content/gallery-categories';
import { altText, exactly, galleryImage, notBlank, slugRule } from './fields';

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
  },
});
