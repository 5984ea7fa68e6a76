import { ChevronRight } from 'lucide-react';
import { navigation } from '../../content/navigation';

export interface BreadcrumbLink {
  name: string;
  /** Site-relative address; the last item (the current page) has none. */
  href?: string;
}

/** Visible breadcrumb trail; its JSON-LD twin comes from lib/build/seo's breadcrumbJsonLd. */
export function Breadcrumb({ items, tone = 'light' }: { items: readonly BreadcrumbLink[]; tone?: 'light' | 'dark' }) {
  const linkClass = tone === 'dark' ? 'text-sand hover:text-white' : 'text-ink-soft hover:text-ink';
  return (
    <nav aria-label={navigation.breadcrumbLabel}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {items.map((item, i) => (
          <li key={item.name} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden="true" className={tone === 'dark' ? 'size-4 text-sand' : 'size-4 text-ink-soft'} /> : null}
            {item.href ? (
              <a href={item.href} className={`${linkClass} underline-offset-4 hover:underline`}>
                {item.name}
              </a>
            ) : (
              <span aria-current="page" className={tone === 'dark' ? 'font-semibold text-white' : 'font-semibold text-ink'}>
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
