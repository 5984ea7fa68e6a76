import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

/** Everything a React component needs to render a responsive image, computed at build time. */
export interface ResponsiveImage {
  src: string;
  srcset: string;
  /** AVIF candidates for a <picture> source (heroes only: AVIF costs build time). */
  avifSrcset?: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

export interface ResponsiveImageOptions {
  alt: string;
  widths: number[];
  sizes: string;
  /**
   * Also emit AVIF candidates. AVIF encodes ~10x slower than WebP, so only the two site-wide
   * heroes (home, location) use it: a fresh build must stay well inside CI's time.
   */
  avif?: boolean;
  /** Crop to this aspect ratio (width / height); default keeps the source's. */
  aspect?: number;
  quality?: number;
}

/** WebP (and optionally AVIF) candidates at the given widths, never wider than the source. */
export async function responsiveImage(
  source: ImageMetadata,
  options: ResponsiveImageOptions,
): Promise<ResponsiveImage> {
  const widths = options.widths.filter((w) => w <= source.width);
  const maxWidth = Math.max(...widths, Math.min(source.width, options.widths[0] ?? source.width));
  const height = Math.round(options.aspect ? maxWidth / options.aspect : (maxWidth * source.height) / source.width);
  const base = {
    src: source,
    width: maxWidth,
    height,
    widths: widths.length > 0 ? widths : [maxWidth],
    quality: options.quality ?? 72,
    ...(options.aspect ? { fit: 'cover' as const } : {}),
  };
  const webp = await getImage({ ...base, format: 'webp' });
  const avif = options.avif ? await getImage({ ...base, format: 'avif', quality: 55 }) : undefined;
  return {
    src: webp.src,
    srcset: webp.srcSet.attribute,
    ...(avif ? { avifSrcset: avif.srcSet.attribute } : {}),
    sizes: options.sizes,
    width: maxWidth,
    height,
    alt: options.alt,
  };
}
