import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A multi-line text field in the style of Input: 16px+ text, a clear border and focus ring. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block w-full min-w-0 rounded-xl border-2 border-oak/70 bg-white px-4 py-3 text-lg text-ink transition-colors placeholder:text-ink-soft hover:border-walnut focus-visible:border-walnut focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember',
        'min-h-28 leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
