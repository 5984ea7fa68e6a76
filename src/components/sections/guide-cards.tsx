import { BookOpen } from 'lucide-react';
import { LinkCard } from './link-card';

interface GuideCardsProps {
  heading: string;
  /** The link's visible words on every card ("Read the guide"); the guide's title is added for screen readers. */
  linkLabel: string;
  guides: { title: string; description: string; href: string }[];
  /** The section's ground and spacing. */
  className: string;
}

/** A grid of guide articles (a service's guides, a neighbourhood page's helpful guides). */
export function GuideCards({ heading, linkLabel, guides, className }: GuideCardsProps) {
  return (
    <section aria-labelledby="guides-heading" className={className}>
      <div className="container-page">
        <h2 id="guides-heading" className="text-3xl font-semibold">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {guides.map((guide) => (
            <LinkCard
              key={guide.href}
              leading={<BookOpen aria-hidden="true" className="size-6 text-oak" />}
              title={guide.title}
              description={guide.description}
              link={{ href: guide.href, label: linkLabel, context: `: ${guide.title}` }}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
