/**
 * Shapes of every content module. Content is data: no JSX and no React here, so the same
 * records feed pages, metadata, JSON-LD, the sitemap and the tests.
 *
 * A shape a schema describes is inferred from it (content/schemas.ts for the files office staff
 * edit, location-schema.ts for the location modules), so the schema is its one source; only
 * what no schema describes is written out here: an entry's slug (its file name) and a guide's
 * body (its Markdown), and the shapes of data kept as TypeScript.
 */

import type { z } from 'astro/zod';
import type { countyPermitsSchema, factSourceSchema, featuredNeighborhoodSchema, localProjectSchema, locationSchema, serviceAreaSchema, serviceCitySchema } from './location-schema';
import type { guideSchema, localKitchenSchema, serviceSchema, testimonialSchema } from './schemas';
import type { accessibilityPageSchema, privacyPageSchema, warrantyPageSchema } from './policy-schemas';
import type { ServiceSlug } from './services/slugs';
import type { GalleryCategory } from './gallery-categories';
import type { IconName } from './icon-names';
import type { HomeType, LocalReview, WarrantyKind } from './local-facts/vocabulary';
import type { LocalKitchenSlug } from './local-kitchens/slugs';

/** A guide's address part: the file name of its Markdown file in content/guides/. */
export type GuideSlug = string;

export type { ServiceSlug, GalleryCategory, IconName, HomeType, LocalReview, WarrantyKind, LocalKitchenSlug };

/** One entry of the service catalogue (src/content/services/{slug}.yaml): everything a service page, card or metadata needs. */
export type ServiceContent = z.output<typeof serviceSchema> & { slug: ServiceSlug };
export type FaqItem = ServiceContent['faq'][number];
export type ProcessStep = ServiceContent['process']['steps'][number];
export type TitledText = ServiceContent['trustPoints'][number];

/** A guide article: its frontmatter, its file name and (body) its article text in Markdown. */
export type GuideContent = z.output<typeof guideSchema> & { slug: GuideSlug; body: string };
export type GuideOption = GuideContent['options']['items'][number];

export type LocationContent = z.output<typeof locationSchema>;
export type ServiceArea = z.output<typeof serviceAreaSchema>;
export type ServiceCity = z.output<typeof serviceCitySchema>;
export type LocalProject = z.output<typeof localProjectSchema>;
export type CountyPermits = z.output<typeof countyPermitsSchema>;
export type FeaturedNeighborhood = z.output<typeof featuredNeighborhoodSchema>;
/** A page a fact was checked against, with the day it was read and what it backs. */
export type FactSource = z.output<typeof factSourceSchema>;
export type Stat = LocationContent['stats'][number];

/** A local kitchen landing page (src/content/local-kitchens/{slug}.yaml). */
export type LocalKitchenContent = z.output<typeof localKitchenSchema> & { slug: LocalKitchenSlug };

/** A testimonial (src/content/testimonials/{slug}.yaml): its data and its file name. */
export type TestimonialContent = z.output<typeof testimonialSchema> & { slug: string };

/** The policy pages (src/content/policies/{warranty,privacy,accessibility}.yaml). */
export type WarrantyPageContent = z.output<typeof warrantyPageSchema>;
export type WarrantySection = WarrantyPageContent['warranties']['items'][number];
export type PrivacyPageContent = z.output<typeof privacyPageSchema>;
export type AccessibilityPageContent = z.output<typeof accessibilityPageSchema>;
/** What the three policy pages share: title, description, hero, date, sections and contact block. */
export type PolicyPageContent = PrivacyPageContent;
export type PolicySection = PolicyPageContent['sections'][number];

export type { BusinessSettings } from './settings-schema';

export interface BreadcrumbItem {
  name: string;
  url: string;
}

/**
 * What one service means locally: for each kind of house, when it needs a permit, which local
 * reviews it can trigger and which warranties apply. City+service and neighbourhood pages
 * combine it with the town's and county's own facts.
 */
export interface ServiceLocalFacts {
  slug: ServiceSlug;
  /** The work as a noun phrase after "a"/"the": "kitchen remodel", "deck", "roof replacement". */
  project: string;
  /** What this work involves in each kind of house: two or three specific sentences each. */
  homes: Record<HomeType, string>;
  /**
   * When this work needs which permit. Placeholders: {building} (office of building permits),
   * {electrical}, {plumbing} (offices of those permits), {frostDepth} (e.g. "30 inches").
   */
  permits: string;
  /** Where the permit statement was checked: the county permit pages and the code it follows. */
  permitSources: FactSource[];
  /** The local reviews this work can trigger (exterior changes, footprint, bedrooms). */
  reviews: LocalReview[];
  warranties: WarrantyKind[];
}
