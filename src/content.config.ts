/**
 * The content collections: every file office staff edit (directly or through the CMS,
 * keystatic.config.ts) is read by Astro through these, and each collection's zod schema decides
 * what the pages can render. A file that breaks a rule fails `astro build` (and `astro sync`,
 * `astro check`) with the file, the field and what is wrong, before any page is written.
 *
 * Which files are edited where, and why some data stays TypeScript: docs/content.md.
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { withFactsFilled } from './content/fact-loader';
import { factNames, fillFactsDeep } from './content/facts';
import { GALLERY_CATEGORIES } from './content/gallery-categories';
import { STAT_IDS, statIdsProblem } from './content/headline-stats';
import { ICON_NAMES } from './content/icon-names';
import { DESCRIPTION_MAX } from './content/limits';
import { SERVICE_SLUGS } from './content/services/slugs';
import type { LocationContent } from './content/types';
import { locationSchema } from './lib/build/location-schema';
import { photoFileProblem } from './lib/photo-files';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`) })
    .trim()
    .min(1, `${what} must not be empty`);

const description = (what: string) =>
  text(what).max(
    DESCRIPTION_MAX,
    `${what} is what search engines show under the title and must be at most ${DESCRIPTION_MAX} characters`,
  );

const list = (what: string, min = 1) =>
  z.array(text(`Each item of ${what}`), { error: `${what} is required` }).min(min, `${what} needs at least ${min} item${min === 1 ? '' : 's'}`);

/** Exactly n texts, typed as a tuple for the templates that lay them out (four bullets, three facts). */
function exactly<N extends number>(n: N, what: string) {
  return z
    .array(text(`Each item of ${what}`), { error: `${what} is required` })
    .length(n, `${what} must have exactly ${n} items`) as unknown as z.ZodType<string[] & { length: N }>;
}

// The message names the folder rather than listing the slugs: Astro appends a misleading hint
// about browser APIs to any error that mentions "window" (as in window-installation).
const serviceSlug = z.enum(SERVICE_SLUGS, {
  error: (issue) =>
    `"${String(issue.input)}" is not one of our services; use the name of a file in src/content/services/ without ".yaml", e.g. "kitchen-remodeling"`,
});

const iconName = z.enum(ICON_NAMES, {
  error: (issue) => `"${String(issue.input)}" is not an icon the site has; use one of: ${ICON_NAMES.join(', ')}`,
});

const galleryCategory = z.enum(GALLERY_CATEGORIES, {
  error: (issue) => `"${String(issue.input)}" is not a gallery category; use one of: ${GALLERY_CATEGORIES.join(', ')}`,
});

const titledText = z.strictObject({
  title: text('Title'),
  description: text('Description'),
  icon: iconName.optional(),
});

/**
 * Copy may quote a fact by name ({durations.kitchen}, {business.responseTime}); the names are
 * replaced before the rules run, and a name that is no fact is an error on its field.
 */
function withFacts<T extends z.ZodType>(schema: T) {
  return z.preprocess((data, ctx) => {
    const { value, unknown } = fillFactsDeep(data);
    for (const { path, token } of unknown) {
      ctx.issues.push({
        code: 'custom',
        input: token,
        path,
        message: `${token} is not a fact the site knows; use one of: ${factNames().map((name) => `{${name}}`).join(', ')}`,
      });
    }
    return value;
  }, schema);
}

/** Guide articles (/support/{id}): the frontmatter below, the article text as the Markdown body. */
const guideSchema = z.strictObject({
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
    items: z
      .array(
        z.strictObject({
          title: text('Option title'),
          description: text('Option description'),
          features: list('Option features'),
          pros: list('Pros').optional(),
          considerations: list('Considerations').optional(),
        }),
      )
      .length(3, 'A guide shows exactly 3 option cards'),
    buttonLabel: text('Options button label'),
  }),
  considerations: z.strictObject({
    heading: text('Considerations heading'),
    intro: text('Considerations introduction'),
    items: z.array(titledText).length(6, 'A guide lists exactly 6 considerations'),
  }),
  cta: z.strictObject({
    heading: text('Call-to-action heading'),
    body: text('Call-to-action text'),
    buttonLabel: text('Call-to-action button label'),
  }),
});

