import type { ReactNode } from 'react';
import type { ResponsiveImage } from '../../lib/build/images';
import { Picture } from '../ui/picture';

interface LocalHeroProps {
  badges: readonly string[];
  heading: string;
  intro: string;
  /** Breadcrumb or other content above the badges. */
  top?: ReactNode;
  actions?: ReactNode;
  image?: ResponsiveImage;
}

/**
 * The hero of programmatic local pages: text first (it is the LCP on phones), with an optional
 * image beside it on wide screens, sized in the HTML so nothing moves while it loads.
 */
export function LocalHero({ badges, heading, intro, top, actions, image }: LocalHeroProps) {
  return (
    <section className="bg-charcoal text-white">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          {top}
          <ul className="mt-6 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li key={badge} className="rounded-full bg-white/12 px-3 py-1 text-sm font-semibold text-linen">
                {badge}
              </li>
            ))}
          </ul>
          <h1 className="mt-5 text-4xl leading-tight font-semibold text-white sm:text-5xl">{heading}</h1>
          <p className="mt-5 max-w-xl text-lg text-sand">{intro}</p>
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {image ? (
          <Picture image={image} className="hidden aspect-[4/3] w-full rounded-card object-cover shadow-lift lg:block" />
        ) : null}
      </div>
    </section>
  );
}
