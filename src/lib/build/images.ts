import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

/** Everything a React component needs to render a responsive image, computed at build time. */
export interface ResponsiveImage {
  src: string;
  srcset: string;
  /** AVIF candidates for phones (`phoneMedia`), for a <picture> source. */
  phoneAvif?: { srcset: string; media: string };
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
   * Also give phones (`phoneMedia`) AVIF (`phoneAvifPresets`), for the images a phone fetches
   * before or soon after its first paint: heroes and the cards and photos under them. AVIF
   * encodes ~10x slower than WebP, so only these, and only at phone widths: a fresh build must
   * stay well inside CI's time.
   */
  phoneAvif?: keyof typeof phoneAvifPresets;
  /** Crop to this aspect ratio (width / height); default keeps the source's. */
  aspect?: number;
  quality?: number;
}

/** The viewports that get the AVIF candidates. */
const phoneMedia = '(max-width: 767px)';

/**
 * What a phone gets in AVIF, at widths for the common phones: 750 for a 375-pixel screen at 2x
 * and a 412-pixel one at 1.75x (Lighthouse's phone), 1080 for 360 at 3x. A hero photo is a
 * backdrop under the dark gradient that carries the heading's contrast: at quality 35 it looks
 * the same there and stays near 4-8 KB. Lighthouse showed the hero's bytes set the image pages'
 * LCP: a 20 KB hero 1.21 s, a 10 KB one 1.05 s, a 3 KB one 0.91 s (a text page's). A photo shown
 * as itself (cards, section photos) keeps quality 50.
 */
const phoneAvifPresets = {
  backdrop: { widths: [640, 750, 1080], quality: 35 },
  photo: { widths: [480, 750, 960], quality: 50 },
} as const;

/** WebP (and for phones AVIF) candidates at the given widths, never wider than the source. */
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
  const preset = options.phoneAvif ? phoneAvifPresets[options.phoneAvif] : undefined;
  const avifWidths = preset?.widths.filter((w) => w <= maxWidth) ?? [];
  const avif =
    preset && avifWidths.length > 0
      ? await getImage({ ...base, widths: avifWidths, format: 'avif', quality: preset.quality })
      : undefined;
  return {
    src: webp.src,
    srcset: webp.srcSet.attribute,
    ...(avif ? { phoneAvif: { srcset: avif.srcSet.attribute, media: phoneMedia } } : {}),
    sizes: options.sizes,
    width: maxWidth,
    height,
    alt: options.alt,
  };
}
