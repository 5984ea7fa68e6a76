/**
 * The schemas of the content files office staff edit (directly or in the editor,
 * keystatic.config.ts): src/content.config.ts reads each collection through one, and the shapes
 * the pages use (content/types.ts) are inferred from them. A plain module, so Node can load it
 * outside Astro (the editor agreement test does).
 */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { COUNTS, matching, RANGES, SLUG, STORY_PAIRS, STORY_SCOPE } from './field-rules';
import { isTestimonialSource, SOURCE_RULE, TESTIMONIAL_SAMPLE_RULE, TOWN } from './testimonial-rules';
import {
  budgetBand,
  description,
  exactly,
  exactlyTexts,
  galleryCategory,
  iconName,
  isoDay,
  list,
  serviceSlug,
  spanOf,
  text,
  titledText,
} from './schema-parts';
import { sample } from './settings-schema';
import { withFacts } from './with-facts';

// The settings schema lives below the facts (settings-schema.ts); it is named here with the others.
export { settingsSchema } from './settings-schema';
export { costsSchema } from './costs-schema';

/** Guide articles (/support/{id}): the frontmatter below, the article text as the Markdown body. */
export const guideSchema = withFacts(
  z.strictObject({
    /** Page title (the metadata builder adds the brand). */
    title: text('Title'),
    description: description('Description'),
    service: serviceSlug,
    keywords: list('Keywords'),
    hero: z.strictObject({
      badge: text('Hero badge'),
      heading: text('Hero heading'),
      intro: text('Hero introduction'),
      buttonLabel: text('Hero button label'),
    }),
    options: z.strictObject({
      heading: text('Options heading'),
      intro: text('Options introduction'),
      items: exactly(
        COUNTS.guideOptions,
        z.strictObject({
          title: text('Option title'),
          description: text('Option description'),
          features: list('Option features'),
          /** Kitchen materials guide: pros and considerations of each material. */
          pros: list('Pros').optional(),
          considerations: list('Considerations').optional(),
        }),
        `A guide shows exactly ${COUNTS.guideOptions} option cards`,
      ),
      buttonLabel: text('Options button label'),
    }),
    considerations: z.strictObject({
      heading: text('Considerations heading'),
      intro: text('Considerations introduction'),
      items: exactly(COUNTS.guideConsiderations, titledText, `A guide lists exactly ${COUNTS.guideConsiderations} considerations`),
    }),
    cta: z.strictObject({
      heading: text('Call-to-action heading'),
      body: text('Call-to-action text'),
      buttonLabel: text('Call-to-action button label'),
    }),
  }),
);

/** One service (src/content/services/{slug}.yaml): everything its page, card and metadata need. */
export const serviceSchema = withFacts(
  z.strictObject({
    /** Short service name used in titles and links, e.g. "Kitchen Remodeling". */
    name: text('Name'),
    /** The middle part of the page title, e.g. "Custom Kitchen Design & Renovation". */
    title: text('Title'),
    description: description('Description'),
    keywords: list('Keywords'),
    /** Four short feature bullets (cards and catalogue). */
    features: exactlyTexts(COUNTS.serviceFeatures, 'Features'),
    /** Sentence used on neighbourhood-service pages ("why homeowners choose us for X"). */
    benefit: text('Benefit'),
    /** Card title on the home grid (the 18 titles of spec section 3); absent = not on the grid. */
    cardTitle: text('Card title').optional(),
    icon: iconName,
    galleryCategory,
    /** Label of the primary button when no location is selected. */
    primaryLabel: text('Primary button label'),
    hero: z.strictObject({
      badge: text('Hero badge'),
      heading: text('Hero heading'),
      intro: text('Hero introduction'),
    }),
    trustPoints: exactly(COUNTS.trustPoints, titledText, `A service page shows exactly ${COUNTS.trustPoints} trust points`),
    checklist: z.strictObject({
      heading: text('Checklist heading'),
      intro: text('Checklist introduction'),
      items: list('Checklist items'),
    }),
    process: z.strictObject({
      heading: text('Process heading'),
      intro: text('Process introduction'),
      /** Spec 2: five steps on a service page. */
      steps: exactly(
        COUNTS.processSteps,
        z.strictObject({
          step: z.number().int().positive(),
          title: text('Step title'),
          description: text('Step description'),
          icon: iconName.optional(),
        }),
        `A service page shows exactly ${COUNTS.processSteps} process steps`,
      ),
    }),
    faq: z
      .array(z.strictObject({ question: text('Question'), answer: text('Answer') }))
      .min(RANGES.serviceFaqs.min, `A service page answers at least ${RANGES.serviceFaqs.min} questions`),
    /** Guides (by file name) shown on the service's neighbourhood pages; checked against the guides. */
    guides: z
      .array(text('Guide'))
      .min(RANGES.serviceGuides.min, `A neighbourhood page shows ${RANGES.serviceGuides.min} to ${RANGES.serviceGuides.max} guides: add a related one`)
      .max(RANGES.serviceGuides.max, `A neighbourhood page shows at most ${RANGES.serviceGuides.max} guides`),
  }),
);

/** What Astro's image() makes of a photo's path: the image the build resizes. */
type Photo = z.output<ReturnType<SchemaContext['image']>>;

/** What `sample` means on a project story, for the messages of the schema and the editor. */
export const STORY_SAMPLE_RULE = 'true for a story the site shipped with (made-up facts, stand-in before photos), false for a real project';

