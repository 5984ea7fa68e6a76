/**
 * The policy pages' forms (src/content/policies/{warranty,privacy,accessibility}.yaml; schemas:
 * src/content/policy-schemas.ts): what every policy page has, and the warranty page's sections.
 */
import { fields, singleton } from '@keystatic/core';
import type { SlugFormField } from '@keystatic/core';
import { ANCHOR } from '../../content/field-rules';
import { WARRANTY_CLAIM_LABELS, WARRANTY_CLAIMS, type WarrantyClaim } from '../../content/warranty-claims';
import { description, FACTS_HINT, list, optionalList, ruled, text, uniqueChoice, type PreviewOf } from './fields';

export const warranty = (previewOf: PreviewOf) =>
  singleton({
    label: 'Warranty and guarantee terms',
    path: 'src/content/policies/warranty',
    format: { data: 'yaml' },
    previewUrl: previewOf('/warranty'),
    schema: {
      ...policyPageFields('warranty and guarantee terms'),
      warranties: fields.object(
        {
          heading: text('Heading'),
          intro: text('Introduction', { multiline: true }),
          items: fields.array(
            fields.object({
              claim: warrantyClaim(),
              heading: text('Heading', { description: `The warranty's name, e.g. {warranties.deck.title}. ${FACTS_HINT}` }),
              summary: text('Summary', { multiline: true, description: FACTS_HINT }),
              covered: text('What it covers', { multiline: true }),
              duration: text('How long it lasts', {
                multiline: true,
                description: `From when, for how long, and for whom (whether it passes to a later owner). ${FACTS_HINT}`,
              }),
              remedy: text('What we do', { multiline: true, description: 'Repair or replace, at whose cost.' }),
              exclusions: list('What it does not cover', 'Exclusion', { description: 'At least one.', multiline: true }),
              howToClaim: text('How to make a claim', {
                multiline: true,
                description: `What to send and how fast we reply; the page adds the phone and e-mail. ${FACTS_HINT}`,
              }),
            }),
            {
              label: 'Warranties and the guarantee',
              description:
                'Exactly one section for each claim the site makes (6): drag them into the order the page shows them in. Each says what it covers, for how long, what we do, what it does not cover and how to claim.',
              itemLabel: (props) => `${WARRANTY_CLAIM_LABELS[props.fields.claim.value]}: ${props.fields.heading.value || '(no heading yet)'}`,
              slugField: 'claim',
              validation: { length: { min: WARRANTY_CLAIMS.length, max: WARRANTY_CLAIMS.length } },
            },
          ),
        },
        { label: 'Warranties' },
      ),
    },
  });

export const privacy = (previewOf: PreviewOf) =>
  singleton({
    label: 'Privacy notice',
    path: 'src/content/policies/privacy',
    format: { data: 'yaml' },
    previewUrl: previewOf('/privacy'),
    schema: policyPageFields('privacy notice'),
  });

export const accessibility = (previewOf: PreviewOf) =>
  singleton({
    label: 'Accessibility statement',
    path: 'src/content/policies/accessibility',
    format: { data: 'yaml' },
    previewUrl: previewOf('/accessibility'),
    schema: policyPageFields('accessibility statement'),
  });

/**
 * What every policy page's form has (src/content/policy-schemas.ts): title, description,
 * keywords, the "Last updated" day, the hero, the sections and the closing contact block.
 */
export function policyPageFields(what: string) {
  return {
    title: text('Title', { description: 'The browser tab and search result title.' }),
    description: description(what),
    keywords: list('Keywords', 'Keyword', { description: 'Search phrases, at least one.' }),
    lastUpdated: fields.date({
      label: 'Last updated',
      description: 'The day the terms last changed, shown under the heading. Change it whenever you change what the page promises.',
      validation: { isRequired: true },
    }),
    hero: fields.object(
      {
        badge: text('Badge', { description: 'The small label above the heading.' }),
        heading: text('Heading'),
        intro: text('Introduction', { multiline: true }),
      },
      { label: 'Top of the page (hero)' },
    ),
    sections: fields.array(
      fields.object({
        id: ruled('Anchor', ANCHOR, {
          description: 'The section’s own address on the page (/page#anchor): lower-case words joined by dashes, e.g. how-we-use-it.',
        }),
        heading: text('Heading'),
        paragraphs: list('Paragraphs', 'Paragraph', { description: `At least one. ${FACTS_HINT}`, multiline: true }),
        points: optionalList('Points', 'A bulleted list under the paragraphs.'),
      }),
      {
        label: 'Sections',
        description: 'At least one, each with an anchor of its own.',
        itemLabel: (props) => props.fields.heading.value || '(untitled section)',
        // Naming the anchor the list's slugField hands its check the other sections' anchors, so a
        // repeated one cannot be saved (the schema refuses it: the page links to each by it).
        slugField: 'id',
        validation: { length: { min: 1 } },
      },
    ),
    contact: fields.object(
      {
        heading: text('Heading'),
        intro: text('Introduction', { multiline: true, description: `The page adds the phone, e-mail, phone hours and response time from the business settings. ${FACTS_HINT}` }),
      },
      { label: 'Contact block (bottom of the page)' },
    ),
  };
}

/**
 * Which claim of the site a warranty section backs: a choice of src/content/warranty-claims.ts.
 * The list names it as its slugField (as the headline stats do with statId), so a claim chosen
 * twice cannot be saved; with exactly 6 sections, none is then missing.
 */
function warrantyClaim(): SlugFormField<WarrantyClaim, WarrantyClaim, WarrantyClaim, WarrantyClaim> {
  return uniqueChoice(WARRANTY_CLAIMS, WARRANTY_CLAIM_LABELS, {
    label: 'Which claim',
    description: 'The claim of the site this section backs. Each appears once; the page marks the section with it.',
    repeated: (name) => `"${name}" has another section too: each claim has exactly one section`,
  });
}
