import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/button-variants';

export interface CtaAction {
  label: string;
  href: string;
  /** A stable hook for tests that follow this link. */
  testId?: string;
}

interface CtaBandProps {
  /** The heading's id; the band is labelled by it. */
  headingId: string;
  eyebrow: string;
  heading: string;
  body: string;
  primary: CtaAction;
  secondary: CtaAction;
  /** Forest (guides) or walnut (local kitchen pages) ground. */
  tone?: 'forest' | 'walnut';
}

/** Labels that may run to two lines on a phone: the buttons grow instead of overflowing. */
export const wrappingButton = 'whitespace-normal text-center leading-snug py-2';

const tones = {
  forest: {
    band: 'bg-forest',
    glow: 'bg-[radial-gradient(ellipse_at_top_right,var(--color-walnut),transparent_60%)] opacity-70',
  },
  walnut: {
    band: 'bg-walnut',
    glow: 'bg-[radial-gradient(ellipse_at_bottom_left,var(--color-charcoal),transparent_65%)] opacity-80',
  },
} as const;

/** The closing call to action of a content page: a dark band with a heading and two buttons. */
export function CtaBand({ headingId, eyebrow, heading, body, primary, secondary, tone = 'forest' }: CtaBandProps) {
  return (
    <section aria-labelledby={headingId} className="container-page pb-20 sm:pb-24">
      <div
        className={cn(
          'relative isolate overflow-hidden rounded-[1.5rem] px-6 py-12 text-white shadow-lift sm:px-12 sm:py-16 lg:flex lg:items-center lg:justify-between lg:gap-12',
          tones[tone].band,
        )}
      >
        <div aria-hidden="true" className={cn('absolute inset-0 -z-10', tones[tone].glow)} />
        <div className="max-w-2xl">
          <p className="eyebrow text-oak-light">{eyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-semibold text-white sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-sand">{body}</p>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col lg:items-stretch">
          <a
            href={primary.href}
            className={cn(buttonVariants({ variant: 'light', size: 'lg' }), wrappingButton)}
            data-testid={primary.testId}
          >
            {primary.label}
          </a>
          <a
            href={secondary.href}
            className={cn(buttonVariants({ variant: 'ghostLight', size: 'lg' }), wrappingButton)}
            data-testid={secondary.testId}
          >
            {secondary.label}
          </a>
        </div>
      </div>
    </section>
  );
}
