export interface RecentWorkItem {
  href: string;
  title: string;
  /** Town, service and budget band, as the card lists them. */
  details: readonly string[];
  /** A shipped sample story: the card says so, as a sample testimonial's does. */
  sample?: boolean;
}

interface RecentWorkProps {
  items: readonly RecentWorkItem[];
  sampleLabel: string;
}

/** Project stories as linked cards ("Recent work in Bethesda", /projects); the heading is the page's. */
export function RecentWork({ items, sampleLabel }: RecentWorkProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.href} className="rounded-card border border-line bg-white p-6 shadow-card">
          {item.sample ? <p className="mb-3 text-xs font-semibold text-ink-soft">{sampleLabel}</p> : null}
          <h3 className="font-sans text-lg font-semibold">
            <a href={item.href} className="hover:text-ember hover:underline">
              {item.title}
            </a>
          </h3>
          <p className="mt-2 text-sm text-ink-soft">{item.details.join(' · ')}</p>
        </li>
      ))}
    </ul>
  );
}
