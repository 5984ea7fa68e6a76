import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../../content/types';
import { autoLink, type LinkTarget } from '../../lib/build/autolink';
import { warrantyLinkTargets } from '../../lib/build/warranty-links';
import { LinkedText } from '../ui/linked-text';

interface FaqListProps {
  items: readonly FaqItem[];
  /** Group name: opening one item closes the others with the same name. */
  name: string;
  /** Phrases to link inside the answers (e.g. service names to their pages); a warranty or the guarantee always links to its terms. */
  linkTargets?: readonly LinkTarget[];
}

/**
 * The FAQ accordion with no JavaScript: exclusive <details> elements (one open at a time,
 * any can be closed again). Every answer is in the HTML for readers and search engines.
 */
export function FaqList({ items, name, linkTargets = [] }: FaqListProps) {
  const targets = [...linkTargets, ...warrantyLinkTargets];
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {items.map((item) => (
        <details key={item.question} name={name} className="group" data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-ink hover:bg-sand/60 [&::-webkit-details-marker]:hidden">
            <span className="text-lg">{item.question}</span>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-oak transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-6 pb-6 text-ink-soft">
            <p>
              <LinkedText segments={autoLink(item.answer, targets)} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
