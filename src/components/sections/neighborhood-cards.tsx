import { MapPin } from 'lucide-react';

export interface NeighborhoodCard {
  name: string;
  description: string;
  badges: readonly string[];
  link?: { href: string; label: string };
}

/** Neighbourhood cards with badges (location and city pages). */
export function NeighborhoodCards({ items, columns = 3 }: { items: readonly NeighborhoodCard[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((item) => (
        <li key={item.name} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
          <h3 className="flex items-center gap-2 text-xl font-semibold">
            <MapPin aria-hidden="true" className="size-5 text-oak" />
            {item.name}
          </h3>
          <p className="mt-3 flex-1 text-[0.95rem] text-ink-soft">{item.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {item.badges.map((badge) => (
              <li key={badge} className="rounded-full bg-sand px-3 py-1 text-xs font-semibold text-walnut">
                {badge}
              </li>
            ))}
          </ul>
          {item.link ? (
            <a href={item.link.href} className="mt-5 font-semibold text-ember underline-offset-4 hover:underline">
              {item.link.label}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
