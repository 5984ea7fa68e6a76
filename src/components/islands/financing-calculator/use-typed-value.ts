import { useEffect, useState, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';

interface TypedValueOptions {
  value: number;
  /** Turns whatever is typed into the value the estimate uses. */
  clamp: (typed: string) => number;
  format: (value: number) => string;
  onValueChange: (value: number) => void;
  /** ArrowUp (1) or ArrowDown (-1): one step of the field, from the value the estimate uses. */
  onStep: (direction: 1 | -1) => void;
}

/**
 * A numeric text field's behaviour (`inputRef` is the field's ref). While it has focus it keeps
 * exactly what was typed; the estimate already uses the clamped value, and the field shows that
 * value on blur or Enter.
 */
export function useTypedValue(
  inputRef: RefObject<HTMLInputElement | null>,
  { value, clamp, format, onValueChange, onStep }: TypedValueOptions,
) {
  const [draft, setDraft] = useState<string | null>(null);

  // On a slow phone a visitor can type before the island hydrates: React keeps that text in the
  // field, so adopt it once, as if it had just been typed (every clamp rule applies).
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed === undefined || typed === format(value)) return;
    setDraft(typed);
    onValueChange(clamp(typed));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before hydration
  }, []);

  const commit = () => setDraft(null);

  return {
    value: draft ?? format(value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setDraft(event.target.value);
      onValueChange(clamp(event.target.value));
    },
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        commit();
      } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && !event.altKey && !event.metaKey && !event.ctrlKey) {
        // As a number input does: the arrows step the value (what was typed is committed first).
        event.preventDefault();
        commit();
        onStep(event.key === 'ArrowUp' ? 1 : -1);
      }
    },
  };
}
