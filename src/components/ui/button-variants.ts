import { cva } from 'class-variance-authority';

/**
 * Button looks, as classes. Kept apart from button.tsx so islands that every page loads (the
 * navigation) import only cva, never tailwind-merge (~8 KB gzip).
 */
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
