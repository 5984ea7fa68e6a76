import type { z } from 'astro/zod';
import { getCollection } from 'astro:content';
import { GALLERY_CATEGORIES } from './gallery-categories';
import type { galleryProjectSchema } from './schemas';
import { type GalleryCategory } from './types';

export * from './gallery-labels';

/**
 * A project card: its file (the gallery schema, images resized at build), its place in the gallery
 * and its file name, which is its story's address (/projects/{slug}).
 */
export type GalleryProject = z.output<ReturnType<typeof galleryProjectSchema>> & { id: number; slug: string };
export type GalleryPhoto = GalleryProject['photos'][number];

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
  .map(({ id, data }, index) => ({ ...data, id: index + 1, slug: id }));

/** A category's photos, project by project in card order; empty when it has none yet ("Photos Coming Soon"). */
export function categoryPhotos(category: GalleryCategory): GalleryPhoto[] {
  return galleryProjects.filter((project) => project.category === category).flatMap((project) => project.photos);
}
