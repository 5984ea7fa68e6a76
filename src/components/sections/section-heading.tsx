import { cn } from '../../lib/cn';

interface SectionHeadingProps {
  eyebrow?: string;
  heading: string;
  intro?: string;
  id?: string;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

/** The eyebrow, h2 and intro every section opens with. */
export function SectionHeading({ eyebrow, heading, intro, id, align = 'left', tone = 'light' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className={cn('eyebrow', tone === 'dark' && 'text-oak-light')}>{eyebrow}</p> : null}
      <h2 id={id} className={cn('mt-3 text-3xl font-semibold sm:text-4xl', tone === 'dark' && 'text-white')}>
        {heading}
      </h2>
      {intro ? <p className={cn('mt-4 text-lg', tone === 'dark' ? 'text-sand' : 'text-ink-soft')}>{intro}</p> : null}
    </div>
  );
}
