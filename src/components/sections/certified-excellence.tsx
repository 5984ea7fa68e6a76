import { ExternalLink, PaintRoller } from 'lucide-react';
import { buttonVariants } from '../ui/button-variants';

export interface CertifiedExcellenceProps {
  /** Locations whose ?location= variant shows the section. */
  locations: readonly string[];
  heading: string;
  intro: string;
  /** Each certification, while the owner shows its claim (content/claims.ts). */
  installer?: { title: string; body: string; logoAlt: string; url: string; linkLabel: string; newTabHint: string } | undefined;
  paint?: { title: string; body: string } | undefined;
  cardsHeading: string;
  cards: readonly { title: string; description: string }[];
}

/**
 * Decks page with a certified location: manufacturer certifications and what we build outdoors.
 * In the HTML but hidden; lib/browser/location-query.ts shows it for the listed ?location= values.
 */
export function CertifiedExcellence(props: CertifiedExcellenceProps) {
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <section aria-labelledby="certified-heading" className="bg-sand py-20 sm:py-24" data-variant-show={props.locations.join(' ')} hidden>
      <div className="container-page">
        <h2 id="certified-heading" className="text-3xl font-semibold sm:text-4xl">
          {props.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-ink-soft">{props.intro}</p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {props.installer && (
            <article className="flex flex-col rounded-card border border-line bg-white p-8 shadow-card">
              <a href={props.installer.url} {...external} className="self-start rounded-xl">
                <CertifiedBadge label={`${props.installer.logoAlt} ${props.installer.newTabHint}`} />
              </a>
              <h3 className="mt-5 text-2xl font-semibold">{props.installer.title}</h3>
              <p className="mt-3 flex-1 text-ink-soft">{props.installer.body}</p>
              <a href={props.installer.url} {...external} className={`${buttonVariants({ variant: 'outline' })} mt-6 self-start`}>
                {props.installer.linkLabel}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">{props.installer.newTabHint}</span>
              </a>
            </article>
          )}
          {props.paint && (
            <article className="flex flex-col rounded-card border border-line bg-white p-8 shadow-card">
              <span className="inline-flex size-20 items-center justify-center rounded-xl bg-forest text-linen">
                <PaintRoller aria-hidden="true" className="size-9" />
              </span>
              <h3 className="mt-5 text-2xl font-semibold">{props.paint.title}</h3>
              <p className="mt-3 text-ink-soft">{props.paint.body}</p>
            </article>
          )}
        </div>
        <h3 className="mt-14 text-2xl font-semibold">{props.cardsHeading}</h3>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {props.cards.map((card) => (
            <li key={card.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <h4 className="font-sans text-lg font-semibold">{card.title}</h4>
              <p className="mt-2 text-[0.95rem] text-ink-soft">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A drawn certification seal (not the manufacturer's trademark). */
function CertifiedBadge({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 80 80" role="img" aria-label={label} className="size-20">
      <circle cx="40" cy="40" r="38" className="fill-walnut" />
      <circle cx="40" cy="40" r="31" fill="none" className="stroke-brass" strokeWidth="2" strokeDasharray="3 3" />
      <path d="M26 41l9 9 19-20" fill="none" className="stroke-sand" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
