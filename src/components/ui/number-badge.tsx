import { cn } from '../../lib/cn';

const tones = {
  walnut: 'bg-walnut text-linen',
  sand: 'bg-sand text-walnut',
} as const;

/**
 * The round step number beside a step or a numbered card. Decorative by default: the list it
 * sits in already numbers its items for screen readers.
 */
export function NumberBadge({
  n,
  tone = 'walnut',
  size = 'md',
  decorative = true,
}: {
  n: number;
  tone?: keyof typeof tones;
  size?: 'sm' | 'md';
  decorative?: boolean;
}) {
  return (
    <span
      aria-hidden={decorative ? 'true' : undefined}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold',
        size === 'md' ? 'size-10 font-serif text-lg' : 'size-7 text-sm',
        tones[tone],
      )}
    >
      {n}
    </span>
  );
}
