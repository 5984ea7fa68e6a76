import { useEffect, useRef, useState } from 'react';
import {
  clampCost,
  clampDeposit,
  clampRate,
  computePayment,
  costFromQuery,
  financeDefaults,
  financeLimits,
  stepCost,
  stepDeposit,
  stepRate,
  type LoanResult,
} from '../../../lib/finance';

/** One value with a typed field and − / + buttons; every rule comes from lib/finance. */
export interface SteppedValue {
  value: number;
  /** Turns whatever is typed into the value the estimate uses. */
  clamp: (typed: string) => number;
  set: (value: number) => void;
  /** One − (-1) or + (1) press. */
  step: (direction: 1 | -1) => void;
  /** ArrowDown (-1) or ArrowUp (1) in the field: the field's own step, as in a number input. */
  stepField: (direction: 1 | -1) => void;
  /** At a limit the button in that direction does nothing. */
  atMin: boolean;
  atMax: boolean;
}

export interface FinancingForm {
  cost: SteppedValue;
  deposit: SteppedValue;
  rate: SteppedValue & { /** A slider move (clamped like a typed rate). */ slide: (next: number | undefined) => void };
  months: { value: number; slide: (next: number | undefined) => void };
  result: LoanResult;
}

/** A value with its setter, clamp, one-press step and limits, as a SteppedValue. */
function stepped(
  value: number,
  set: (update: number | ((previous: number) => number)) => void,
  clamp: (typed: string) => number,
  next: (value: number, direction: 1 | -1) => number,
  limits: { min: number; max: number },
  nextInField: (value: number, direction: 1 | -1) => number = next,
): SteppedValue {
  return {
    value,
    clamp,
    set,
    step: (direction) => set((previous) => next(previous, direction)),
    stepField: (direction) => set((previous) => nextInField(previous, direction)),
    atMin: value <= limits.min,
    atMax: value >= limits.max,
  };
}

/** The calculator's four inputs, their clamps and steps, and the estimate they give. */
export function useFinancingForm(): FinancingForm {
  const used = useFirstUse(() => window.hearthwoodLead?.('calculatorUsed'));
  const [cost, setCostQuietly] = useState(financeDefaults.cost);
  const [, setCost] = used([cost, setCostQuietly]);
  // Spec 4: changing the cost never rewrites this; only the deposit's own clamp caps it.
  const [deposit, setDeposit] = used(useState(financeDefaults.deposit));
  const [rate, setRate] = used(useState(financeDefaults.rate));
  const [months, setMonths] = used(useState(financeDefaults.months));

  // A link from a service's cost range names a cost (?cost=37500): start there. The page is static,
  // so this waits for hydration; a cost typed before then is newer and wins. Not a visitor's use of
  // the calculator, so it goes past `used`.
  useEffect(() => {
    const linked = costFromQuery(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address exists only in the browser: read in render, it would mismatch the server's HTML
    if (linked !== undefined) setCostQuietly((current) => (current === financeDefaults.cost ? linked : current));
  }, []);

  return {
    cost: stepped(cost, setCost, clampCost, stepCost, financeLimits.cost),
    deposit: stepped(
      deposit,
      setDeposit,
      (typed) => clampDeposit(typed, cost),
      (value, direction) => stepDeposit(value, cost, direction),
      { min: financeLimits.deposit.min, max: cost },
    ),
    rate: {
      ...stepped(rate, setRate, clampRate, stepRate, financeLimits.rate, (value, direction) =>
        stepRate(value, direction, financeLimits.rate.inputStep),
      ),
      slide: (next) => setRate(clampRate(next)),
    },
    months: { value: months, slide: (next) => setMonths(next ?? financeDefaults.months) },
    result: computePayment({ cost, deposit, rate, months }),
  };
}

type State<T> = [T, (update: T | ((previous: T) => T)) => void];

/**
 * Wraps each value's setter so the first change of any of them (typed, stepped or slid, including
 * text typed before hydration) calls `onFirstUse`, once: the analytics' "Calculator Used".
 */
function useFirstUse(onFirstUse: () => void): <T>(state: State<T>) => State<T> {
  const done = useRef(false);
  return ([value, set]) => [
    value,
    (update) => {
      if (!done.current) {
        done.current = true;
        onFirstUse();
      }
      set(update);
    },
  ];
}
