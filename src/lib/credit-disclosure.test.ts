import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financing } from '../content/financing';
import { creditDisclosure, type CreditDisclosureCopy } from './credit-disclosure';
import { computePayment, financeDefaults, formatMoney } from './finance';

/** The copy the page uses (src/content/financing.ts). */
const copy: CreditDisclosureCopy = {
  summary: financing.results.summary,
  example: financing.credit.example,
  nothingFinanced: financing.credit.nothingFinanced,
};

/** Every placeholder, in a form that shows which value went where. */
const bare: CreditDisclosureCopy = {
  summary: '{months}|{amount}|{apr}',
  example: '{cost}|{deposit}|{principal}|{apr}|{months}|{payment}|{total}|{interest}',
  nothingFinanced: '{deposit}|{cost}',
};

describe('creditDisclosure', () => {
  it('states the default estimate with its APR, down payment and terms of repayment', () => {
    const disclosure = creditDisclosure(financeDefaults, copy);
    expect(disclosure.financed).toBe(true);
    expect(disclosure.summary).toBe('for 24 months on $23,000.00 financed at an annual percentage rate (APR) of 15.00%');
    // Figures worked by hand in finance.test.ts: 23,000 at 15% over 24 months.
    for (const part of [
      'on a $25,000.00 project with a $2,000.00 deposit (down payment)',
      'the amount financed is $23,000.00',
      'fixed annual percentage rate (APR) of 15.00%',
      '24 equal monthly payments of $1,115.19',
      'the first due one month after the loan is made',
      'a total of $26,764.56',
      '$3,764.56 is interest',
    ]) {
      expect(disclosure.example).toContain(part);
    }
  });

  it('fills every placeholder with the figure lib/finance computes for those inputs', () => {
    const inputs = { cost: 50000, deposit: 12000, rate: 9.9, months: 36 };
    const result = computePayment(inputs);
    expect(creditDisclosure(inputs, bare)).toEqual({
      financed: true,
      summary: `36|$38,000.00|9.90%`,
      example: [
        '$50,000.00',
        '$12,000.00',
        '$38,000.00',
        '9.90%',
        '36',
        formatMoney(result.monthlyPayment),
        formatMoney(result.totalAmount),
        formatMoney(result.totalInterest),
      ].join('|'),
    });
  });

  it('reads inputs as the calculator does: typed text, clamps, the 6-month grid', () => {
    expect(creditDisclosure({ cost: '$250,000', deposit: '$0', rate: '7.3%', months: 40 }, bare).summary).toBe(
      '42|$200,000.00|7.30%',
    );
  });

  it('describes no loan when the deposit covers the cost', () => {
    const disclosure = creditDisclosure({ ...financeDefaults, deposit: 30000 }, copy);
    expect(disclosure).toEqual({
      financed: false,
      summary: '',
      example: 'With a $30,000.00 deposit (down payment) on a $25,000.00 project, nothing is financed: there are no loan payments and no APR.',
    });
    expect(creditDisclosure({ ...financeDefaults, deposit: Infinity }, bare).example).toBe('$25,000.00|$25,000.00');
  });

  it('gives calm, complete sentences for any input, never NaN or a leftover placeholder', () => {
    const anything = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.constantFrom(NaN, Infinity, -Infinity, -0, Number.MAX_VALUE),
      fc.string(),
      fc.constantFrom('', 'abc', '1e999', '25,000', '15%'),
      fc.constant(undefined),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.record({ cost: anything, deposit: anything, rate: anything, months: anything }), (inputs) => {
        const disclosure = creditDisclosure(inputs, copy);
        for (const text of [disclosure.summary, disclosure.example]) {
          expect(text).not.toMatch(/NaN|Infinity|undefined|\{\w+\}/);
        }
        if (disclosure.financed) {
          expect(disclosure.summary).toMatch(/at an annual percentage rate \(APR\) of \d+\.\d\d%$/);
          expect(disclosure.example).toMatch(/\d+ equal monthly payments of \$[\d,]+\.\d\d/);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
