/**
 * The gallery's fixed words and filters (no collection data), so the islands and the browser
 * tests can read them without Astro's content runtime. The projects are in gallery.ts.
 */
import { GALLERY_CATEGORIES } from './gallery-categories';
import { comparisonLabels, projectPages } from './project-pages';
import { type GalleryCategory } from './types';

/** Category names as they appear in the chips and in ?category= (the first chip is "All"). */
const ALL_CATEGORIES = 'All';
export type GalleryFilter = typeof ALL_CATEGORIES | GalleryCategory;
export const galleryFilters: readonly GalleryFilter[] = [ALL_CATEGORIES, ...GALLERY_CATEGORIES];

/** What the gallery island shows: filters, results line, buttons and viewer (home.astro passes these). */
export const galleryLabels = {
  filterLabel: 'Filter projects by category',
  viewGalleryLabel: 'View Gallery',
  counter: 'Photo {current} of {total}',
  previousLabel: 'Previous photo',
  nextLabel: 'Next photo',
  closeLabel: 'Close gallery',
  emptyHeading: 'Photos Coming Soon',
  emptyBody: "We're adding photos from our completed projects.",
  viewerDescription: 'Use the arrow keys or the buttons to move between photos.',
  resultsAll: 'Showing all {count} projects',
  resultsFiltered: 'Showing {count} of {total} projects: {category}',
  /** What screen readers call the viewer's carousel and each of its photos. */
  carouselRole: 'carousel',
  slideRole: 'slide',
  /** The project that opened the viewer: its pairs as comparisons and its story. */
  ...projectPages.viewer,
  comparison: comparisonLabels,
} as const;

export const gallery = {
  eyebrow: 'Project Gallery',
  heading: 'Recent work from Maryland homes',
  intro:
    'Choose a category to see the projects, then open a gallery to page through the photos. Every piece was designed, built and installed by our own crews.',
  ...galleryLabels,
} as const;
