import { Quote } from 'lucide-react';
import { fillTemplate } from '../../lib/format';

export interface Testimonial {
  quote: string;
  name: string;
  place: string;
  /** Placeholder text: the card says so (lib/build/testimonials.ts shows one only while there is no real one). */
  sample?: boolean;
  /** The published review the quote comes from. */
  reviewUrl?: string;
}

export interface TestimonialLabels {
  sampleLabel: string;
  reviewLinkLabel: string;
  /** After the link, for screen readers: "by {name}". */
  reviewLinkContext: string;
}

export function Testimonials({ items, labels }: { items: readonly Testimonial[]; labels: TestimonialLabels }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={`${item.name} ${item.place}`} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
          {item.sample ? (
            <p className="mb-4 self-start rounded-full bg-sand px-3 py-1 text-xs font-semibold text-ink" data-sample-testimonial="">
              {labels.sampleLabel}
            </p>
          ) : null}
          <Quote aria-hidden="true" className="size-7 text-oak" />
          <blockquote className="mt-3 flex-1 text-ink">
            <p>{item.quote}</p>
          </blockquote>
          <p className="mt-4 text-sm font-semibold text-ink-soft">
            {item.name}, {item.place}
          </p>
          {item.reviewUrl ? (
            <a href={item.reviewUrl} className="mt-2 text-sm font-semibold text-walnut underline underline-offset-4" rel="noopener noreferrer">
              {labels.reviewLinkLabel}
              <span className="sr-only"> {fillTemplate(labels.reviewLinkContext, { name: item.name })}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
