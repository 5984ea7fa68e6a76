import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampCost,
  clampDeposit,
  clampMonths,
  clampRate,
  computePayment,
  costFromQuery,
  financeDefaults,
  financingCostOf,
  financeLimits,
  formatAmount,
  formatApr,
  formatMoney,
  formatRate,
  loanTerms,
  parseAmount,
  stepCost,
  stepDeposit,
  stepRate,
} from './finance';

/** The textbook fixed-rate formula, written out independently of the implementation. */
function amortised(principal: number, annualPercent: number, months: number): number {
  const r = annualPercent / 12 / 100;
  return (principal * r * Math.pow(1 + r, months)) / (Math.pow(1 + r, months) - 1);
}

const cents = (value: number) => Math.round(value * 100);

describe('defaults', () => {
  it('are 25,000 / 2,000 / 15% / 24 months (spec 9)', () => {
    expect(financeDefaults).toEqual({ cost: 25000, deposit: 2000, rate: 15, months: 24 });
  });

  it('finance 23,000 at 15% over 24 months: $1,115.19 a month', () => {
    const result = computePayment(financeDefaults);
    const expected = Math.round(amortised(23000, 15, 24) * 100) / 100;
    // Worked by hand: r = 0.0125, 1.0125^24 = 1.347351..., 23000 * 0.0125 * 1.347351 / 0.347351 = 1115.1929...
    expect(expected).toBe(1115.19);
    expect(result).toEqual({
      principal: 23000,
      monthlyPayment: 1115.19,
      totalAmount: 26764.56,
      totalInterest: 3764.56,
    });
    expect(formatMoney(result.monthlyPayment)).toBe('$1,115.19');
    expect(formatMoney(result.totalAmount)).toBe('$26,764.56');
    expect(formatMoney(result.totalInterest)).toBe('$3,764.56');
  });
});

describe('computePayment', () => {
  it('matches the amortisation formula at other known points', () => {
    // 100,000 at 6% for 120 months: the classic $1,110.21 mortgage-table value.
    expect(computePayment({ cost: 100000, deposit: 0, rate: 6, months: 120 }).monthlyPayment).toBe(1110.21);
    // 10,000 at 12% for 12 months: $888.49.
    const short = computePayment({ cost: 12000, deposit: 2000, rate: 12, months: 12 });
    expect(short.monthlyPayment).toBe(888.49);
    expect(short.totalAmount).toBe(10661.88);
    expect(short.totalInterest).toBe(661.88);
  });

  it('divides evenly when the rate is 0', () => {
    expect(computePayment({ cost: 12000, deposit: 0, rate: 0, months: 12 })).toEqual({
      principal: 12000,
      monthlyPayment: 1000,
      totalAmount: 12000,
      totalInterest: 0,
    });
  });

  it('treats a rate too small to register as interest-free instead of dividing by zero', () => {
    const result = computePayment({ cost: 12000, deposit: 0, rate: Number.MIN_VALUE, months: 12 });
    expect(result.monthlyPayment).toBe(1000);
  });

  it('is 0 when the deposit covers the cost, and never negative when it exceeds it', () => {
    const zero = { principal: 0, monthlyPayment: 0, totalAmount: 0, totalInterest: 0 };
    expect(computePayment({ cost: 25000, deposit: 25000, rate: 15, months: 24 })).toEqual(zero);
    // Spec 4: lowering the cost keeps a stored deposit; the estimate then shows nothing to finance.
    expect(computePayment({ cost: 20000, deposit: 30000, rate: 15, months: 24 })).toEqual(zero);
  });

  it('excludes the deposit from the interest', () => {
    const result = computePayment({ cost: 50000, deposit: 10000, rate: 9.5, months: 60 });
    expect(result.principal).toBe(40000);
    expect(result.monthlyPayment).toBe(Math.round(amortised(40000, 9.5, 60) * 100) / 100);
    expect(result.totalInterest).toBe(Math.round((result.totalAmount - 40000) * 100) / 100);
  });

  it('brings out-of-range inputs into the calculator domain', () => {
    // A cost below the minimum is estimated at 1,000; months snap to the 6-month grid.
    expect(computePayment({ cost: 10, deposit: 0, rate: 15, months: 24 }).principal).toBe(1000);
    expect(computePayment({ cost: 10000, deposit: 0, rate: 15, months: 25 })).toEqual(
      computePayment({ cost: 10000, deposit: 0, rate: 15, months: 24 }),
    );
    expect(computePayment({ cost: 10000, deposit: 0, rate: 99, months: 24 })).toEqual(
      computePayment({ cost: 10000, deposit: 0, rate: 20, months: 24 }),
    );
    expect(computePayment({ cost: 10000, deposit: -500, rate: 15, months: 24 }).principal).toBe(10000);
  });
});

