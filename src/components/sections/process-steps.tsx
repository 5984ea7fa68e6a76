import { NumberBadge } from '../ui/number-badge';
import type { ProcessStep } from '../../content/types';
import { Icon } from '../ui/icon';

/** Numbered steps of how a project runs. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const columns =
    steps.length >= 5 ? 'lg:grid-cols-5' : steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ol className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
      {steps.map((step) => (
        <li key={step.step} className="relative rounded-card border border-line bg-white p-6 shadow-card">
          <div className="flex items-center gap-3">
            <NumberBadge n={step.step} decorative={false} />
            {step.icon ? <Icon name={step.icon} className="size-5 text-oak" /> : null}
          </div>
          <h3 className="mt-4 font-sans text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-[0.95rem] text-ink-soft">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
