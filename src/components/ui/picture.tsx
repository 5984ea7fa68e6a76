import type { ResponsiveImage } from '../../lib/build/images';

interface PictureProps {
  image: ResponsiveImage;
  className?: string;
  /** The page's largest image above the fold: eager, high priority. Everything else is lazy. */
  priority?: boolean;
}

/** Renders a build-time ResponsiveImage; width and height are always set, so nothing shifts. */
export function Picture({ image, className, priority = false }: PictureProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
  if (!image.phoneAvif) return img;
  return (
    <picture>
      <source type="image/avif" media={image.phoneAvif.media} srcSet={image.phoneAvif.srcset} sizes={image.sizes} />
      {img}
    </picture>
  );
}
