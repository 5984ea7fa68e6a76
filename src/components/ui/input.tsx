import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A text field in the site's style: 16px+ text (no zoom on iOS), a clear border and focus ring. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block min-h-12 w-full min-w-0 rounded-xl border-2 border-oak/70 bg-white px-4 text-lg text-ink tabular-nums transition-colors placeholder:text-ink-soft hover:border-walnut focus-visible:border-walnut focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
