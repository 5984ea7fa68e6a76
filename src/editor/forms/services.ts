/** The services' form (src/content/services/{slug}.yaml; schema: serviceSchema in src/content/schemas.ts). */
import { collection, fields } from '@keystatic/core';
import { COUNTS, RANGES } from '../../content/field-rules';
import { GALLERY_CATEGORIES } from '../../content/gallery-categories';
import { SERVICE_SLUGS } from '../../content/services/slugs';
import { count, description, exactly, FACTS_HINT, icon, list, notBlank, oneOf, optionalIcon, text, titledText, type PreviewOf } from './fields';

export const services = (previewOf: PreviewOf) =>
  collection({
    label: 'Services',
    path: 'src/content/services/*',
    slugField: 'name',
    format: { data: 'yaml' },
    previewUrl: previewOf('/services/{slug}'),
    columns: ['name', 'title'],
    schema: {
      name: fields.slug({
        name: {
          label: 'Name',
          description: 'The service as menus and cards name it, e.g. "Kitchen Remodeling".',
          validation: { isRequired: true, pattern: notBlank('Name') },
        },
        slug: {
          label: 'Web address',
          description: 'The service is at /services/{this}. Fixed: each service has exactly one file.',
          validation: { pattern: oneOf(SERVICE_SLUGS, 'service') },
        },
      }),
      title: text('Title', { description: 'The page headline and search result title.' }),
      description: description('service'),
      keywords: list('Keywords', 'Keyword', { description: 'Search phrases, at least one.' }),
      features: exactly(COUNTS.serviceFeatures, 'Features', 'Feature', `Exactly ${COUNTS.serviceFeatures} short bullet points for the service card.`),
      benefit: text('Benefit', { description: 'One sentence on the card: why choose us for this.', multiline: true }),
      cardTitle: fields.text({
        label: 'Card title (optional)',
        description: 'The heading on the service card if it should differ from the name. Leave empty to use the name.',
        validation: { pattern: { regex: /^$|\S/, message: 'Card title must not be only spaces' } },
      }),
      icon: icon(),
      galleryCategory: fields.select({
        label: 'Gallery category',
        description: 'Whose photos illustrate this service.',
        options: GALLERY_CATEGORIES.map((category) => ({ label: category, value: category })),
        defaultValue: GALLERY_CATEGORIES[0],
      }),
      primaryLabel: text('Primary button label'),
      hero: fields.object(
        {
          badge: text('Badge', { description: 'The small label above the heading.' }),
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true, description: FACTS_HINT }),
        },
        { label: 'Top of the page (hero)' },
      ),
      trustPoints: fields.array(titledText(icon()), {
        label: 'Trust points',
        description: `Exactly ${COUNTS.trustPoints}. ${FACTS_HINT}`,
        itemLabel: (props) => props.fields.title.value || '(untitled trust point)',
        validation: count(COUNTS.trustPoints),
      }),
      checklist: fields.object(
        {
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true }),
          items: list('Items', 'Item', { description: 'What the work includes, at least one.', multiline: true }),
        },
        { label: 'Checklist ("everything included")' },
      ),
      process: fields.object(
        {
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true, description: FACTS_HINT }),
          steps: fields.array(
            fields.object({
              step: fields.integer({
                label: 'Step number',
                description: '1 for the first step, 2 for the next, …',
                validation: { isRequired: true, min: 1 },
              }),
              title: text('Title'),
              description: text('Description', { multiline: true }),
              icon: optionalIcon(),
            }),
            {
              label: 'Steps',
              description: `Exactly ${COUNTS.processSteps}.`,
              itemLabel: (props) => `${props.fields.step.value ?? '?'}. ${props.fields.title.value || '(untitled step)'}`,
              validation: count(COUNTS.processSteps),
            },
          ),
        },
        { label: 'Process' },
      ),
      faq: fields.array(
        fields.object({
          question: text('Question'),
          answer: text('Answer', { multiline: true, description: FACTS_HINT }),
        }),
        {
          label: 'Frequently asked questions',
          description: `At least ${RANGES.serviceFaqs.min}.`,
          itemLabel: (props) => props.fields.question.value || '(no question yet)',
          validation: { length: RANGES.serviceFaqs },
        },
      ),
      guides: fields.array(
        fields.relationship({ label: 'Guide', collection: 'guides', validation: { isRequired: true } }),
        {
          label: 'Recommended guides',
          description: `${RANGES.serviceGuides.min} to ${RANGES.serviceGuides.max} guides shown on this service’s neighbourhood pages: its own, or a related service’s.`,
          itemLabel: (props) => props.value ?? '(choose a guide)',
          validation: { length: RANGES.serviceGuides },
        },
      ),
    },
  });