const serviceSchema = z.strictObject({
  name: text('Name'),
  title: text('Title'),
  description: description('Description'),
  keywords: list('Keywords'),
  features: exactly(4, 'Features'),
  benefit: text('Benefit'),
  cardTitle: text('Card title').optional(),
  icon: iconName,
  galleryCategory,
  primaryLabel: text('Primary button label'),
  hero: z.strictObject({
    badge: text('Hero badge'),
    heading: text('Hero heading'),
    intro: text('Hero introduction'),
  }),
  trustPoints: z.array(titledText).length(3, 'A service page shows exactly 3 trust points'),
  checklist: z.strictObject({
    heading: text('Checklist heading'),
    intro: text('Checklist introduction'),
    items: list('Checklist items'),
  }),
  process: z.strictObject({
    heading: text('Process heading'),
    intro: text('Process introduction'),
    steps: z
      .array(
        z.strictObject({
          step: z.number().int().positive(),
          title: text('Step title'),
          description: text('Step description'),
          icon: iconName.optional(),
        }),
      )
      .min(3, 'A process needs at least 3 steps'),
  }),
  faq: z
    .array(z.strictObject({ question: text('Question'), answer: text('Answer') }))
    .min(4, 'A service page answers at least 4 questions'),
  /** Guides (by file name) shown on the service's neighbourhood pages; checked against the guides. */
  guides: z.array(text('Guide')).max(3, 'A neighbourhood page shows at most 3 guides'),
});

/** The first bytes of a file, which say what kind of file it is. */
function fileHead(path: string): Uint8Array {
  const head = new Uint8Array(12);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return head;
}

/**
 * A gallery photo (a path relative to src/content/gallery/, where the project files are): a file
 * that exists, in a format the build reads and within the size limit (content/photo-uploads.ts),
 * then Astro's image(), which resizes it at build. The message names the file and the rule.
 */
const galleryPhoto = (image: SchemaContext['image']) =>
  z.preprocess((path, ctx) => {
    if (typeof path !== 'string') return path;
    const file = resolve('src/content/gallery', path);
    const problem = existsSync(file)
      ? photoFileProblem({ name: basename(file), size: statSync(file).size, head: fileHead(file) })
      : `${path} is not there; upload the photo again in the editor`;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: path });
    return path;
  }, image());

const galleryProjectSchema = ({ image }: SchemaContext) => {
  const alt = text('Alt text (what the photo shows, for people who cannot see it)');
  return z.strictObject({
    title: text('Title'),
    category: galleryCategory,
    /** The project card's image, uploaded into src/assets/gallery/ and resized at build. */
    image: galleryPhoto(image),
    imageAlt: alt,
    features: exactly(3, 'Features'),
    /** What the photo viewer pages through for the project's category. */
    photos: z.array(z.strictObject({ image: galleryPhoto(image), alt })).default([]),
  });
};

const localKitchenSchema = z.strictObject({
  town: text('Town'),
  title: text('Title'),
  description: description('Description'),
  keywords: list('Keywords'),
  hero: z.strictObject({ badge: text('Hero badge'), heading: text('Hero heading'), intro: text('Hero introduction') }),
  metrics: z
    .array(z.strictObject({ metric: text('Metric'), description: text('Metric description') }))
    .length(3, 'The hero shows exactly 3 metrics'),
  neighborhoods: z.strictObject({
    heading: text('Neighborhoods heading'),
    intro: text('Neighborhoods introduction'),
    names: list('Neighborhood names'),
  }),
  features: z.strictObject({ heading: text('Features heading'), intro: text('Features introduction'), items: list('Features') }),
  styles: z.strictObject({
    heading: text('Styles heading'),
    intro: text('Styles introduction'),
    items: z.array(z.strictObject({ name: text('Style name'), description: text('Style description') })).min(1),
  }),
  cta: z.strictObject({
    heading: text('Call-to-action heading'),
    body: text('Call-to-action text'),
    primaryLabel: text('Primary button label'),
    secondaryLabel: text('Secondary button label'),
  }),
});

