import { getImage } from 'astro:assets';
import { shareImage } from '../../../content/site';
import type { ServiceSlug } from '../../../content/types';
import { serviceImage } from '../artwork';
import { assetUrl, type ShareImage } from './metadata';

/**
 * A page's own share image (Open Graph, Article JSON-LD): its service's picture cut to the size
 * of the site's default share image. Runs at build time (astro:assets).
 */
export async function serviceShareImage(service: ServiceSlug, alt: string): Promise<ShareImage> {
  const { width, height } = shareImage;
  const image = await getImage({ src: serviceImage(service), width, height, fit: 'cover', format: 'jpeg', quality: 80 });
  return { url: assetUrl(image.src), width, height, alt };
}
