import { ArrowRight } from 'lucide-react';
import type { ProcessPhase, ProcessPhaseId } from '../../content/process';
import { Icon } from '../ui/icon';
import { NumberBadge } from '../ui/number-badge';

/** A list a template hangs under one phase: the time on site of each service, the warranty terms. */
export interface PhaseDetail {
  heading?: string;
  items: readonly { label: string; text: string; href?: string }[];
  link?: { label: string; href: string };
}

interface ProcessPhasesProps {
  phases: readonly ProcessPhase[];
  labels: Record<'gets' | 'who' | 'duration' | 'cost', string>;
  details?: Partial<Record<ProcessPhaseId, PhaseDetail>>;
}

const termClass = 'font-sans text-sm font-semibold tracking-[0.08em] text-forest uppercase';

/**
 * The phases of a project, in order: each with what the homeowner gets, who they deal with, how
 * long it takes (data-testid="phase-duration") and, where the copy says, what it costs.
 */
export function ProcessPhases({ phases, labels, details = {} }: ProcessPhasesProps) {
  return (
    <ol className="space-y-6">
      {phases.map((phase, index) => {
        const detail = details[phase.id];
        return (
          <li key={phase.id} id={phase.id} className="scroll-mt-24 rounded-card border border-line bg-white p-6 shadow-card sm:p-8" data-testid="process-phase">
            <div className="flex items-center gap-3">
              <NumberBadge n={index + 1} />
              <Icon name={phase.icon} className="size-5 text-oak" />
              <h3 id={`${phase.id}-heading`} className="font-sans text-xl font-semibold sm:text-2xl">
                {phase.title}
              </h3>
            </div>
            <p className="mt-4 text-lg text-ink-soft">{phase.summary}</p>
            <dl className="mt-6 grid gap-6 md:grid-cols-[1.4fr_1fr]">
              <div className="md:row-span-3">
                <dt className={termClass}>{labels.gets}</dt>
                <dd className="mt-2">
                  <ul className="list-disc space-y-1.5 pl-5 text-ink-soft marker:text-walnut">
                    {phase.gets.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className={termClass}>{labels.who}</dt>
                <dd className="mt-2 text-ink-soft">{phase.who}</dd>
              </div>
              <div>
                <dt className={termClass}>{labels.duration}</dt>
                <dd className="mt-2 font-semibold text-ink" data-testid="phase-duration">
                  {phase.duration}
                </dd>
              </div>
              {phase.cost ? (
                <div>
                  <dt className={termClass}>{labels.cost}</dt>
                  <dd className="mt-2 font-semibold text-ink" data-testid="phase-cost">
                    {phase.cost}
                  </dd>
                </div>
              ) : null}
            </dl>
            {detail ? <Detail detail={detail} id={phase.id} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

function Detail({ detail, id }: { detail: PhaseDetail; id: string }) {
  return (
    <div className="mt-6 rounded-card bg-sand p-5 sm:p-6">
      {detail.heading ? (
        <h4 id={`${id}-detail-heading`} className="font-sans text-base font-semibold">
          {detail.heading}
        </h4>
      ) : null}
      {detail.items.length > 0 ? (
        <ul aria-labelledby={detail.heading ? `${id}-detail-heading` : undefined} className="mt-3 grid gap-x-8 gap-y-2 text-ink-soft sm:grid-cols-2">
          {detail.items.map((item) => (
            <li key={item.label}>
              {item.href ? (
                <a href={item.href} className="font-semibold text-walnut underline underline-offset-4 hover:text-ink">
                  {item.label}
                </a>
              ) : (
                <span className="font-semibold text-ink">{item.label}</span>
              )}
              : {item.text}
            </li>
          ))}
        </ul>
      ) : null}
      {detail.link ? (
        <a href={detail.link.href} className="mt-4 inline-flex items-center gap-2 font-semibold text-walnut underline-offset-4 hover:underline">
          {detail.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </div>
  );
}
