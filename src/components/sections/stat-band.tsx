/** Big figures with labels, e.g. 250+ Projects Annually. */
export function StatBand({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-6 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse">
          <dt className="mt-1 text-sm font-medium text-ink-soft">{stat.label}</dt>
          <dd className="font-serif text-4xl font-semibold text-walnut">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
