import { Quote } from 'lucide-react';

export interface Testimonial {
  quote: string;
  name: string;
  place: string;
}

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
          <Quote aria-hidden="true" className="size-7 text-oak" />
          <blockquote className="mt-3 flex-1 text-ink">
            <p>{item.quote}</p>
          </blockquote>
          <p className="mt-4 text-sm font-semibold text-ink-soft">
            {item.name}, {item.place}
          </p>
        </li>
      ))}
    </ul>
  );
}
