import { Clock, Mail, MessageSquareReply, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PolicySection, WarrantySection } from '../../content/types';
import { claimAnchor } from '../../content/warranty-claims';
import { EmailAddress, emailWrap } from '../ui/email-address';
import { ProcessLink } from './process-link';
import { cn } from '../../lib/cn';

/** The sections of a policy page: each a heading, its paragraphs and, where it has them, its points. */
export function PolicySections({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 border-t border-line pt-10" data-testid="policy-section">
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold sm:text-3xl">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
              {paragraph}
            </p>
          ))}
          {section.points ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-relaxed text-ink-soft marker:text-walnut">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}

type WarrantyPartLabels = Record<'covered' | 'duration' | 'remedy' | 'exclusions' | 'howToClaim', string>;

/**
 * One section per warranty (and the fixed-price guarantee), each naming the claim it backs on
 * `data-claim`, and stating the same five parts in the same order.
 */
export function WarrantySections({ items, labels }: { items: readonly WarrantySection[]; labels: WarrantyPartLabels }) {
  return (
    <>
      {items.map((item) => {
        const anchor = claimAnchor(item.claim);
        return (
          <section
            key={item.claim}
            id={anchor}
            aria-labelledby={`${anchor}-heading`}
            data-claim={item.claim}
            data-testid="warranty-section"
            className="scroll-mt-24 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
          >
            <h3 id={`${anchor}-heading`} className="text-2xl font-semibold">
              {item.heading}
            </h3>
            <p className="mt-3 text-lg text-ink-soft">{item.summary}</p>
            <dl className="mt-6 grid gap-x-8 gap-y-5 border-t border-line pt-6 md:grid-cols-[12rem_minmax(0,1fr)]">
              <Part label={labels.covered} part="covered">
                {item.covered}
              </Part>
              <Part label={labels.duration} part="duration">
                {item.duration}
              </Part>
              <Part label={labels.remedy} part="remedy">
                {item.remedy}
              </Part>
              <Part label={labels.exclusions} part="exclusions">
                <ul className="list-disc space-y-1.5 pl-5 marker:text-ember">
                  {item.exclusions.map((exclusion) => (
                    <li key={exclusion}>{exclusion}</li>
                  ))}
                </ul>
              </Part>
              <Part label={labels.howToClaim} part="how-to-claim">
                {item.howToClaim}
              </Part>
            </dl>
          </section>
        );
      })}
    </>
  );
}

function Part({ label, part, children }: { label: string; part: string; children: ReactNode }) {
  return (
    <div className="contents" data-part={part}>
      <dt className="font-sans text-sm font-semibold tracking-[0.08em] text-forest uppercase md:pt-1">{label}</dt>
      <dd className="text-ink-soft">{children}</dd>
    </div>
  );
}

export interface PolicyContactProps {
  headingId: string;
  text: { heading: string; intro: string };
  labels: { phone: string; email: string; hours: string; response: string };
  phone: { display: string; href: string };
  email: { display: string; href: string };
  hours: string;
  responseTime: string;
}

/** The closing block of a policy page: how to reach us, with the phone, e-mail, hours and response time of the business settings. */
export function PolicyContact({ headingId, text, labels, phone, email, hours, responseTime }: PolicyContactProps) {
  const rows = [
    { icon: Phone, label: labels.phone, value: <a href={phone.href} className="font-semibold text-white underline-offset-4 hover:underline">{phone.display}</a> },
    {
      icon: Mail,
      label: labels.email,
      value: (
        <a href={email.href} className={cn('font-semibold text-white underline-offset-4 hover:underline', emailWrap)}>
          <EmailAddress address={email.display} />
        </a>
      ),
    },
    { icon: Clock, label: labels.hours, value: <span className="font-semibold text-white">{hours}</span> },
    { icon: MessageSquareReply, label: labels.response, value: <span className="font-semibold text-white">{responseTime}</span> },
  ];
  return (
    <section aria-labelledby={headingId} id="contact" className="scroll-mt-24 rounded-card bg-walnut p-8 text-white shadow-lift sm:p-10" data-testid="policy-contact">
      <h2 id={headingId} className="text-2xl font-semibold text-white sm:text-3xl">
        {text.heading}
      </h2>
      <p className="mt-3 text-lg text-sand">{text.intro}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {rows.map(({ icon: IconComponent, label, value }) => (
          <li key={label} className="flex min-w-0 gap-3">
            <IconComponent aria-hidden="true" className="mt-1 size-5 shrink-0 text-oak-light" />
            <div className="min-w-0">
              <p className="text-sm text-sand">{label}</p>
              <p>{value}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <ProcessLink />
      </p>
    </section>
  );
}
