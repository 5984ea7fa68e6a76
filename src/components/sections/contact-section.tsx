import type { ReactNode } from 'react';
import { ProcessLink } from './process-link';
import { SectionHeading } from './section-heading';

interface ContactSectionProps {
  eyebrow?: string;
  heading: string;
  intro: string;
  /** Phone, e-mail, hours (often an island that follows ?location=). */
  details?: ReactNode;
  /** Buttons under the details. */
  actions?: ReactNode;
  /** The right-hand column, e.g. an embedded request form. */
  children?: ReactNode;
}

/** The section every page's "Contact" link lands on (id="contact"), with the link to /process. */
export function ContactSection({ eyebrow, heading, intro, details, actions, children }: ContactSectionProps) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-forest py-20 text-white sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="contact-heading" eyebrow={eyebrow} heading={heading} intro={intro} tone="dark" />
          <div className="mt-8">{details}</div>
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          <p className="mt-8">
            <ProcessLink />
          </p>
        </div>
        {children ? <div>{children}</div> : null}
      </div>
    </section>
  );
}
