import { Minus, Plus } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import type { StepperCopy } from './copy';
import type { SteppedValue } from './use-financing-form';
import { useTypedValue } from './use-typed-value';

interface NumberFieldProps {
  /** Label, hint, button names and unit, from src/content/financing.ts. */
  copy: StepperCopy;
  /** The hint when it depends on other values (the deposit's maximum); else copy.hint. */
  hint?: string;
  /** The value, its clamp, its steps and its limits (see useFinancingForm). */
  field: SteppedValue;
  format: (value: number) => string;
  children?: (ids: { label: string; hint: string }) => ReactNode;
}

/**
 * A numeric field with − and + buttons. While it has focus it keeps exactly what was typed; the
 * estimate already uses the clamped value, and the field shows that value on blur or Enter. The
 * up and down arrow keys step it, as in a number input (the rate by 0.1, the amounts as their
 * buttons do).
 */
export function NumberField({ copy, hint = copy.hint, field, format, children }: NumberFieldProps) {
  const { label, decrease: decreaseLabel, increase: increaseLabel, prefix, suffix } = copy;
  const id = useId();
  const ids = { input: `${id}-input`, label: `${id}-label`, hint: `${id}-hint` };
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = useTypedValue(inputRef, {
    value: field.value,
    clamp: field.clamp,
    format,
    onValueChange: field.set,
    onStep: field.stepField,
  });

  return (
    <div>
      <label id={ids.label} htmlFor={ids.input} className="block font-semibold text-ink">
        {label}
      </label>
      <div className="mt-2 flex items-center gap-2 sm:gap-3">
        <StepButton label={decreaseLabel} onPress={() => field.step(-1)} atLimit={field.atMin} icon={<Minus />} />
        <div className="relative min-w-0 flex-1">
          {prefix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-lg text-ink-soft"
            >
              {prefix}
            </span>
          ) : null}
          <Input
            ref={inputRef}
            id={ids.input}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            spellCheck={false}
            aria-describedby={ids.hint}
            value={typed.value}
            onChange={typed.onChange}
            onBlur={typed.onBlur}
            onKeyDown={typed.onKeyDown}
            className={cn('text-center font-semibold', prefix && 'pl-8', suffix && 'pr-9')}
          />
          {suffix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-lg text-ink-soft"
            >
              {suffix}
            </span>
          ) : null}
        </div>
        <StepButton label={increaseLabel} onPress={() => field.step(1)} atLimit={field.atMax} icon={<Plus />} />
      </div>
      <p id={ids.hint} className="mt-2 text-sm text-ink-soft">
        {hint}
      </p>
      {children?.({ label: ids.label, hint: ids.hint })}
    </div>
  );
}

/** At a limit the button stays focusable (aria-disabled) so keyboard focus is never dropped. */
function StepButton({ label, onPress, atLimit, icon }: { label: string; onPress: () => void; atLimit: boolean; icon: ReactNode }) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      aria-disabled={atLimit || undefined}
      onClick={() => {
        if (!atLimit) onPress();
      }}
      className={cn('shrink-0', atLimit && 'cursor-not-allowed opacity-45 hover:bg-transparent hover:text-walnut')}
    >
      {icon}
    </Button>
  );
}
