/**
 * The content as the pages were built from it, for the browser tests: what `astro build` wrote
 * beside its output (scripts/route-list.mjs; `dist` -> `dist.content.json`), which is the
 * registries' lists (the collections through their schemas, loaders and fact-filling) in the
 * order the pages render them. The tests parse no content file themselves, so they cannot
 * drift from the build.
 */
import { contentListFile } from '../../scripts/route-list.mjs';
import type { BuiltContent, GalleryProjectText } from '../../scripts/route-list/content';
import type {
  AccessibilityPageContent,
  GuideContent,
  LocalKitchenContent,
  LocalKitchenSlug,
  LocationContent,
  PrivacyPageContent,
  ServiceContent,
  ServiceSlug,
  TestimonialContent,
  WarrantyPageContent,
} from '../../src/content/types';
import { distDir, readBuildFile } from './routes';

export type { GalleryProjectText };

const built = readBuildFile(contentListFile(distDir), 'the content') as BuiltContent;

const bySlug = <T extends { slug: string }>(list: readonly T[]) => Object.fromEntries(list.map((item) => [item.slug, item]));

/** Every service, in SERVICE_SLUGS order, as content/services/index.ts lists them. */
export const serviceList: ServiceContent[] = built.services;
export const services = bySlug(serviceList) as Record<ServiceSlug, ServiceContent>;
/** The services on the home grid, in card order. */
export const homeGridSlugs: ServiceSlug[] = built.homeGridSlugs;

/** Every guide, in file-name order. */
export const guideList: GuideContent[] = built.guides;
export const guides: Record<string, GuideContent> = bySlug(guideList);

/** The local kitchen pages, in LOCAL_KITCHEN_SLUGS order. */
export const localKitchenList: LocalKitchenContent[] = built.localKitchens;
export const localKitchens = bySlug(localKitchenList) as Record<LocalKitchenSlug, LocalKitchenContent>;

/** The testimonials, newest first (then by file name). */
export const testimonialList: TestimonialContent[] = built.testimonials;

/** The project cards in the gallery's order (category chips, then file name); id is the place in it. */
export const galleryProjects: GalleryProjectText[] = built.gallery;

/** How many photos the viewer pages through for a category: its projects' photos, as content/gallery.ts's categoryPhotos. */
export function categoryPhotoCount(category: string): number {
  return galleryProjects.filter((project) => project.category === category).reduce((count, project) => count + project.photos.length, 0);
}

/** Every location, the primary location first, then by name. */
export const locations: readonly LocationContent[] = built.locations;

function locationNamed(slug: string): LocationContent {
  const location = locations.find((candidate) => candidate.slug === slug);
  if (!location) throw new Error(`the build has no location "${slug}"`);
  return location;
}

export const primaryLocation: LocationContent = locationNamed(built.primaryLocation);
/** The Maryland location, as src/content/locations/maryland.ts reads once through its schema. */
export const maryland: LocationContent = locationNamed('maryland');

/** The policy pages (/warranty, /privacy, /accessibility) as their collections read them. */
export const policies: { warranty: WarrantyPageContent; privacy: PrivacyPageContent; accessibility: AccessibilityPageContent } = built.policies;
