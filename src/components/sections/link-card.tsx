import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

interface LinkCardProps {
  /**
   * What sits above the title: an icon or an icon in a badge. From a template it is the element
   * marked slot="leading" (Astro passes a named slot to a React component as this prop).
   */
  leading?: ReactNode;
  title: string;
  description: string;
  link: {
    href: string;
    label: string;
    /** Hidden words that make the link's name unique for screen readers, e.g. ": {title}". */
    context?: string;
  };
}

/** A card in a grid of related pages (a town's featured services, a service's guides). */
export function LinkCard({ leading, title, description, link }: LinkCardProps) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
      {leading}
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <p className="mt-2 flex-1 text-[0.95rem] text-ink-soft">{description}</p>
      <a href={link.href} className="mt-5 inline-flex items-center gap-2 font-semibold text-ember underline-offset-4 hover:underline">
        {link.label}
        {link.context ? <span className="sr-only">{link.context}</span> : null}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </li>
  );
}
