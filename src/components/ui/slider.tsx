import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '../../lib/cn';

interface SliderProps extends ComponentPropsWithoutRef<typeof SliderPrimitive.Root> {
  /** Id of the visible text that names the slider (the thumb is the focusable control). */
  thumbLabelledBy?: string;
  /** Id of a hint read after the name. */
  thumbDescribedBy?: string;
  /** What a screen reader says for the value, e.g. "24 months" instead of "24". */
  thumbValueText?: string;
}

/**
 * A single-thumb slider (Radix): arrows move one step, PageUp/PageDown and Shift+arrow ten steps,
 * Home/End jump to the ends, and the thumb carries role="slider" with its value.
 */
export function Slider({ className, thumbLabelledBy, thumbDescribedBy, thumbValueText, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex h-8 w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-sand-deep">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-oak" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-labelledby={thumbLabelledBy}
        aria-describedby={thumbDescribedBy}
        aria-valuetext={thumbValueText}
        className="block size-7 cursor-grab rounded-full border-[3px] border-walnut bg-white shadow-card transition-[box-shadow] hover:shadow-lift focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember active:cursor-grabbing"
      />
    </SliderPrimitive.Root>
  );
}