describe('parseAmount', () => {
  it('reads numbers and numeric text, tolerating separators and signs people type', () => {
    expect(parseAmount(1500)).toBe(1500);
    expect(parseAmount('1500')).toBe(1500);
    expect(parseAmount(' 25,000 ')).toBe(25000);
    expect(parseAmount('$1,250.50')).toBe(1250.5);
    expect(parseAmount('7.5%')).toBe(7.5);
    expect(parseAmount('1e3')).toBe(1000);
  });

  it('reads anything non-numeric, and an empty field, as 0', () => {
    for (const value of ['', '   ', 'abc', '12abc', '--5', '.', NaN, null, undefined, {}, [], true]) {
      expect(parseAmount(value)).toBe(0);
    }
  });
});

describe('clamp rules (spec 5)', () => {
  it('cost: 1,000..200,000; empty or non-numeric becomes 0 and clamps up to 1,000', () => {
    expect(clampCost(500)).toBe(1000);
    expect(clampCost('500')).toBe(1000);
    expect(clampCost(250000)).toBe(200000);
    expect(clampCost('abc')).toBe(1000);
    expect(clampCost('')).toBe(1000);
    expect(clampCost(-40000)).toBe(1000);
    expect(clampCost(Infinity)).toBe(200000);
    expect(clampCost(-Infinity)).toBe(1000);
    expect(clampCost(1000)).toBe(1000);
    expect(clampCost(200000)).toBe(200000);
    expect(clampCost('37,500')).toBe(37500);
    expect(clampCost(1234.567)).toBe(1234.57);
  });

  it('deposit: 0..the current cost', () => {
    expect(clampDeposit(30000, 25000)).toBe(25000);
    expect(clampDeposit(-100, 25000)).toBe(0);
    expect(clampDeposit('', 25000)).toBe(0);
    expect(clampDeposit('abc', 25000)).toBe(0);
    expect(clampDeposit(2500, 25000)).toBe(2500);
    expect(clampDeposit(25000, 25000)).toBe(25000);
    // The current cost is itself the clamped one: a half-typed "5" is a 1,000 project.
    expect(clampDeposit(2000, '5')).toBe(1000);
    expect(clampDeposit(999999, 250000)).toBe(200000);
  });

  it('rate: 1..20 percent', () => {
    expect(clampRate(0)).toBe(1);
    expect(clampRate(25)).toBe(20);
    expect(clampRate('')).toBe(1);
    expect(clampRate('abc')).toBe(1);
    expect(clampRate(7.3)).toBe(7.3);
    expect(clampRate(0.1 + 0.2 + 7)).toBe(7.3);
    expect(clampRate(1)).toBe(1);
    expect(clampRate(20)).toBe(20);
  });

  it('months: 6..120 on a 6-month grid', () => {
    expect(clampMonths(0)).toBe(6);
    expect(clampMonths(500)).toBe(120);
    expect(clampMonths(25)).toBe(24);
    expect(clampMonths(27)).toBe(30);
    expect(clampMonths('abc')).toBe(6);
    expect(clampMonths(Infinity)).toBe(120);
  });
});

describe('± buttons', () => {
  it('step the cost by 1,000 and stop at the limits', () => {
    expect(stepCost(25000, 1)).toBe(26000);
    expect(stepCost(25000, -1)).toBe(24000);
    expect(stepCost(200000, 1)).toBe(200000);
    expect(stepCost(1000, -1)).toBe(1000);
    expect(stepCost(199500, 1)).toBe(200000);
  });

  it('step the deposit by 500 within 0..cost', () => {
    expect(stepDeposit(2000, 25000, 1)).toBe(2500);
    expect(stepDeposit(2000, 25000, -1)).toBe(1500);
    expect(stepDeposit(0, 25000, -1)).toBe(0);
    expect(stepDeposit(25000, 25000, 1)).toBe(25000);
    // A stored deposit above a since-lowered cost is capped the moment it is edited.
    expect(stepDeposit(30000, 20000, -1)).toBe(20000);
  });

  it('step the rate by 0.5 points within 1..20', () => {
    expect(stepRate(15, 1)).toBe(15.5);
    expect(stepRate(15, -1)).toBe(14.5);
    expect(stepRate(20, 1)).toBe(20);
    expect(stepRate(1, -1)).toBe(1);
    expect(stepRate(1.3, -1)).toBe(1);
    expect(stepRate(7.3, 1)).toBe(7.8);
  });
});

describe('formatting', () => {
  it('shows money with a dollar sign, separators and 2 decimals', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1000)).toBe('$1,000.00');
    expect(formatMoney(NaN)).toBe('$0.00');
  });

  it('shows amounts and rates for inputs and hints', () => {
    expect(formatAmount(25000)).toBe('25,000');
    expect(formatAmount(1250.5)).toBe('1,250.5');
    expect(formatRate(15)).toBe('15');
    expect(formatRate(7.3)).toBe('7.3');
  });

  it('states an APR with two decimals and a percent sign', () => {
    expect(formatApr(15)).toBe('15.00%');
    expect(formatApr(7.3)).toBe('7.30%');
    expect(formatApr(12.25)).toBe('12.25%');
    expect(formatApr(9.999)).toBe('10.00%');
    expect(formatApr(NaN)).toBe('0.00%');
    expect(formatApr(Infinity)).toBe('0.00%');
  });
});

