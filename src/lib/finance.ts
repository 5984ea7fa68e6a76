/**
 * The financing calculator's arithmetic and every input rule (spec sections 4, 5 and 9), pure and
 * framework-free so the island, the tests and any future page share one definition.
 */

export interface LoanInputs {
  /** Estimated project cost in dollars. */
  cost: number;
  /** Deposit paid up front, in dollars. */
  deposit: number;
  /** Annual interest rate in percent (15 means 15%). */
  rate: number;
  /** Loan period in months. */
  months: number;
}

export interface LoanResult {
  /** Amount financed: cost minus deposit, never below zero. */
  principal: number;
  /** Fixed monthly payment, rounded to the cent. */
  monthlyPayment: number;
  /** Monthly payment times the number of months. */
  totalAmount: number;
  /** Total amount minus principal (the deposit is not part of it). */
  totalInterest: number;
}

export const financeDefaults: Readonly<LoanInputs> = { cost: 25000, deposit: 2000, rate: 15, months: 24 };

export const financeLimits = {
  cost: { min: 1000, max: 200000, step: 1000 },
  /** The deposit's maximum is the current project cost. */
  deposit: { min: 0, step: 500 },
  rate: { min: 1, max: 20, buttonStep: 0.5, inputStep: 0.1 },
  months: { min: 6, max: 120, step: 6 },
} as const;

const roundTo = (value: number, places: number): number => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

const toCents = (value: number): number => roundTo(value, 2);

const clampBetween = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/**
 * Reads what a visitor typed (or any value at all) as a number. Thousands separators, a leading
 * dollar sign and a trailing percent sign are tolerated; anything else non-numeric, and an empty
 * field, reads as 0 (spec 5). Infinities are kept so that clamping sends them to a bound.
 */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isNaN(value) ? 0 : value;
  if (typeof value !== 'string') return 0;
  const cleaned = value.replace(/[\s,$%]/g, '');
  if (cleaned === '') return 0;
  const parsed = Number(cleaned);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** Project cost: 1,000..200,000; non-numeric or empty reads as 0 and so clamps up to 1,000. */
export function clampCost(value: unknown): number {
  const { min, max } = financeLimits.cost;
  return toCents(clampBetween(parseAmount(value), min, max));
}

/** Deposit: 0..the current (clamped) project cost. */
export function clampDeposit(value: unknown, cost: unknown): number {
  return toCents(clampBetween(parseAmount(value), financeLimits.deposit.min, clampCost(cost)));
}

/** Annual rate in percent: 1..20 (kept to two decimals so 0.1 steps never drift). */
export function clampRate(value: unknown): number {
  const { min, max } = financeLimits.rate;
  return roundTo(clampBetween(parseAmount(value), min, max), 2);
}

/** Loan period: 6..120 months, on the 6-month grid the slider uses. */
export function clampMonths(value: unknown): number {
  const { min, max, step } = financeLimits.months;
  const clamped = clampBetween(parseAmount(value), min, max);
  return clampBetween(Math.round(clamped / step) * step, min, max);
}

/** The query parameter a link names a project cost in (/financing?cost=37500), read by the calculator on load. */
export const COST_QUERY_PARAM = 'cost';

/**
 * The project cost a link to the calculator names (`?cost=37500`), clamped as a typed cost is, or
 * undefined when there is none or it is not a plain amount: the calculator then keeps its default.
 * Only digits (with one decimal point) count, so "abc", "-5", "1e9" or "Infinity" are ignored.
 */
export function costFromQuery(search: string): number | undefined {
  const value = new URLSearchParams(search).get(COST_QUERY_PARAM)?.trim();
  if (!value || !/^\d+(?:\.\d+)?$/.test(value)) return undefined;
  return clampCost(value);
}

/**
 * The cost a link from a cost range starts the calculator at: the range's midpoint in whole dollars,
 * or undefined when it lies outside the calculator's range (the calculator would change it).
 */
