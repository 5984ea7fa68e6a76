import { useState, type CSSProperties } from 'react';
import type { ResponsiveImage } from '../../lib/build/images';
import { comparisonText, comparisonValue } from '../../lib/comparison';
import { fillTemplate } from '../../lib/format';

export interface BeforeAfterPair {
  before: ResponsiveImage;
  after: ResponsiveImage;
  caption?: string;
}

export interface BeforeAfterLabels {
  before: string;
  after: string;
  /** The range input's name, with {alt}: the after photo's alt text. */
  sliderLabel: string;
  /** aria-valuetext, with {before} and {after}: the percentages shown. */
  valueText: string;
}

interface BeforeAfterProps {
  pair: BeforeAfterPair;
  labels: BeforeAfterLabels;
  /**
   * On: one frame and a range input (the gallery viewer, a live island). Off: two labelled photos,
   * what a page shows without script; lib/browser/before-after.ts then adds the same range input.
   */
  comparing?: boolean;
  /** Below the fold on a content page: lazy photos. */
  lazy?: boolean;
}

/**
 * A before and after pair: two figures ("Before", "After") in a figure with the pair's caption.
 * As a comparison, a native range input moves where the after photo is clipped (--position), so
 * arrow keys, pointer and touch work and a screen reader hears "45% before, 55% after".
 */
export function BeforeAfter({ pair, labels, comparing = false, lazy = true }: BeforeAfterProps) {
  const [position, setPosition] = useState(50);
  const sliderLabel = fillTemplate(labels.sliderLabel, { alt: pair.after.alt });
  const photo = (image: ResponsiveImage, caption: string, className: string) => (
    <figure className={className}>
      <img
        src={image.src}
        srcSet={image.srcset}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        className="aspect-[4/3] w-full object-cover"
      />
      <figcaption>{caption}</figcaption>
    </figure>
  );
  return (
    <figure
      className="m-0"
      data-comparison=""
      data-comparing={comparing ? '' : undefined}
      data-slider-label={sliderLabel}
      data-value-text={labels.valueText}
      style={comparing ? ({ '--position': `${position}%` } as CSSProperties) : undefined}
    >
      <div className="before-after-photos">
        {photo(pair.before, labels.before, 'before-after-before')}
        {photo(pair.after, labels.after, 'before-after-after')}
      </div>
      {comparing ? (
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          aria-label={sliderLabel}
          aria-valuetext={comparisonText(labels.valueText, position)}
          onChange={(event) => setPosition(comparisonValue(event.currentTarget.value))}
          className="mt-3 block h-11 w-full cursor-ew-resize accent-ember"
        />
      ) : null}
      {pair.caption ? <figcaption className="mt-2 text-sm text-ink-soft">{pair.caption}</figcaption> : null}
    </figure>
  );
}
