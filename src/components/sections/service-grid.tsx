import { ArrowRight } from 'lucide-react';
import type { ServiceCardData } from '../../lib/build/service-cards';
import { fillTemplate } from '../../lib/format';
import { FeatureList } from '../ui/feature-list';
import { Icon } from '../ui/icon';
import { Picture } from '../ui/picture';

interface ServiceGridProps {
  cards: readonly ServiceCardData[];
  learnMoreLabel: string;
  /** Hidden words that make each link unique for screen readers, e.g. "about {title}". */
  learnMoreContext: string;
}

/** The service cards: one column on phones, two on tablets, three on desktops. */
export function ServiceGrid({ cards, learnMoreLabel, learnMoreContext }: ServiceGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.slug}
          className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
          data-testid="service-card"
        >
          <div className="relative">
            <Picture image={card.image} frame="aspect-[3/2]" className="aspect-[3/2] w-full object-cover" />
            <span className="absolute bottom-3 left-3 inline-flex size-11 items-center justify-center rounded-full bg-linen text-walnut shadow-card">
              <Icon name={card.icon} className="size-5" />
            </span>
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-2xl font-semibold">{card.title}</h3>
            <p className="mt-2 text-ink-soft">{card.description}</p>
            <FeatureList items={card.features} marker="check" className="mt-4 space-y-2 text-[0.95rem]" />
            <a
              href={card.href}
              className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-ember underline-offset-4 hover:underline"
            >
              {learnMoreLabel}
              <span className="sr-only"> {fillTemplate(learnMoreContext, { title: card.title })}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
