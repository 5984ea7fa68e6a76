import type { ResponsiveImage } from '../../lib/build/images';

interface PictureProps {
  image: ResponsiveImage;
  className?: string;
  /** The page's largest image above the fold: eager, high priority. Everything else is lazy. */
  priority?: boolean;
  /**
   * For a lazy photo below the fold: the classes of a frame that is the photo's size by itself
   * (its aspect ratio; corners and shadow too, since the frame clips what is inside it). The frame
   * skips the photo until it nears the viewport (`.offscreen-photo` in global.css), so the photo
   * is not fetched beside the page's first paint.
   */
  frame?: string;
}

/** Renders a build-time ResponsiveImage; width and height are always set, so nothing shifts. */
export function Picture({ image, className, priority = false, frame }: PictureProps) {
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
  const picture = image.phoneAvif ? (
    <picture>
      <source type="image/avif" media={image.phoneAvif.media} srcSet={image.phoneAvif.srcset} sizes={image.sizes} />
      {img}
    </picture>
  ) : (
    img
  );
  return frame ? <div className={`offscreen-photo ${frame}`}>{picture}</div> : picture;
}