const phone = text('Phone').regex(/^[\d\s()+.-]{7,}$/, 'A phone number has digits, spaces, dashes, dots or parentheses only');
const email = z.email({ error: 'Must be an e-mail address, e.g. hello@example.com' });

/** A headline stat's name: pages read each stat by it, so the list may be in any order. */
const statId = z.enum(STAT_IDS, {
  error: (issue) => `"${String(issue.input)}" is not a headline stat; use one of: ${STAT_IDS.join(', ')}`,
});

const settingsSchema = z.strictObject({
  contacts: z.strictObject({
    generic: z.strictObject({ email }),
    maryland: z.strictObject({ phone, email }),
    northernVirginia: z.strictObject({ phone, email }),
  }),
  phoneHours: z.array(z.strictObject({ days: text('Days'), hours: text('Hours') })).min(1),
  structuredDataHours: z
    .array(text('Opening hours').regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/, 'Write opening hours as search engines read them, e.g. "Mo-Fr 08:00-18:00"'))
    .min(1),
  office: z.strictObject({
    locality: text('Town'),
    region: text('State code').length(2, 'The state code has 2 letters'),
    regionName: text('State'),
    postalCode: text('ZIP code').regex(/^\d{5}$/, 'A ZIP code has 5 digits'),
    country: text('Country').length(2, 'The country code has 2 letters'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  responseTime: text('Response time'),
  stats: z
    .array(z.strictObject({ id: statId, value: text('Value'), label: text('Label') }))
    .superRefine((stats, context) => {
      const problem = statIdsProblem(stats.map((stat) => stat.id));
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  yearsExperience: text('Years of experience'),
  happyClients: text('Happy clients'),
  social: z.strictObject({ facebook: z.url(), instagram: z.url(), tiktok: z.url() }),
});

/**
 * Locations stay TypeScript modules, because the Location Page Generator downloads one as a
 * .tsx file: every module in src/content/locations/ that exports a location is an entry, so a
 * generated module dropped there builds its pages with no other edit.
 */
function locationModules(): Loader {
  return {
    name: 'location-modules',
    load: async ({ store, parseData, logger }) => {
      const modules = import.meta.glob<Record<string, unknown>>(
        // Not the registry (index.ts), which reads this collection, nor the tests.
        ['./content/locations/*.{ts,tsx}', '!./content/locations/index.ts', '!./content/locations/*.test.{ts,tsx}'],
        { eager: true },
      );
      store.clear();
      for (const [file, exports] of Object.entries(modules)) {
        for (const value of Object.values(exports)) {
          if (typeof value !== 'object' || value === null || !('serviceAreas' in value) || !('slug' in value)) continue;
          const location = value as LocationContent;
          const data = await parseData({ id: location.slug, data: { ...location } });
          store.set({ id: location.slug, data, filePath: file.replace('./', 'src/') });
        }
      }
      logger.info(`${store.keys().length} locations loaded from src/content/locations/`);
    },
  };
}

export const collections = {
  guides: defineCollection({
    loader: withFactsFilled(glob({ pattern: '*.md', base: './src/content/guides' })),
    schema: withFacts(guideSchema),
  }),
  services: defineCollection({
    loader: withFactsFilled(glob({ pattern: '*.yaml', base: './src/content/services' })),
    schema: withFacts(serviceSchema),
  }),
  gallery: defineCollection({
    loader: withFactsFilled(glob({ pattern: '*.yaml', base: './src/content/gallery' })),
    schema: (context) => withFacts(galleryProjectSchema(context)),
  }),
  localKitchens: defineCollection({
    loader: withFactsFilled(glob({ pattern: '*.yaml', base: './src/content/local-kitchens' })),
    schema: withFacts(localKitchenSchema),
  }),
  settings: defineCollection({
    loader: glob({ pattern: '*.json', base: './src/content/settings' }),
    schema: settingsSchema,
  }),
  locations: defineCollection({
    loader: locationModules(),
    schema: locationSchema,
  }),
};
