/**
 * The content collections: every file office staff edit (directly or through the CMS,
 * keystatic.config.ts) is read by Astro through these, and each collection's zod schema
 * (content/schemas.ts, content/location-schema.ts) decides what the pages can render. A file that
 * breaks a rule fails `astro build` (and `astro sync`, `astro check`) with the file, the field
 * and what is wrong, before any page is written.
 *
 * Which files are edited where, and why some data stays TypeScript: docs/content.md.
 */
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { withFactsFilled } from './content/fact-loader';
import { costsSchema, galleryProjectSchema, guideSchema, localKitchenSchema, serviceSchema, settingsSchema, testimonialSchema } from './content/schemas';
import { galleryPhoto } from './lib/build/gallery-photo';
import { locationSchema } from './content/location-schema';
import { withFacts } from './content/with-facts';
import { accessibilityPageSchema, privacyPageSchema, warrantyPageSchema } from './content/policy-schemas';

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
          const id = String(value.slug);
          const data = await parseData({ id, data: { ...value } });
          store.set({ id, data, filePath: file.replace('./', 'src/') });
        }
      }
      logger.info(`${store.keys().length} locations loaded from src/content/locations/`);
    },
  };
}

export const collections = {
  guides: defineCollection({
    loader: withFactsFilled(glob({ pattern: '*.md', base: './src/content/guides' })),
    schema: guideSchema,
  }),
  services: defineCollection({
    loader: withFactsFilled(glob({ pattern: '*.yaml', base: './src/content/services' })),
    schema: serviceSchema,
  }),
  gallery: defineCollection({
    loader: withFactsFilled(glob({ pattern: '*.yaml', base: './src/content/gallery' })),
    schema: ({ image }) => galleryProjectSchema(() => galleryPhoto(image)),
  }),
  localKitchens: defineCollection({
    loader: withFactsFilled(glob({ pattern: '*.yaml', base: './src/content/local-kitchens' })),
    schema: localKitchenSchema,
  }),
  testimonials: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/testimonials' }),
    schema: testimonialSchema,
  }),
  settings: defineCollection({
    loader: glob({ pattern: 'business.json', base: './src/content/settings' }),
    schema: settingsSchema,
  }),
  // What each service usually costs, by project size (content/costs/ reads it; the launch check lists unconfirmed ranges).
  costs: defineCollection({
    loader: glob({ pattern: 'costs.json', base: './src/content/settings' }),
    schema: costsSchema,
  }),
  locations: defineCollection({
    loader: locationModules(),
    // A generated module quotes the claims by name, as the Location Page Generator's copy does.
    schema: withFacts(locationSchema),
  }),
  // The policy pages (/warranty, /privacy, /accessibility): one file each in src/content/policies/.
  warranty: defineCollection({
    loader: withFactsFilled(glob({ pattern: 'warranty.yaml', base: './src/content/policies' })),
    schema: warrantyPageSchema,
  }),
  privacy: defineCollection({
    loader: withFactsFilled(glob({ pattern: 'privacy.yaml', base: './src/content/policies' })),
    schema: privacyPageSchema,
  }),
  accessibility: defineCollection({
    loader: withFactsFilled(glob({ pattern: 'accessibility.yaml', base: './src/content/policies' })),
    schema: accessibilityPageSchema,
  }),
};
