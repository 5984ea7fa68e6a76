import { cva, type VariantProps } from 'class-variance-authority';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors sm:whitespace-nowrap duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-ember text-white shadow-sm hover:bg-ember-dark',
        secondary: 'bg-forest text-white hover:bg-forest-dark',
        outline: 'border-2 border-walnut bg-transparent text-walnut hover:bg-walnut hover:text-linen',
        light: 'bg-linen text-ink hover:bg-white',
        ghostLight: 'border-2 border-white/80 bg-transparent text-white hover:bg-white hover:text-ink',
        ghost: 'bg-transparent text-ink hover:bg-sand',
      },
      size: {
        sm: 'min-h-10 px-4 text-sm',
        md: 'min-h-12 px-6 text-base',
        lg: 'min-h-14 px-8 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link that looks like a button; external links open in a new tab safely. */
export function ButtonLink({
  className,
  variant,
  size,
  external,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariantProps & { external?: boolean }) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...externalProps} {...props}>
      {children}
    </a>
  );
}
