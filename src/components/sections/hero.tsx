import type { ReactNode } from 'react';
import type { ResponsiveImage } from '../../lib/build/images';
import type { IconName } from '../../content/types';
import { Icon } from '../ui/icon';
import { Picture } from '../ui/picture';

export interface HeroClaim {
  label: string;
  icon: IconName;
}

interface HeroProps {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro: string;
  image: ResponsiveImage;
  /** Buttons, rendered by the template (links or islands). */
  actions?: ReactNode;
  claims?: readonly HeroClaim[];
  claimsLabel?: string;
  /** Extra content under the intro, e.g. badges. */
  children?: ReactNode;
}

/**
 * Full-bleed hero with the page's LCP image (eager, high priority) under a dark gradient so the
 * white text keeps its contrast over any photo.
 */
export function Hero({ id, eyebrow, heading, intro, image, actions, claims, claimsLabel, children }: HeroProps) {
  return (
    <section id={id} className="relative isolate overflow-hidden bg-charcoal text-white">
      <Picture image={image} priority className="absolute inset-0 -z-10 size-full object-cover" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-charcoal via-charcoal/85 to-charcoal/30"
      />
      <div className="container-page py-20 sm:py-28 lg:py-32">
        <div className="max-w-2xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-[0.14em] text-oak-light uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-4 text-4xl leading-tight font-semibold text-white sm:text-5xl lg:text-6xl">{heading}</h1>
          <p className="mt-6 max-w-xl text-lg text-sand sm:text-xl">{intro}</p>
          {children}
          {actions ? <div className="mt-9 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {claims && claims.length > 0 ? (
          <ul
            aria-label={claimsLabel}
            className="mt-14 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
          >
            {claims.map((claim) => (
              <li
                key={claim.label}
                className="flex items-center gap-3 rounded-xl border border-white/15 bg-white/10 px-4 py-3 text-sm font-semibold backdrop-blur-sm"
              >
                <Icon name={claim.icon} className="size-5 shrink-0 text-oak-light" />
                {claim.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
