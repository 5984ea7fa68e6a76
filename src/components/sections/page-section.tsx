import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SectionHeading } from './section-heading';

const grounds = {
  plain: '',
  sand: 'bg-sand',
  forest: 'bg-forest text-white',
} as const;

interface PageSectionProps {
  /** The section's anchor (#services, #contact), when links point at it. */
  id?: string;
  headingId: string;
  /** The eyebrow, heading and intro (a content object that has them, e.g. home.services). */
  text: { eyebrow?: string; heading: string; intro?: string };
  /** The section's ground: the page's linen, sand, or forest (white text). */
  ground?: keyof typeof grounds;
  /** Classes of the block under the heading (its top margin, a grid). */
  bodyClassName?: string;
  children: ReactNode;
}

/** A page section: the eyebrow, h2 and intro every section opens with, then its content. */
export function PageSection({ id, headingId, text, ground = 'plain', bodyClassName = 'mt-10', children }: PageSectionProps) {
  const { eyebrow, heading, intro } = text;
  const content = (
    <>
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} tone={ground === 'forest' ? 'dark' : 'light'} />
      <div className={bodyClassName}>{children}</div>
    </>
  );
  return ground === 'plain' ? (
    <section id={id} aria-labelledby={headingId} className="container-page py-20 sm:py-24">
      {content}
    </section>
  ) : (
    <section id={id} aria-labelledby={headingId} className={cn(grounds[ground], 'py-20 sm:py-24')}>
      <div className="container-page">{content}</div>
    </section>
  );
}