export function financingCostOf(range: { low: number; high: number }): number | undefined {
  const midpoint = Math.round((range.low + range.high) / 2);
  const { min, max } = financeLimits.cost;
  return midpoint >= min && midpoint <= max ? midpoint : undefined;
}

/** One ± button press on the cost: a 1,000 step, then the cost's clamp. */
export function stepCost(cost: number, direction: 1 | -1): number {
  return clampCost(clampCost(cost) + direction * financeLimits.cost.step);
}

/**
 * One ± button press on the deposit: a 500 step, then the deposit's own clamp against the current
 * cost (this is the only moment a stored deposit above the cost is brought down, spec 4).
 */
export function stepDeposit(deposit: number, cost: number, direction: 1 | -1): number {
  return clampDeposit(parseAmount(deposit) + direction * financeLimits.deposit.step, cost);
}

/**
 * One step of the rate, then the rate's clamp: a ± button press moves it 0.5 point, an arrow key in
 * its field 0.1 (spec 5: "buttons step 0.5; input and slider step 0.1").
 */
export function stepRate(rate: number, direction: 1 | -1, size: number = financeLimits.rate.buttonStep): number {
  return clampRate(clampRate(rate) + direction * size);
}

/**
 * The inputs as computePayment uses them (the rules listed below), so that anything quoting the
 * estimate (the credit disclosure, lib/credit-disclosure.ts) states the very figures it was
 * computed from.
 */
export function loanTerms(inputs: Partial<Record<keyof LoanInputs, unknown>>): LoanInputs {
  return {
    cost: clampCost(inputs.cost),
    deposit: Math.max(0, parseAmount(inputs.deposit)),
    rate: clampBetween(parseAmount(inputs.rate), 0, financeLimits.rate.max),
    months: clampMonths(inputs.months),
  };
}

/**
 * Fixed-rate loan estimate (spec 9). Total for any input: every value is first brought into the
 * calculator's domain, so the result is always finite and never negative.
 *
 * - cost follows the cost clamp; months the 6..120 grid;
 * - the deposit is only floored at 0: a stored deposit above the cost is legal (spec 4) and
 *   simply leaves nothing to finance;
 * - the rate is bounded to 0..20, so the interest-free case (principal / months) stays available
 *   to callers even though the page itself never goes below 1%.
 *
 * The payment is rounded to the cent first, so the totals are exactly what the payments add up to.
 */
export function computePayment(inputs: Partial<Record<keyof LoanInputs, unknown>>): LoanResult {
  const { cost, deposit, rate: annualRate, months } = loanTerms(inputs);

  const financed = cost - deposit;
  if (!(financed > 0)) return { principal: 0, monthlyPayment: 0, totalAmount: 0, totalInterest: 0 };

  const principal = toCents(financed);
  const monthlyRate = annualRate / 12 / 100;
  const growth = (1 + monthlyRate) ** months;
  // A rate too small to move 1 + r in floating point is, to the cent, the interest-free case.
  const exact = growth > 1 ? (principal * monthlyRate * growth) / (growth - 1) : principal / months;

  const monthlyPayment = toCents(exact);
  const totalAmount = toCents(monthlyPayment * months);
  // Rounding a payment down by a fraction of a cent must never show as negative interest.
  const totalInterest = Math.max(0, toCents(totalAmount - principal));
  return { principal, monthlyPayment, totalAmount, totalInterest };
}

const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Results as the page shows them: "$1,234.56". */
export function formatMoney(value: number): string {
  return moneyFormat.format(Number.isFinite(value) ? value : 0);
}

/** An amount as an input or hint shows it, without the currency sign: "25,000" or "1,250.5". */
export function formatAmount(value: number): string {
  return amountFormat.format(Number.isFinite(value) ? value : 0);
}

/** A rate as its input shows it: "15", "7.5", "12.25". */
export function formatRate(value: number): string {
  return String(roundTo(Number.isFinite(value) ? value : 0, 2));
}

/** A rate as the estimate states it, always with two decimals: "15.00%", "7.30%". */
export function formatApr(value: number): string {
  return `${roundTo(Number.isFinite(value) ? value : 0, 2).toFixed(2)}%`;
}
