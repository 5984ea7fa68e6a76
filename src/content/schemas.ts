/**
 * The schemas of the content files office staff edit (directly or in the editor,
 * keystatic.config.ts): src/content.config.ts reads each collection through one, and the shapes
 * the pages use (content/types.ts) are inferred from them. A plain module, so Node can load it
 * outside Astro (the editor agreement test does).
 */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { CLAIM_IDS, type ClaimId } from './claims';
import { STAT_IDS, statIdsProblem } from './headline-stats';
import { MHIC_NUMBER, SAMPLE_RULE, VIRGINIA_CLASSES, VIRGINIA_NUMBER } from './licenses';
import {
  COUNTRY_CODE,
  COUNTS,
  EMAIL,
  FOUNDING_YEAR,
  LATITUDE,
  LONGITUDE,
  matching,
  OPENING_HOURS,
  PHONE,
  RANGES,
  STATE_CODE,
  WARRANTY_YEARS,
  ZIP,
} from './field-rules';
import { isTestimonialSource, SOURCE_RULE, TESTIMONIAL_SAMPLE_RULE, TOWN } from './testimonial-rules';
import {
  description,
  exactly,
  exactlyTexts,
  galleryCategory,
  iconName,
  isoDay,
  list,
  serviceSlug,
  text,
  titledText,
  withFacts,
} from './schema-parts';

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

/**
 * A gallery project (src/content/gallery/{id}.yaml): its card and the photos the viewer pages
 * through. `photo` reads an image's path (lib/build/gallery-photo.ts with Astro's image() at build).
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

const phone = matching(PHONE, 'Phone');
const email = matching(EMAIL, 'E-mail');

/** A headline stat's name: pages read each stat by it, so the list may be in any order. */
const statId = z.enum(STAT_IDS, {
  error: (issue) => `"${String(issue.input)}" is not a headline stat; use one of: ${STAT_IDS.join(', ')}`,
});

/** Whether a value is a placeholder (the launch check lists every `sample: true`). */
const sample = (what: string, rule = SAMPLE_RULE) =>
  z.boolean({ error: (issue) => `${what} is ${issue.input === undefined ? 'required' : 'true or false'}: ${rule}` });

/**
 * The contractor licenses (content/licenses.ts): Maryland's MHIC number, shown on every page, and
 * the Virginia number and class, optional until the Virginia license is issued.
 */
const licensesSchema = z.strictObject({
  mhic: z.strictObject({
    number: text('MHIC license number').regex(MHIC_NUMBER.pattern, MHIC_NUMBER.message),
    sample: sample('Sample (MHIC license)'),
  }),
  virginia: z
    .strictObject({
      number: text('Virginia contractor license number').regex(VIRGINIA_NUMBER.pattern, VIRGINIA_NUMBER.message).optional(),
      class: z
        .enum(VIRGINIA_CLASSES, {
          error: (issue) => `"${String(issue.input)}" is not a Virginia contractor license class; use one of: ${VIRGINIA_CLASSES.join(', ')}`,
        })
        .optional(),
      sample: sample('Sample (Virginia license)'),
    })
    .superRefine((license, context) => {
      if (license.number !== undefined && license.class === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['class'],
          message: `The Virginia license class is required with the Virginia license number: one of ${VIRGINIA_CLASSES.join(', ')}`,
        });
      }
    }),
});

/**
 * The business constants office staff edit (src/content/settings/business.json); site.ts reads
 * them and derives the claims.
 */
export const settingsSchema = z.strictObject({
  contacts: z.strictObject({
    generic: z.strictObject({ email }),
    maryland: z.strictObject({ phone, email }),
    northernVirginia: z.strictObject({ phone, email }),
  }),
  /** When the phone is answered, as people read it. */
  phoneHours: z.array(z.strictObject({ days: text('Days'), hours: text('Hours') })).min(1),
  /** The same hours as structured data states them (schema.org openingHours). */
  structuredDataHours: z
    .array(matching(OPENING_HOURS, 'Opening hours'))
    .min(1),
  office: z.strictObject({
    locality: text('Town'),
    region: matching(STATE_CODE, 'State code'),
    regionName: text('State'),
    postalCode: matching(ZIP, 'ZIP code'),
    country: matching(COUNTRY_CODE, 'Country'),
    latitude: z.number().min(LATITUDE.min).max(LATITUDE.max),
    longitude: z.number().min(LONGITUDE.min).max(LONGITUDE.max),
  }),
  /** The response promise, e.g. "within 24 hours", quoted in copy as {business.responseTime}. */
  responseTime: text('Response time'),
  /** The headline stats, each named by its id, in the order the home page's stat band shows them. */
  stats: z
    .array(z.strictObject({ id: statId, value: text('Value'), label: text('Label') }))
    .superRefine((stats, context) => {
      const problem = statIdsProblem(stats.map((stat) => stat.id));
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  /** Years of experience as a claim ("15+"): service pages, city stat cards, generated locations. */
  yearsExperience: text('Years of experience'),
  /** Happy clients as a claim ("500+"). */
  happyClients: text('Happy clients'),
  /** The year the business was founded ("2009"): structured data's foundingDate. */
  founded: matching(FOUNDING_YEAR, 'Founding year'),
  /** How many years each time-limited warranty runs (the craftsmanship warranty is for life). */
  warrantyYears: z.strictObject({ hardware: warrantyTerm('Hardware warranty'), deck: warrantyTerm('Deck warranty') }),
  social: z.strictObject({ facebook: z.url(), instagram: z.url(), tiktok: z.url() }),
  licenses: licensesSchema,
  /** The owner's marks on each claim of the register (content/claims.ts): shown, and confirmed. */
  claims: z.strictObject(
    Object.fromEntries(CLAIM_IDS.map((id) => [id, z.strictObject({ shown: z.boolean(), confirmed: z.boolean() })])) as Record<
      ClaimId,
      z.ZodObject<{ shown: z.ZodBoolean; confirmed: z.ZodBoolean }, z.core.$strict>
    >,
  ),
});

/** A warranty's term in whole years. */
function warrantyTerm(what: string) {
  return z
    .number({ error: `${what} is a number of years` })
    .int(`${what} is a whole number of years`)
    .min(WARRANTY_YEARS.min, `${what} runs at least ${WARRANTY_YEARS.min} year`)
    .max(WARRANTY_YEARS.max, `${what} runs at most ${WARRANTY_YEARS.max} years`);
}

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
