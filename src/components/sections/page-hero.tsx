import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface PageHeroProps {
  /** The h1's id; the hero is labelled by it. */
  headingId: string;
  /** The badge, h1 and intro (the page's content object, e.g. financing.hero). */
  text: { badge: string; heading: string; intro: string };
  /** A line under the intro (e.g. the generator's privacy note). */
  children?: ReactNode;
  /**
   * Room left under the text for the tool that overlaps the hero from below (the calculator or
   * the generator pulls itself up into it with a negative top margin).
   */
  overlapSpace: string;
}

/** The dark, image-free hero of the tool pages (financing, generator): badge, h1 and intro. */
export function PageHero({ headingId, text, children, overlapSpace }: PageHeroProps) {
  const { badge, heading, intro } = text;
  return (
    <section aria-labelledby={headingId} className="relative isolate overflow-hidden bg-charcoal">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-walnut),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-forest-dark),transparent_55%)] opacity-90"
      />
      <div className={cn('container-page pt-12 sm:pt-16 lg:pt-20', overlapSpace)}>
        <div className="max-w-3xl">
          <p className="inline-flex rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-linen">{badge}</p>
          <h1 id={headingId} className="mt-5 text-4xl leading-tight font-semibold text-white sm:text-5xl lg:text-6xl">
            {heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-sand sm:text-xl">{intro}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
