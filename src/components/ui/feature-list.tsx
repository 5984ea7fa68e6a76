import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A short list of a card's features, each behind a check mark or a small dot. */
export function FeatureList({ items, marker, className }: { items: readonly string[]; marker: 'check' | 'dot'; className?: string }) {
  return (
    <ul className={cn('flex-1', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          {marker === 'check' ? (
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-forest" />
          ) : (
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-oak" />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
