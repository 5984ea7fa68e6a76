/** The calculator's copy, as financing.astro passes it from src/content/financing.ts. */

export interface StepperCopy {
  label: string;
  hint: string;
  decrease: string;
  increase: string;
  /** The unit shown inside the field, before ("$") or after ("%") the number. */
  prefix?: string;
  suffix?: string;
}

export interface ResultsCopy {
  heading: string;
  monthlyPayment: string;
  perMonth: string;
  summary: string;
  totalAmount: string;
  totalInterest: string;
  depositCoversCost: string;
}

/** What Regulation Z asks beside the estimate (src/content/financing.ts, `credit`). */
export interface CreditCopy {
  heading: string;
  example: string;
  nothingFinanced: string;
  assumptions: string;
  lender: string;
}

export interface ActionsCopy {
  getStarted: { label: string; href: string };
  apply: { label: string; href: string };
  newTabHint: string;
}

export interface FinancingCalculatorCopy {
  heading: string;
  intro: string;
  cost: StepperCopy;
  /** hint contains "{amount}", the current project cost. */
  deposit: StepperCopy;
  /** valueText reads the slider's value out, e.g. "{rate}%". */
  rate: StepperCopy & { valueText: string };
  months: { label: string; valueText: string; minLabel: string; maxLabel: string };
  results: ResultsCopy;
  actions: ActionsCopy;
  disclaimer: string;
  credit: CreditCopy;
}
