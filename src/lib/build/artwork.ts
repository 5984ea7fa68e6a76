import type { ImageMetadata } from 'astro';
import type { ServiceSlug } from '../../content/types';
import placeholder from '../../assets/placeholder.jpg';

/**
 * The site's pictures, found by file name under src/assets: a photo saved under the same name
 * replaces a shipped sample. A service without a picture of its own shows the neutral placeholder
 * until one is saved (npm run launch-check lists it).
 */
type Modules = Record<string, { default: ImageMetadata }>;

const serviceFiles = import.meta.glob<{ default: ImageMetadata }>('../../assets/services/*.{jpg,jpeg,png,webp}', { eager: true });
const heroFiles = import.meta.glob<{ default: ImageMetadata }>('../../assets/hero/*.{jpg,jpeg,png,webp}', { eager: true });

const baseName = (path: string) => path.split('/').pop()?.replace(/\.[a-z]+$/i, '') ?? '';

function pick(files: Modules, name: string): ImageMetadata | undefined {
  return Object.entries(files).find(([path]) => baseName(path) === name)?.[1].default;
}

export function serviceImage(slug: ServiceSlug): ImageMetadata {
  return pick(serviceFiles, slug) ?? placeholder;
}

export function heroImage(name: 'home' | 'location'): ImageMetadata {
  const image = pick(heroFiles, name);
  if (!image) throw new Error(`Missing picture: src/assets/hero/${name}.jpg.`);
  return image;
}
