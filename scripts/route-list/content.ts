/**
 * The content as the pages read it, for the browser tests: the registries' lists (the collections
 * through their schemas, loaders and fact-filling, in the order the pages render them) as JSON.
 * Injected by scripts/route-list.mjs for `astro build` only, which moves the file out of the
 * published folder (`dist` -> `dist.content.json`); e2e/support/content.ts reads it.
 */
import type { APIRoute } from 'astro';
import { galleryProjects } from '../../src/content/gallery';
import { guideList } from '../../src/content/guides';
import { localKitchenList } from '../../src/content/local-kitchens';
import { locations, primaryLocation } from '../../src/content/locations';
import { accessibilityPage, privacyPage, warrantyPage } from '../../src/content/policies';
import { homeGridSlugs, serviceList } from '../../src/content/services';
import { testimonialList } from '../../src/content/testimonials';
import type { GalleryProject } from '../../src/content/gallery';

export const prerender = true;

/** A gallery project without its images (the build resizes those): what a test can read on the page. */
export type GalleryProjectText = Omit<GalleryProject, 'image' | 'photos'> & { photos: { alt: string }[] };

const galleryText = ({ id, title, category, features, imageAlt, photos }: GalleryProject): GalleryProjectText => ({
  id,
  title,
  category,
  features,
  imageAlt,
  photos: photos.map(({ alt }) => ({ alt })),
});

/** What the file holds; e2e/support/content.ts exports it under the registries' names. */
export const builtContent = () => ({
  services: serviceList,
  homeGridSlugs,
  guides: guideList,
  localKitchens: localKitchenList,
  testimonials: testimonialList,
  gallery: galleryProjects.map(galleryText),
  locations,
  primaryLocation: primaryLocation.slug,
  policies: { warranty: warrantyPage, privacy: privacyPage, accessibility: accessibilityPage },
});

export type BuiltContent = ReturnType<typeof builtContent>;

export const GET: APIRoute = () => new Response(JSON.stringify(builtContent()), { headers: { 'Content-Type': 'application/json' } });