describe('loanTerms', () => {
  it('reads the inputs exactly as computePayment does', () => {
    expect(loanTerms(financeDefaults)).toEqual(financeDefaults);
    expect(loanTerms({ cost: '$250,000', deposit: -5, rate: '25%', months: 7 })).toEqual({
      cost: 200000,
      deposit: 0,
      rate: 20,
      months: 6,
    });
    // The deposit is only floored (spec 4) and the rate keeps the interest-free case.
    expect(loanTerms({ cost: 10000, deposit: 20000, rate: 0, months: 24 })).toEqual({
      cost: 10000,
      deposit: 20000,
      rate: 0,
      months: 24,
    });
    expect(computePayment(loanTerms({ cost: 'abc', deposit: 'x', rate: null, months: undefined }))).toEqual(
      computePayment({ cost: 'abc', deposit: 'x', rate: null, months: undefined }),
    );
  });
});

describe('properties over any input', () => {
  const anything = fc.oneof(
    fc.double(),
    fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    fc.integer(),
    fc.constantFrom(NaN, Infinity, -Infinity, 0, -0, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_VALUE),
    fc.string(),
    fc.constantFrom('', ' ', 'abc', '1e999', '-1e999', '25,000', '$5', '15%', '0x1F'),
    fc.constant(undefined),
    fc.constant(null),
  );
  const inputs = fc.record({ cost: anything, deposit: anything, rate: anything, months: anything });

  it('outputs are finite, never negative and total = payment x months to the cent', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = computePayment(input);
        for (const value of Object.values(result)) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        const months = clampMonths(input.months);
        expect(cents(result.totalAmount)).toBe(cents(result.monthlyPayment * months));
        expect(cents(result.totalInterest)).toBe(Math.max(0, cents(result.totalAmount - result.principal)));
        expect(formatMoney(result.monthlyPayment)).toMatch(/^\$[\d,]+\.\d\d$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('within the page domain, the payment covers the principal and more deposit never costs more', () => {
    const domain = fc.record({
      cost: fc.integer({ min: 1000, max: 200000 }),
      deposit: fc.integer({ min: 0, max: 200000 }),
      rate: fc.integer({ min: 10, max: 200 }).map((tenths) => tenths / 10),
      months: fc.integer({ min: 1, max: 20 }).map((k) => k * 6),
    });
    fc.assert(
      fc.property(domain, fc.integer({ min: 1, max: 10 }), (input, extra) => {
        const result = computePayment(input);
        // Rounding each payment to the cent can lose at most half a cent per month.
        expect(result.totalAmount).toBeGreaterThanOrEqual(result.principal - input.months * 0.005);
        const more = computePayment({ ...input, deposit: input.deposit + extra * 500 });
        expect(more.monthlyPayment).toBeLessThanOrEqual(result.monthlyPayment);
      }),
    );
  });

  it('every clamp lands inside its range for any input', () => {
    fc.assert(
      fc.property(anything, anything, (value, cost) => {
        const c = clampCost(value);
        expect(c).toBeGreaterThanOrEqual(financeLimits.cost.min);
        expect(c).toBeLessThanOrEqual(financeLimits.cost.max);
        const d = clampDeposit(value, cost);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(clampCost(cost));
        const r = clampRate(value);
        expect(r).toBeGreaterThanOrEqual(financeLimits.rate.min);
        expect(r).toBeLessThanOrEqual(financeLimits.rate.max);
        const m = clampMonths(value);
        expect(m % financeLimits.months.step).toBe(0);
        expect(m).toBeGreaterThanOrEqual(financeLimits.months.min);
        expect(m).toBeLessThanOrEqual(financeLimits.months.max);
      }),
    );
  });
});

describe('a cost named by a link (?cost=)', () => {
  it('reads a plain amount and clamps it as a typed cost', () => {
    expect(costFromQuery('?cost=37500')).toBe(37500);
    expect(costFromQuery('?location=maryland&cost=48000.5')).toBe(48000.5);
    expect(costFromQuery('?cost=500')).toBe(financeLimits.cost.min);
    expect(costFromQuery('?cost=350000')).toBe(financeLimits.cost.max);
  });

  it('ignores a missing, empty or malformed one, so the calculator keeps its default', () => {
    for (const search of ['', '?cost=', '?cost=abc', '?cost=-5000', '?cost=1e9', '?cost=Infinity', '?cost=25,000', '?costs=25000']) {
      expect(costFromQuery(search), search).toBeUndefined();
    }
  });
});

describe('the cost a cost range starts the calculator at', () => {
  it('is the range\'s midpoint in whole dollars', () => {
    expect(financingCostOf({ low: 25000, high: 50000 })).toBe(37500);
    expect(financingCostOf({ low: 1201, high: 3500 })).toBe(2351);
  });

  it('is none when the midpoint is outside what the calculator takes', () => {
    expect(financingCostOf({ low: 500, high: 1200 })).toBeUndefined();
    expect(financingCostOf({ low: 250000, high: 500000 })).toBeUndefined();
    expect(financingCostOf({ low: 1000, high: 1000 })).toBe(financeLimits.cost.min);
  });
});
