import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';
import { GALLERY_CATEGORIES } from './gallery-categories';
import { type GalleryCategory } from './types';

export * from './gallery-labels';

export interface GalleryPhoto {
  image: ImageMetadata;
  /** What the photo shows, for people who cannot see it. */
  alt: string;
}

export interface GalleryProject {
  id: number;
  title: string;
  category: GalleryCategory;
  /** Exactly three short facts about the project. */
  features: [string, string, string];
  /** The project card's image (resized to WebP at build) and its alt text. */
  image: ImageMetadata;
  imageAlt: string;
  /** The photos the viewer pages through for this project's category. */
  photos: GalleryPhoto[];
}

/**
 * The project cards, read from the `gallery` collection (one YAML file a project in
 * content/gallery/, its photos uploaded through the CMS into src/assets/gallery/). Cards follow
 * the order of the category chips, then the file name; a card's id is its place in that order.
 */
export const galleryProjects: GalleryProject[] = (await getCollection('gallery'))
  .sort(
    (a, b) =>
      GALLERY_CATEGORIES.indexOf(a.data.category) - GALLERY_CATEGORIES.indexOf(b.data.category) || a.id.localeCompare(b.id),
  )
  .map(({ data }, index) => ({ ...data, id: index + 1, features: data.features as GalleryProject['features'] }));

/** A category's photos, project by project in card order; empty when it has none yet ("Photos Coming Soon"). */
export function categoryPhotos(category: GalleryCategory): GalleryPhoto[] {
  return galleryProjects.filter((project) => project.category === category).flatMap((project) => project.photos);
}
