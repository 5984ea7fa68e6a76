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
   * Also give phones AVIF (`phoneAvifPresets`), for the images a phone fetches before or soon
   * after its first paint: heroes and the cards under them. AVIF encodes ~10x slower than WebP,
   * so only these, and only at phone widths: a fresh build must stay well inside CI's time.
   */
  phoneAvif?: keyof typeof phoneAvifPresets;
  /** Crop to this aspect ratio (width / height); default keeps the source's. */
  aspect?: number;
  quality?: number;
}

/** The viewports that get the AVIF candidates. */
export const phoneMedia = '(max-width: 767px)';

/**
 * What a phone gets in AVIF. A hero photo is a backdrop under the dark gradient that carries
 * the heading's contrast: at quality 40 it looks the same there, and an 800-pixel one (a
 * 412-pixel phone at 1.75x) stays near 10 KB, within the first round trips of a new connection,
 * where 20 KB took one more (Lighthouse: LCP 1.21 s against 0.91 s with a tiny image). A photo
 * shown as itself keeps quality 55, at the WebP widths up to 960.
 */
export const phoneAvifPresets = {
  backdrop: { widths: () => [640, 800, 1080], quality: 40 },
  photo: { widths: (webp: readonly number[]) => webp.filter((w) => w <= 960), quality: 55 },
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
  const avifWidths = preset?.widths(base.widths).filter((w) => w <= source.width) ?? [];
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
