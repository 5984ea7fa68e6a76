import { describe, expect, it } from 'vitest';
import { financing } from './financing';
import { locationPage } from './location-page';
import { brand, thirdParty } from './site';

/**
 * Regulation Z's "trigger terms" (12 CFR 1026.24(d)(1)): an amount of a payment or of a down
 * payment, a number of payments or a period of repayment, an amount of finance charge; and any
 * stated rate (1026.24(c)). Copy that states one needs the disclosures the calculator carries.
 */
const triggerTerm =
  /\$\s?\d|\d\s?%|\b\d+\s*(?:-|to)?\s*(?:\d+\s*)?(?:months?|years?|payments?|installments?)\b|\bper month\b.*\d|\d.*\bper month\b/i;

describe('financing copy and Regulation Z', () => {
  it('names the calculator rate the annual percentage rate', () => {
    expect(financing.calculator.rate.label).toBe('Annual Percentage Rate (APR)');
    expect(financing.results.summary).toContain('annual percentage rate (APR) of {apr}');
    expect(financing.credit.example).toContain('annual percentage rate (APR) of {apr}');
  });

  it('the example states the down payment, the terms of repayment and the APR from the computed figures', () => {
    for (const placeholder of ['{deposit}', '{principal}', '{months}', '{payment}', '{apr}', '{total}']) {
      expect(financing.credit.example).toContain(placeholder);
    }
    // Numbers come from the calculator, never typed into the copy.
    expect(financing.credit.example.replace(/\{\w+\}/g, '')).not.toMatch(/\d/);
    expect(financing.credit.assumptions).toMatch(/fixed APR/);
    expect(financing.credit.assumptions).toMatch(/no loan fees/);
  });

  it('says the estimate is no offer of credit and who extends the credit', () => {
    expect(financing.credit.lender).toContain('not an offer of credit or a commitment to lend');
    expect(financing.credit.lender).toContain(`${brand.name} does not make loans`);
    expect(financing.credit.lender).toContain(thirdParty.financingPartner.name);
    expect(financing.credit.lender).toMatch(/credit approval/);
  });

  it('the location banner states no trigger term, so it needs no disclosure of its own', () => {
    const banner = `${locationPage.financingBanner.heading}: ${thirdParty.financingPartner.bannerText} ${locationPage.financingBanner.linkLabel}`;
    expect(banner).not.toMatch(triggerTerm);
    // The pattern does catch what would need one.
    for (const text of ['As low as $99 a month', 'Rates from 5.99%', 'Pay over 60 months', '12 payments', '$0 down']) {
      expect(text).toMatch(triggerTerm);
    }
  });

  it('no other financing copy states a trigger term outside the calculator', () => {
    const { hero, benefits, contact, metadata } = financing;
    const texts = [hero.intro, benefits.intro, contact.body, metadata.description, ...benefits.items.map((item) => item.description)];
    for (const text of texts) expect(text).not.toMatch(triggerTerm);
  });
});
