/**
 * The schemas of the three policy pages office staff edit (src/content/policies/*.yaml, one
 * file a page; src/editor/forms/policies.ts has their forms): the warranty and guarantee terms
 * (/warranty), the privacy notice (/privacy) and the accessibility statement (/accessibility).
 * Each page has a title, a description, a "Last updated" day, a hero, its sections and a closing
 * contact block whose phone, e-mail and response time come from the business settings. The
 * warranty page also has one section per claim the site makes (content/warranty-claims.ts).
 */
import { z } from 'astro/zod';
import { ANCHOR, matching } from './field-rules';
import { description, isoDay, list, text } from './schema-parts';
import { withFacts } from './with-facts';
import { WARRANTY_CLAIMS, warrantyClaimsProblem } from './warranty-claims';

/** One section of a policy page: a heading, paragraphs and, if it has them, points in a list. */
const policySection = z.strictObject({
  /** The section's anchor: /privacy#{id}. */
  id: matching(ANCHOR, 'Anchor'),
  heading: text('Heading'),
  paragraphs: list('Paragraphs'),
  points: list('Points').optional(),
});

/** Each anchor once: a page links to its sections by them. */
const sections = z
  .array(policySection, { error: 'Sections are required' })
  .min(1, 'A policy page has at least one section')
  .superRefine((items, context) => {
    const ids = items.map((item) => item.id);
    const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    if (repeated.length > 0) {
      context.addIssue({ code: 'custom', message: `Each section needs an anchor of its own: ${repeated.map((id) => `"${id}"`).join(', ')} is used twice` });
    }
  });

/** What every policy page has. */
const policyPage = {
  /** Page title (the metadata builder adds the brand). */
  title: text('Title'),
  description: description('Description'),
  keywords: list('Keywords'),
  /** The day the terms were last changed, shown under the heading ("Last updated January 15, 2025"). */
  lastUpdated: isoDay('Last updated'),
  hero: z.strictObject({
    badge: text('Hero badge'),
    heading: text('Hero heading'),
    intro: text('Hero introduction'),
  }),
  sections,
  /** The closing block; the phone, e-mail and response time beside it come from the business settings. */
  contact: z.strictObject({
    heading: text('Contact heading'),
    intro: text('Contact introduction'),
  }),
};

const warrantyClaim = z.enum(WARRANTY_CLAIMS, {
  error: (issue) => `"${String(issue.input)}" is not a claim the warranty page backs; use one of: ${WARRANTY_CLAIMS.join(', ')}`,
});

/** One warranty (or the fixed-price guarantee): what it covers, how long, the remedy, what it leaves out, how to claim. */
const warrantySection = z.strictObject({
  /** Which claim of the site this section backs; the page writes it on the section (data-claim). */
  claim: warrantyClaim,
  heading: text('Heading'),
  summary: text('Summary'),
  covered: text('What it covers'),
  duration: text('How long it lasts'),
  remedy: text('What we do'),
  exclusions: list('What it does not cover'),
  howToClaim: text('How to make a claim'),
});

/** /warranty: src/content/policies/warranty.yaml. */
export const warrantyPageSchema = withFacts(
  z.strictObject({
    ...policyPage,
    warranties: z.strictObject({
      heading: text('Warranties heading'),
      intro: text('Warranties introduction'),
      items: z.array(warrantySection, { error: 'The warranty sections are required' }).superRefine((items, context) => {
        const problem = warrantyClaimsProblem(items.map((item) => item.claim));
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    }),
  }),
  // The terms of every claim stay in the file; the page leaves out those the owner switched off.
  { keepSwitchedOff: true },
);

/** /privacy: src/content/policies/privacy.yaml. */
export const privacyPageSchema = withFacts(z.strictObject(policyPage));

/** /accessibility: src/content/policies/accessibility.yaml. */
export const accessibilityPageSchema = withFacts(z.strictObject(policyPage));
