import { cn } from '../../lib/cn';

interface StatBandProps {
  stats: readonly { value: string; label: string }[];
  /** Plain figures on the section's ground (home, location), or white cards (city+service pages). */
  variant?: 'plain' | 'cards';
}

/** Big figures with labels, e.g. 250+ Projects Annually. */
export function StatBand({ stats, variant = 'plain' }: StatBandProps) {
  const cards = variant === 'cards';
  return (
    <dl className={cn('grid grid-cols-2', cards ? 'gap-5 lg:grid-cols-4' : 'gap-6 sm:grid-cols-3')}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn('flex flex-col-reverse', cards && 'rounded-card border border-line bg-white p-6 text-center shadow-card')}
        >
          <dt className="mt-1 text-sm font-medium text-ink-soft">{stat.label}</dt>
          <dd className="font-serif text-4xl font-semibold text-walnut">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
