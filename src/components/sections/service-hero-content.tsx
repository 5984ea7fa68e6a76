import { Phone } from 'lucide-react';
import { buttonVariants } from '../ui/button-variants';

export interface ServiceHeroVariant {
  heading: string;
  badge: string;
  callLabel: string;
  callHref: string;
}

export interface ServiceHeroContentProps {
  badge: string;
  heading: string;
  intro: string;
  primary: { label: string; href: string };
  viewWork: { label: string; href: string };
  /** One entry per known location slug; anything else in ?location= is ignored. */
  variants: Record<string, ServiceHeroVariant>;
}

/**
 * The text and buttons of a service page's hero, as plain HTML. With a known ?location= the
 * heading and badge name that location and the primary button becomes a tel: link; every
 * variant is in the markup and lib/browser/location-query.ts switches to it, so no framework ships.
 */
export function ServiceHeroContent({ badge, heading, intro, primary, viewWork, variants }: ServiceHeroContentProps) {
  const slugs = Object.keys(variants);
  const byLocation = (pick: (variant: ServiceHeroVariant) => string) =>
    JSON.stringify(Object.fromEntries(Object.entries(variants).map(([slug, variant]) => [slug, pick(variant)])));
  return (
    <div className="max-w-2xl">
      <p
        className="inline-flex rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-linen backdrop-blur-sm"
        data-variant-text={byLocation((v) => v.badge)}
      >
        {badge}
      </p>
      <h1 className="mt-5 text-4xl leading-tight font-semibold text-white sm:text-5xl" data-variant-text={byLocation((v) => v.heading)}>
        {heading}
      </h1>
      <p className="mt-6 max-w-xl text-lg text-sand sm:text-xl">{intro}</p>
      <div className="mt-9 flex flex-wrap gap-3">
        <a href={primary.href} className={buttonVariants({ size: 'lg' })} data-variant-hide="">
          {primary.label}
        </a>
        {slugs.map((slug) => {
          const variant = variants[slug] as ServiceHeroVariant;
          return (
            <a key={slug} href={variant.callHref} className={buttonVariants({ size: 'lg' })} data-variant-show={slug} hidden>
              <Phone aria-hidden="true" />
              {variant.callLabel}
            </a>
          );
        })}
        <a href={viewWork.href} className={buttonVariants({ variant: 'ghostLight', size: 'lg' })}>
          {viewWork.label}
        </a>
      </div>
    </div>
  );
}
