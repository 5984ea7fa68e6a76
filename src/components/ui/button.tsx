import type { VariantProps } from 'class-variance-authority';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from './button-variants';

export { buttonVariants };

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
