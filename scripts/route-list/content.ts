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
import { projectStories } from '../../src/lib/build/projects';
import { href } from '../../src/lib/build/route-table';

export const prerender = true;

/** A project's story as its page shows it: its address, and its town's and service's pages and names. */
export interface StoryText {
  path: string;
  townName: string;
  county: string;
  townPath: string;
  cityServicePath: string;
  servicePath: string;
  serviceName: string;
  promised: string;
  actual: string;
}

/** A gallery project without its images (the build resizes those): what a test can read on the page. */
export type GalleryProjectText = Omit<GalleryProject, 'image' | 'photos' | 'pairs'> & {
  photos: { alt: string }[];
  pairs: { beforeAlt: string; afterAlt: string; caption?: string }[];
  story: StoryText;
};

const galleryText = ({ image: _image, photos, pairs, ...rest }: GalleryProject): GalleryProjectText => {
  const story = projectStories.find((candidate) => candidate.slug === rest.slug);
  if (!story) throw new Error(`No story for the gallery project ${rest.slug}`);
  return {
    ...rest,
    photos: photos.map(({ alt }) => ({ alt })),
    pairs: pairs.map(({ beforeAlt, afterAlt, caption }) => ({ beforeAlt, afterAlt, ...(caption ? { caption } : {}) })),
    story: {
      path: href.project(story.slug),
      townName: story.city.name,
      county: story.city.county,
      townPath: href.city(story.location.slug, story.city.slug),
      cityServicePath: href.cityService(story.location.slug, story.city.slug, story.service),
      servicePath: href.service(story.service),
      serviceName: serviceList.find((service) => service.slug === story.service)?.name ?? story.service,
      promised: story.promised,
      actual: story.actual,
    },
  };
};

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
