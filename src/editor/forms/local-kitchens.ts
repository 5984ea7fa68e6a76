/** The local kitchen pages' form (src/content/local-kitchens/{slug}.yaml; schema: localKitchenSchema in src/content/schemas.ts). */
import { collection, fields } from '@keystatic/core';
import { COUNTS } from '../../content/field-rules';
import { LOCAL_KITCHEN_SLUGS } from '../../content/local-kitchens/slugs';
import { slugify } from '../../lib/slug';
import { count, description, exactly, FACTS_HINT, list, notBlank, oneOf, text, type PreviewOf } from './fields';

export const localKitchens = (previewOf: PreviewOf) =>
  collection({
    label: 'Local kitchen pages',
    path: 'src/content/local-kitchens/*',
    slugField: 'town',
    format: { data: 'yaml' },
    previewUrl: previewOf('/{slug}'),
    columns: ['town', 'title'],
    schema: {
      town: fields.slug({
        name: {
          label: 'Town',
          validation: { isRequired: true, pattern: notBlank('Town') },
        },
        slug: {
          label: 'Web address',
          description: 'The page is at /{this}. Fixed: each local kitchen page has exactly one file.',
          generate: (town) => `${slugify(town)}-kitchen-remodeling`,
          validation: { pattern: oneOf(LOCAL_KITCHEN_SLUGS, 'local kitchen') },
        },
      }),
      title: text('Title', { description: 'The browser tab and search result title.' }),
      description: description('page'),
      keywords: list('Keywords', 'Keyword', { description: 'Search phrases, at least one.' }),
      hero: fields.object(
        {
          badge: text('Badge', { description: 'The small label above the heading.' }),
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true }),
        },
        { label: 'Top of the page (hero)' },
      ),
      metrics: fields.array(
        fields.object({
          metric: text('Metric', { description: `A number or short claim, e.g. "All Budgets". ${FACTS_HINT}` }),
          description: text('Metric description'),
        }),
        {
          label: 'Metrics',
          description: `Exactly ${COUNTS.kitchenMetrics}, shown in the hero.`,
          itemLabel: (props) => props.fields.metric.value || '(empty metric)',
          validation: count(COUNTS.kitchenMetrics),
        },
      ),
      neighborhoods: fields.object(
        {
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true }),
          names: exactly(COUNTS.neighborhoods, 'Neighborhood names', 'Neighborhood'),
        },
        { label: 'Neighborhoods' },
      ),
      features: fields.object(
        {
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true }),
          items: list('Features', 'Feature', { description: `Exactly ${COUNTS.kitchenFeatures}.`, min: COUNTS.kitchenFeatures, max: COUNTS.kitchenFeatures, multiline: true }),
        },
        { label: 'Features' },
      ),
      styles: fields.object(
        {
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true }),
          items: fields.array(
            fields.object({
              name: text('Style name'),
              description: text('Style description', { multiline: true }),
            }),
            {
              label: 'Styles',
              description: `Exactly ${COUNTS.kitchenStyles}.`,
              itemLabel: (props) => props.fields.name.value || '(unnamed style)',
              validation: count(COUNTS.kitchenStyles),
            },
          ),
        },
        { label: 'Kitchen styles' },
      ),
      cta: fields.object(
        {
          heading: text('Heading'),
          body: text('Text', { multiline: true }),
          primaryLabel: text('Primary button label'),
          secondaryLabel: text('Secondary button label'),
        },
        { label: 'Call to action (bottom of the page)' },
      ),
    },
  });
