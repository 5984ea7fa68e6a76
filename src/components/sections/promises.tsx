import type { IconName } from '../../content/types';
import { Icon } from '../ui/icon';

export interface PromiseItem {
  title: string;
  description: string;
  icon: IconName;
  /** Where the promise's terms are (a warranty's or the guarantee's, /warranty#…): its title links there. */
  termsHref?: string | undefined;
}

/** A grid of short promises or trust points, each with an icon. */
export function PromiseGrid({ items, columns = 3 }: { items: readonly PromiseItem[]; columns?: 2 | 3 }) {
  return (
    <ul className={columns === 3 ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-5 sm:grid-cols-2'}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-walnut">
            <Icon name={item.icon} className="size-5" />
          </span>
          <div>
            <h3 className="font-sans text-lg font-semibold">
              {item.termsHref ? (
                <a href={item.termsHref} className="underline decoration-oak/50 underline-offset-4 hover:decoration-walnut">
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </h3>
            <p className="mt-1 text-[0.95rem] text-ink-soft">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
