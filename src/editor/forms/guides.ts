/** The guides' form (src/content/guides/{slug}.md; schema: guideSchema in src/content/schemas.ts). */
import { collection, fields } from '@keystatic/core';
import { COUNTS, SLUG } from '../../content/field-rules';
import { keepsPublishedAddress } from '../guide-address';
import { articleText, count, description, list, notBlank, optionalIcon, optionalList, slugRule, text, titledText, type PreviewOf } from './fields';

export const guides = (previewOf: PreviewOf) =>
  collection({
    label: 'Guides',
    path: 'src/content/guides/*',
    slugField: 'title',
    format: { contentField: 'body' },
    entryLayout: 'form',
    previewUrl: previewOf('/support/{slug}'),
    columns: ['title', 'service'],
    schema: {
      service: fields.relationship({
        label: 'Service',
        description: 'The service this guide belongs to; its page links here and its button leads there.',
        collection: 'services',
        validation: { isRequired: true },
      }),
      // A published guide's address cannot be changed here (src/editor/guide-address.ts).
      title: keepsPublishedAddress(
        fields.slug({
          name: {
            label: 'Title',
            description: 'The headline of the guide, also the browser tab and search result title.',
            validation: { isRequired: true, pattern: notBlank('Title') },
          },
          slug: {
            label: 'Web address',
            description:
              'The guide is at /support/{this}, and this is its file name. Chosen when the guide is created; it stays the same when you change the title, and a published guide keeps it (services recommend the guide by it).',
            validation: { pattern: slugRule(SLUG) },
          },
        }),
      ),
      description: description('guide'),
      keywords: list('Keywords', 'Keyword', { description: 'Search phrases this guide answers, at least one.' }),
      hero: fields.object(
        {
          badge: text('Badge', { description: 'The small label above the heading.' }),
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true }),
          buttonLabel: text('Button label', { description: 'The button that leads to the service page.' }),
        },
        { label: 'Top of the page (hero)' },
      ),
      options: fields.object(
        {
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true }),
          items: fields.array(
            fields.object({
              title: text('Title'),
              description: text('Description', { multiline: true }),
              features: list('Features', 'Feature'),
              pros: optionalList('Pros', 'Advantages, shown as a list on the card.'),
              considerations: optionalList('Considerations', 'Points to weigh, shown as a list on the card.'),
            }),
            {
              label: 'Option cards',
              description: `Exactly ${COUNTS.guideOptions} cards.`,
              itemLabel: (props) => props.fields.title.value || '(untitled option)',
              validation: count(COUNTS.guideOptions),
            },
          ),
          buttonLabel: text('Button label'),
        },
        { label: 'Options section' },
      ),
      considerations: fields.object(
        {
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true }),
          items: fields.array(titledText(optionalIcon()), {
            label: 'Considerations',
            description: `Exactly ${COUNTS.guideConsiderations}.`,
            itemLabel: (props) => props.fields.title.value || '(untitled consideration)',
            validation: count(COUNTS.guideConsiderations),
          }),
        },
        { label: 'Considerations section' },
      ),
      cta: fields.object(
        {
          heading: text('Heading'),
          body: text('Text', { multiline: true }),
          buttonLabel: text('Button label'),
        },
        { label: 'Call to action (bottom of the page)' },
      ),
      body: articleText(),
    },
  });
