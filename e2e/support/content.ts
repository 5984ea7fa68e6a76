/**
 * The content collections as the browser tests read them. The registries (content/services,
 * guides, local-kitchens, gallery.ts, locations) call getCollection from astro:content, which
 * exists only inside Vite; Playwright runs outside it. So this reads the same files (YAML, and
 * Markdown with YAML frontmatter) and the location modules, fills the {fact} tokens as the
 * collections' schemas and loaders do, and returns them in the registries' shapes and order. It does not
 * validate: `astro build` did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { fillFacts, fillFactsDeep } from '../../src/content/facts';
import { GALLERY_CATEGORIES } from '../../src/content/gallery-categories';
import type { GalleryProject } from '../../src/content/gallery';
import { orderLocations } from '../../src/content/locations/registry-order';
import { LOCAL_KITCHEN_SLUGS } from '../../src/content/local-kitchens/slugs';
import { GRID_SERVICE_SLUGS, SERVICE_SLUGS } from '../../src/content/services/slugs';
import type {
  GuideContent,
  LocalKitchenContent,
  LocalKitchenSlug,
  LocationContent,
  ServiceContent,
  ServiceSlug,
  TestimonialContent,
} from '../../src/content/types';

const contentDir = join(import.meta.dirname, '..', '..', 'src', 'content');

/**
 * Every file of a collection folder in file-name order: its id (the file name), its data with
 * facts filled, and (Markdown) its body, trimmed as Astro's glob loader keeps it.
 */
function collection<T>(folder: string, extension: '.yaml' | '.md'): { id: string; data: T; body: string }[] {
  const dir = join(contentDir, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const [frontmatter = '', body = ''] = extension === '.md' ? (/^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/.exec(text) ?? []).slice(1) : [text];
      return { id: file.slice(0, -extension.length), data: fillFactsDeep(parse(frontmatter)).value as T, body: fillFacts(body.trim()).text };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The registry's record for a fixed set of slugs, in that order (a missing file fails loudly). */
function bySlug<Slug extends string, T>(folder: string, slugs: readonly Slug[]): Record<Slug, T & { slug: Slug }> {
  const entries = new Map(collection<T>(folder, '.yaml').map(({ id, data }) => [id, data]));
  return Object.fromEntries(
    slugs.map((slug) => {
      const data = entries.get(slug);
      if (!data) throw new Error(`src/content/${folder}/${slug}.yaml is missing`);
      return [slug, { ...data, slug }];
    }),
  ) as Record<Slug, T & { slug: Slug }>;
}

export const services: Record<ServiceSlug, ServiceContent> = bySlug<ServiceSlug, Omit<ServiceContent, 'slug'>>('services', SERVICE_SLUGS);
export const serviceList: ServiceContent[] = SERVICE_SLUGS.map((slug) => services[slug]);
export const homeGridSlugs: ServiceSlug[] = [...GRID_SERVICE_SLUGS];

export const guideList: GuideContent[] = collection<Omit<GuideContent, 'slug' | 'body'>>('guides', '.md').map(({ id, data, body }) => ({
  ...data,
  slug: id,
  body,
}));
export const guides: Record<string, GuideContent> = Object.fromEntries(guideList.map((guide) => [guide.slug, guide]));

export const localKitchens: Record<LocalKitchenSlug, LocalKitchenContent> = bySlug<LocalKitchenSlug, Omit<LocalKitchenContent, 'slug'>>(
  'local-kitchens',
  LOCAL_KITCHEN_SLUGS,
);
export const localKitchenList: LocalKitchenContent[] = LOCAL_KITCHEN_SLUGS.map((slug) => localKitchens[slug]);

/** The testimonials, newest first (then by file name), as content/testimonials/index.ts orders them. */
export const testimonialList: TestimonialContent[] = collection<Omit<TestimonialContent, 'slug'>>('testimonials', '.yaml')
  .map(({ id, data }) => ({ ...data, slug: id }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** A gallery project without its images (the build resizes those): what a test can read on the page. */
export type GalleryProjectText = Omit<GalleryProject, 'image' | 'photos'> & { photos: { alt: string }[] };

type GalleryFile = Omit<GalleryProjectText, 'id' | 'photos'> & { photos?: { alt: string }[] };

/** The project cards in the gallery's order (category chips, then file name); id is the place in it. */
export const galleryProjects: GalleryProjectText[] = collection<GalleryFile>('gallery', '.yaml')
  .sort((a, b) => GALLERY_CATEGORIES.indexOf(a.data.category) - GALLERY_CATEGORIES.indexOf(b.data.category) || a.id.localeCompare(b.id))
  .map(({ data }, index) => ({
    id: index + 1,
    title: data.title,
    category: data.category,
    features: data.features,
    imageAlt: data.imageAlt,
    photos: (data.photos ?? []).map(({ alt }) => ({ alt })),
  }));

/** How many photos the viewer pages through for a category: its projects' photos, as content/gallery.ts's categoryPhotos. */
export function categoryPhotoCount(category: string): number {
  return galleryProjects.filter((project) => project.category === category).reduce((count, project) => count + project.photos.length, 0);
}

/**
 * Every location module in content/locations/ (what the `locations` collection loads), the
 * primary location first, then by name, as content/locations/index.ts orders them.
 */
const locationDir = join(contentDir, 'locations');
const locationModules: Record<string, unknown>[] = await Promise.all(
  readdirSync(locationDir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'index.ts')
    .map((file) => import(pathToFileURL(join(locationDir, file)).href) as Promise<Record<string, unknown>>),
);
const ordered = orderLocations(
  locationModules
    .flatMap((exports) => Object.values(exports))
    .filter((value): value is LocationContent => typeof value === 'object' && value !== null && 'serviceAreas' in value && 'slug' in value),
);
export const locations: readonly LocationContent[] = ordered.locations;
export const primaryLocation: LocationContent = ordered.primary;
