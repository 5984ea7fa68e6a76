/**
 * The words that must accompany the calculator's estimate wherever it shows a payment, a number of
 * payments or a rate (Regulation Z, 12 CFR 1026.24(c) and (d); docs/content.md, "Financing and
 * credit terms"), filled with the very figures lib/finance.ts computes, never retyped. Pure, so the
 * prerendered HTML, the island and the tests build the same sentences.
 */
import { computePayment, formatApr, formatMoney, loanTerms, type LoanInputs } from './finance';
import { fillTemplate } from './format';

/** The templates, from src/content/financing.ts (`results.summary` and `credit`). */
export interface CreditDisclosureCopy {
  /** Under the payment: {months}, {amount} (financed), {apr}. */
  summary: string;
  /** The representative example: {cost} {deposit} {principal} {apr} {months} {payment} {total} {interest}. */
  example: string;
  /** The example when the deposit covers the cost: {deposit} {cost}. */
  nothingFinanced: string;
}

export interface CreditDisclosure {
  /** Whether any amount is financed (the deposit may cover the whole cost). */
  financed: boolean;
  /** "for 24 months on $23,000.00 financed at an annual percentage rate (APR) of 15.00%"; empty when nothing is financed. */
  summary: string;
  /** The example with the down payment, the terms of repayment and the APR. */
  example: string;
}

/**
 * The estimate's disclosure for any input: every value is first read as computePayment reads it
 * (lib/finance.ts, `loanTerms`), so the sentences quote exactly the figures on the page, and bad
 * input gives the same calm figures the calculator shows, never NaN.
 */
export function creditDisclosure(
  inputs: Partial<Record<keyof LoanInputs, unknown>>,
  copy: CreditDisclosureCopy,
): CreditDisclosure {
  const terms = loanTerms(inputs);
  const result = computePayment(terms);
  const values = {
    cost: formatMoney(terms.cost),
    // A deposit read as infinite (an absurd input) states the cost it covers rather than $0.00.
    deposit: formatMoney(Number.isFinite(terms.deposit) ? terms.deposit : terms.cost),
    principal: formatMoney(result.principal),
    amount: formatMoney(result.principal),
    apr: formatApr(terms.rate),
    months: terms.months,
    payment: formatMoney(result.monthlyPayment),
    total: formatMoney(result.totalAmount),
    interest: formatMoney(result.totalInterest),
  };
  if (result.principal <= 0) {
    return { financed: false, summary: '', example: fillTemplate(copy.nothingFinanced, values) };
  }
  return {
    financed: true,
    summary: fillTemplate(copy.summary, values),
    example: fillTemplate(copy.example, values),
  };
}
