import { Phone } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { buttonVariants } from '../ui/button-variants';
import { useLocationParam } from './use-location-param';

export interface ServiceHeroVariant {
  /** Full document title with the location. */
  title: string;
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
 * The text and buttons of a service page's hero. With a known ?location= the heading, the
 * document title and the primary button (a tel: link) name that location.
 */
export function ServiceHeroContent({ badge, heading, intro, primary, viewWork, variants }: ServiceHeroContentProps) {
  const known = useMemo(() => Object.keys(variants), [variants]);
  const slug = useLocationParam(known);
  const variant = slug ? variants[slug] : undefined;

  useEffect(() => {
    if (variant) document.title = variant.title;
  }, [variant]);

  return (
    <div className="max-w-2xl">
      <p className="inline-flex rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-linen backdrop-blur-sm">
        {variant?.badge ?? badge}
      </p>
      <h1 className="mt-5 text-4xl leading-tight font-semibold text-white sm:text-5xl">{variant?.heading ?? heading}</h1>
      <p className="mt-6 max-w-xl text-lg text-sand sm:text-xl">{intro}</p>
      <div className="mt-9 flex flex-wrap gap-3">
        {variant ? (
          <a href={variant.callHref} className={buttonVariants({ size: 'lg' })}>
            <Phone aria-hidden="true" />
            {variant.callLabel}
          </a>
        ) : (
          <a href={primary.href} className={buttonVariants({ size: 'lg' })}>
            {primary.label}
          </a>
        )}
        <a href={viewWork.href} className={buttonVariants({ variant: 'ghostLight', size: 'lg' })}>
          {viewWork.label}
        </a>
      </div>
    </div>
  );
}