/**
 * A gallery project (src/content/gallery/{id}.yaml): its card, the photos the viewer pages
 * through, and its story (/projects/{file name}): town, service, scope, durations, budget band,
 * before and after pairs, the client's words. `photo` reads an image's path
 * (lib/build/gallery-photo.ts with Astro's image() at build). The town and the testimonial are
 * checked against the locations and the testimonials at build (lib/build/projects.ts).
 */
export const galleryProjectSchema = (photo: () => z.ZodType<Photo>) => {
  const alt = text('Alt text (what the photo shows, for people who cannot see it)');
  return withFacts(
    z.strictObject({
      title: text('Title'),
      category: galleryCategory,
      /** The project card's image, uploaded into src/assets/gallery/ and resized at build. */
      image: photo(),
      imageAlt: alt,
      /** Three short facts about the project. */
      features: exactlyTexts(COUNTS.galleryFeatures, 'Features'),
      /** What the photo viewer pages through for the project's category. */
      photos: z.array(z.strictObject({ image: photo(), alt })).default([]),
      /** Where the work was: a town of a location (its page /locations/{state}/{city}). */
      town: z.strictObject({ state: matching(SLUG, 'Town: location'), city: matching(SLUG, 'Town: town') }),
      service: serviceSlug,
      /** What was done, in a few sentences. */
      scope: text('Scope').max(STORY_SCOPE.max, `Scope is a few sentences, at most ${STORY_SCOPE.max} characters`),
      promised: spanOf('Promised duration'),
      actual: spanOf('Actual duration'),
      budget: budgetBand,
      pairs: z
        .array(z.strictObject({ before: photo(), beforeAlt: alt, after: photo(), afterAlt: alt, caption: text('Caption').optional() }), {
          error: 'Before and after pairs are required',
        })
        .min(STORY_PAIRS.min, `A story shows at least ${STORY_PAIRS.min} before and after pair`),
      /**
       * The client's words: a testimonial's file name (the editor's relationship field), which must
       * exist and be of this town and service (checked at build, lib/build/project-stories.ts).
       */
      testimonial: text('Testimonial').optional(),
      sample: sample('Sample', STORY_SAMPLE_RULE),
    }),
  );
};

/** A local kitchen landing page (spec 2, "Local kitchen pages"). */
export const localKitchenSchema = withFacts(
  z.strictObject({
    /** The town, e.g. "Bethesda". */
    town: text('Town'),
    title: text('Title'),
    description: description('Description'),
    keywords: list('Keywords'),
    hero: z.strictObject({ badge: text('Hero badge'), heading: text('Hero heading'), intro: text('Hero introduction') }),
    /**
     * Three trust metrics (Bethesda '15+ Years', 'All Budgets', '100%'). A metric that is a claim of
     * the register ({claims.yearsExperience} Years) leaves while the owner has the claim switched
     * off, so fewer are accepted once the facts are filled in.
     */
    metrics: z
      .array(z.strictObject({ metric: text('Metric'), description: text('Metric description') }), { error: 'Metrics are required' })
      .min(1, `The hero shows ${COUNTS.kitchenMetrics} metrics: add one`)
      .max(COUNTS.kitchenMetrics, `The hero shows exactly ${COUNTS.kitchenMetrics} metrics`),
    neighborhoods: z.strictObject({
      heading: text('Neighborhoods heading'),
      intro: text('Neighborhoods introduction'),
      /** Spec 2: nine neighbourhoods served. */
      names: exactlyTexts(COUNTS.neighborhoods, 'Neighborhood names'),
    }),
    /** Spec 2: eight luxury and custom features. */
    features: z.strictObject({ heading: text('Features heading'), intro: text('Features introduction'), items: exactlyTexts(COUNTS.kitchenFeatures, 'Features') }),
    styles: z.strictObject({
      heading: text('Styles heading'),
      intro: text('Styles introduction'),
      /** Spec 2: three popular kitchen styles. */
      items: exactly(COUNTS.kitchenStyles, z.strictObject({ name: text('Style name'), description: text('Style description') }), `The page shows exactly ${COUNTS.kitchenStyles} kitchen styles`),
    }),
    cta: z.strictObject({
      heading: text('Call-to-action heading'),
      body: text('Call-to-action text'),
      primaryLabel: text('Primary button label'),
      secondaryLabel: text('Secondary button label'),
    }),
  }),
);

/**
 * A testimonial (src/content/testimonials/{name}.yaml): the customer's words, the name they agreed
 * to be named by, their town, the service, the date, and where it comes from. A sample is
 * placeholder text: location pages show it only while its state has no real testimonial, labelled
 * as a sample, and the launch check lists it.
 */
export const testimonialSchema = z.strictObject({
  quote: text('Quote'),
  /** As the customer agreed to be named, e.g. "Denise R.". */
  name: text('Name'),
  /** "Huntingtown, MD": the state code decides the location page that shows it. */
  town: matching(TOWN, 'Town'),
  service: serviceSlug,
  date: isoDay('Date'),
  /** The published review's link, or written consent on file (content/testimonial-rules.ts). */
  source: z
    .string({ error: (issue) => `Source is ${issue.input === undefined ? 'required' : 'text'}: ${SOURCE_RULE}` })
    .refine(isTestimonialSource, `Source must be ${SOURCE_RULE}`),
  /**
   * With written consent: when the customer signed it and where the signed consent is kept. Never
   * shown on the site; the launch check refuses a testimonial with consent but no record.
   */
  consentDate: isoDay('Consent date').optional(),
  consentRecord: text('Consent record').optional(),
  sample: sample('Sample', TESTIMONIAL_SAMPLE_RULE),
});
