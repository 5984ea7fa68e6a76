import { expect, test, type Locator, type Page } from '@playwright/test';
import { financing } from '../src/content/financing';
import { brand, contacts, origins, thirdParty } from '../src/content/site';
import { computePayment, financeDefaults, formatMoney, type LoanInputs } from '../src/lib/finance';
import { expectNoAxeViolations } from './support/axe';
import { decodeEntities, readHead } from './support/site';
import { fillTemplate } from '../src/lib/format';
import { SPEC_CALCULATOR_INPUTS, SPEC_CALCULATOR_LABELS } from '../src/test/spec';
import { hydrated } from './support/islands';

const copy = financing.calculator;

const cost = (page: Page) => page.getByRole('textbox', { name: copy.cost.label, exact: true });
const deposit = (page: Page) => page.getByRole('textbox', { name: copy.deposit.label, exact: true });
const rate = (page: Page) => page.getByRole('textbox', { name: copy.rate.label, exact: true });
const rateSlider = (page: Page) => page.getByRole('slider', { name: copy.rate.label, exact: true });
const months = (page: Page) => page.getByRole('slider', { name: copy.months.label, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens the page and waits until the calculator island has hydrated. */
async function openCalculator(page: Page) {
  await page.goto('/financing');
  await hydrated(page, 'FinancingCalculator');
}

/** The three results as the page must show them for these inputs. */
async function expectResults(page: Page, inputs: LoanInputs) {
  const expected = computePayment(inputs);
  await expect(page.getByTestId('monthly-payment')).toHaveText(formatMoney(expected.monthlyPayment));
  await expect(page.getByTestId('total-amount')).toHaveText(formatMoney(expected.totalAmount));
  await expect(page.getByTestId('total-interest')).toHaveText(formatMoney(expected.totalInterest));
}

/**
 * A press at a limit: the button is aria-disabled (Playwright will not click it) but stays
 * focusable, so a keyboard user pressing it again keeps focus and nothing changes.
 */
async function pressAtLimit(control: Locator) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await control.focus();
  await control.press('Enter');
  await expect(control).toBeFocused();
}

/** The words of a piece of raw HTML, as a reader without scripts or styles sees them. */
function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The raw HTML from the element carrying data-testid=`testId` to the first `end` after it. */
function sliceFrom(html: string, testId: string, end: string): string {
  const attribute = html.indexOf(`data-testid="${testId}"`);
  expect(attribute, `data-testid="${testId}" in the raw HTML`).toBeGreaterThan(-1);
  const start = html.lastIndexOf('<', attribute);
  return html.slice(start, html.indexOf(end, attribute) + end.length);
}

/**
 * Regulation Z's trigger terms as the page words them (12 CFR 1026.24(d)(1)): a payment amount,
 * a number of payments or a period of repayment. Each sentence stating one must name the annual
 * percentage rate, using that term (1026.24(d)(2)(iii)).
 */
const paymentOrTerm = /\$[\d,]+\.\d\d per month|\d+ equal monthly payments|for \d+ months on \$/g;
const namesTheApr = 'annual percentage rate (APR)';

function sentenceAround(text: string, index: number): string {
  const before = text.lastIndexOf('. ', index);
  const after = text.indexOf('. ', index);
  return text.slice(before < 0 ? 0 : before + 2, after < 0 ? text.length : after + 1);
}

/** The example the defaults must give: 23,000 at 15% over 24 months, worked by hand in finance.test.ts. */
const defaultExample = fillTemplate(financing.credit.example, {
  cost: '$25,000.00',
  deposit: '$2,000.00',
  principal: '$23,000.00',
  apr: '15.00%',
  months: 24,
  payment: '$1,115.19',
  total: '$26,764.56',
  interest: '$3,764.56',
});
const defaultTerms = 'for 24 months on $23,000.00 financed at an annual percentage rate (APR) of 15.00%';

/** Types into a field (replacing its text) and leaves it with Tab, or with Enter. */
async function typeAndCommit(field: Locator, text: string, commit: 'Tab' | 'Enter' = 'Tab') {
  await field.fill(text);
  await field.press(commit);
}

test.describe('financing calculator', () => {
  test('shows the defaults and their payment, in the raw HTML and after hydration', async ({ page, request }) => {
    const html = await (await request.get('/financing')).text();
    expect(html).toContain('$1,115.19');

    await openCalculator(page);
    await expect(page.getByText(financing.hero.badge, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(financing.hero.heading);
    await expect(page.getByRole('heading', { name: copy.heading })).toBeVisible();
    await expect(cost(page)).toHaveValue('25,000');
    await expect(deposit(page)).toHaveValue('2,000');
    await expect(rate(page)).toHaveValue('15');
    await expect(months(page)).toHaveAttribute('aria-valuenow', '24');
    await expect(months(page)).toHaveAttribute('aria-valuetext', '24 months');
    // 23,000 at 15% for 24 months, worked by hand in src/lib/finance.test.ts.
    await expect(page.getByTestId('monthly-payment')).toHaveText('$1,115.19');
    await expect(page.getByTestId('total-amount')).toHaveText('$26,764.56');
    await expect(page.getByTestId('total-interest')).toHaveText('$3,764.56');
    await expectResults(page, financeDefaults);
    for (const label of [financing.results.monthlyPayment, financing.results.totalAmount, financing.results.totalInterest]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test('every control has a visible label and hint', async ({ page }) => {
    await openCalculator(page);
    for (const label of Object.values(SPEC_CALCULATOR_INPUTS)) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(cost(page)).toHaveAccessibleDescription(SPEC_CALCULATOR_LABELS.costHint);
    await expect(deposit(page)).toHaveAccessibleDescription('Maximum: $25,000');
    await expect(rate(page)).toHaveAccessibleDescription(SPEC_CALCULATOR_LABELS.rateHint);
    await expect(page.getByText(SPEC_CALCULATOR_LABELS.monthsMin, { exact: true })).toBeVisible();
    await expect(page.getByText(SPEC_CALCULATOR_LABELS.monthsMax, { exact: true })).toBeVisible();
  });

  test('cost: typed values clamp to 1,000..200,000; non-numeric or empty becomes 1,000', async ({ page }) => {
    await openCalculator(page);
    const base = { ...financeDefaults, deposit: 0 };
    await typeAndCommit(deposit(page), '0');

    // While the field has focus it keeps what was typed; the estimate already uses the clamp.
    await cost(page).fill('500');
    await expect(cost(page)).toHaveValue('500');
    await expectResults(page, { ...base, cost: 1000 });
    await cost(page).press('Tab');
    await expect(cost(page)).toHaveValue('1,000');

    await typeAndCommit(cost(page), '250000');
    await expect(cost(page)).toHaveValue('200,000');
    await expectResults(page, { ...base, cost: 200000 });

    await typeAndCommit(cost(page), 'abc');
    await expect(cost(page)).toHaveValue('1,000');
    await expectResults(page, { ...base, cost: 1000 });

    await typeAndCommit(cost(page), '48000', 'Enter');
    await expect(cost(page)).toHaveValue('48,000');
    await expect(cost(page)).toBeFocused();

    await typeAndCommit(cost(page), '', 'Enter');
    await expect(cost(page)).toHaveValue('1,000');
    await expect(deposit(page)).toHaveAccessibleDescription('Maximum: $1,000');
  });

  test('deposit: typed values clamp to 0..the current cost', async ({ page }) => {
    await openCalculator(page);
    await typeAndCommit(deposit(page), '30000');
    await expect(deposit(page)).toHaveValue('25,000');
    await expect(page.getByTestId('monthly-payment')).toHaveText('$0.00');
    await expect(page.getByText(financing.results.depositCoversCost)).toBeVisible();

    await typeAndCommit(deposit(page), '-500');
    await expect(deposit(page)).toHaveValue('0');
    await expectResults(page, { ...financeDefaults, deposit: 0 });

    await typeAndCommit(deposit(page), 'abc');
    await expect(deposit(page)).toHaveValue('0');

    await typeAndCommit(deposit(page), '7500');
    await expect(deposit(page)).toHaveValue('7,500');
    await expectResults(page, { ...financeDefaults, deposit: 7500 });
  });

  test('rate: typed values clamp to 1..20 and the slider follows', async ({ page }) => {
    await openCalculator(page);
    await typeAndCommit(rate(page), '0');
    await expect(rate(page)).toHaveValue('1');
    await expect(rateSlider(page)).toHaveAttribute('aria-valuenow', '1');
    await expectResults(page, { ...financeDefaults, rate: 1 });

    await typeAndCommit(rate(page), '25');
    await expect(rate(page)).toHaveValue('20');
    await expect(rateSlider(page)).toHaveAttribute('aria-valuenow', '20');
    await expectResults(page, { ...financeDefaults, rate: 20 });

    await typeAndCommit(rate(page), '7.3', 'Enter');
    await expect(rate(page)).toHaveValue('7.3');
    await expect(rateSlider(page)).toHaveAttribute('aria-valuetext', '7.3%');
    await expectResults(page, { ...financeDefaults, rate: 7.3 });

    await typeAndCommit(rate(page), '');
    await expect(rate(page)).toHaveValue('1');
  });

  test('cost ± buttons step by 1,000 and stop at 1,000 and 200,000', async ({ page }) => {
    await openCalculator(page);
    await button(page, copy.cost.increase).click();
    await expect(cost(page)).toHaveValue('26,000');
    await button(page, copy.cost.decrease).click();
    await button(page, copy.cost.decrease).click();
    await expect(cost(page)).toHaveValue('24,000');
    await expectResults(page, { ...financeDefaults, cost: 24000 });

    await typeAndCommit(cost(page), '199500');
    await button(page, copy.cost.increase).click();
    await expect(cost(page)).toHaveValue('200,000');
    await pressAtLimit(button(page, copy.cost.increase));
    await expect(cost(page)).toHaveValue('200,000');

    await typeAndCommit(cost(page), '1500');
    await button(page, copy.cost.decrease).click();
    await expect(cost(page)).toHaveValue('1,000');
    await pressAtLimit(button(page, copy.cost.decrease));
    await expect(cost(page)).toHaveValue('1,000');
  });

  test('deposit ± buttons step by 500 and stop at 0 and the cost', async ({ page }) => {
    await openCalculator(page);
    await button(page, copy.deposit.increase).click();
    await expect(deposit(page)).toHaveValue('2,500');
    await button(page, copy.deposit.decrease).click();
    await button(page, copy.deposit.decrease).click();
    await expect(deposit(page)).toHaveValue('1,500');
    await expectResults(page, { ...financeDefaults, deposit: 1500 });
    for (let i = 0; i < 3; i++) await button(page, copy.deposit.decrease).click();
    await expect(deposit(page)).toHaveValue('0');
    await pressAtLimit(button(page, copy.deposit.decrease));
    await expect(deposit(page)).toHaveValue('0');

    await typeAndCommit(deposit(page), '24800');
    await button(page, copy.deposit.increase).click();
    await expect(deposit(page)).toHaveValue('25,000');
    await pressAtLimit(button(page, copy.deposit.increase));
    await expect(deposit(page)).toHaveValue('25,000');
  });

  test('rate ± buttons step by 0.5 points and stop at 1% and 20%', async ({ page }) => {
    await openCalculator(page);
    await button(page, copy.rate.increase).click();
    await expect(rate(page)).toHaveValue('15.5');
    await button(page, copy.rate.decrease).click();
    await button(page, copy.rate.decrease).click();
    await expect(rate(page)).toHaveValue('14.5');
    await typeAndCommit(rate(page), '19.8');
    await button(page, copy.rate.increase).click();
    await expect(rate(page)).toHaveValue('20');
    await pressAtLimit(button(page, copy.rate.increase));
    await expect(rate(page)).toHaveValue('20');
    await typeAndCommit(rate(page), '1.3');
    await button(page, copy.rate.decrease).click();
    await expect(rate(page)).toHaveValue('1');
    await pressAtLimit(button(page, copy.rate.decrease));
    await expect(rate(page)).toHaveValue('1');
  });

  test('lowering the cost keeps a stored deposit; the payment is 0, never negative, until the deposit is edited', async ({ page }) => {
    await openCalculator(page);
    await typeAndCommit(deposit(page), '20000');
    await typeAndCommit(cost(page), '10000');
    await expect(deposit(page)).toHaveValue('20,000');
    await expect(deposit(page)).toHaveAccessibleDescription('Maximum: $10,000');
    await expect(page.getByTestId('monthly-payment')).toHaveText('$0.00');
    await expect(page.getByTestId('total-amount')).toHaveText('$0.00');
    await expect(page.getByTestId('total-interest')).toHaveText('$0.00');

    // Editing the deposit applies its own clamp against the current cost.
    await button(page, copy.deposit.decrease).click();
    await expect(deposit(page)).toHaveValue('10,000');
    await button(page, copy.deposit.decrease).click();
    await expect(deposit(page)).toHaveValue('9,500');
    await expectResults(page, { ...financeDefaults, cost: 10000, deposit: 9500 });
    await expect(page.getByText(financing.results.depositCoversCost)).toHaveCount(0);
  });

  test('loan period slider: arrows 6 months, PageUp/PageDown and Shift+arrow 60, Home/End', async ({ page }) => {
    await openCalculator(page);
    const slider = months(page);
    await slider.focus();
    const expectMonths = async (value: number) => {
      await expect(slider).toHaveAttribute('aria-valuenow', String(value));
      await expect(slider).toHaveAttribute('aria-valuetext', `${value} months`);
      await expectResults(page, { ...financeDefaults, months: value });
    };

    await page.keyboard.press('ArrowRight');
    await expectMonths(30);
    await page.keyboard.press('ArrowLeft');
    await expectMonths(24);
    await page.keyboard.press('PageUp');
    await expectMonths(84);
    await page.keyboard.press('PageDown');
    await expectMonths(24);
    await page.keyboard.press('Shift+ArrowRight');
    await expectMonths(84);
    await page.keyboard.press('Shift+ArrowLeft');
    await expectMonths(24);
    await page.keyboard.press('Home');
    await expectMonths(6);
    await page.keyboard.press('ArrowLeft');
    await expectMonths(6);
    await page.keyboard.press('End');
    await expectMonths(120);
    await page.keyboard.press('PageUp');
    await expectMonths(120);
    await expect(slider).toHaveAttribute('aria-valuemin', '6');
    await expect(slider).toHaveAttribute('aria-valuemax', '120');
  });

  test('rate slider moves in 0.1 steps and updates the field', async ({ page }) => {
    await openCalculator(page);
    await rateSlider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(rate(page)).toHaveValue('15.1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(rate(page)).toHaveValue('14.9');
    await expectResults(page, { ...financeDefaults, rate: 14.9 });
    await page.keyboard.press('End');
    await expect(rate(page)).toHaveValue('20');
    await page.keyboard.press('Home');
    await expect(rate(page)).toHaveValue('1');
  });

  test('the rate field steps by 0.1 with the arrow keys, and the slider follows', async ({ page }) => {
    await openCalculator(page);
    await rate(page).focus();
    await page.keyboard.press('ArrowUp');
    await expect(rate(page)).toHaveValue('15.1');
    await expect(rateSlider(page)).toHaveAttribute('aria-valuenow', '15.1');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(rate(page)).toHaveValue('14.9');
    await expectResults(page, { ...financeDefaults, rate: 14.9 });
  });

  test('results recompute live while typing and are announced politely', async ({ page }) => {
    await openCalculator(page);
    const region = page.getByTestId('financing-results');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveAttribute('aria-atomic', 'true');

    await cost(page).click();
    await cost(page).fill('5');
    await expectResults(page, { ...financeDefaults, cost: 1000 });
    await cost(page).pressSequentially('0000');
    await expect(cost(page)).toHaveValue('50000');
    await expectResults(page, { ...financeDefaults, cost: 50000 });
    await expect(region).toContainText('for 24 months on $48,000.00 financed');

    await deposit(page).fill('12000');
    await expectResults(page, { ...financeDefaults, cost: 50000, deposit: 12000 });
    await rate(page).fill('9.9');
    await expectResults(page, { cost: 50000, deposit: 12000, rate: 9.9, months: 24 });
  });

  test('the partner and booking buttons open in a new tab, safely', async ({ page }) => {
    await openCalculator(page);
    const getStarted = page.getByRole('link', { name: new RegExp(`^${financing.actions.getStarted.label}`) });
    await expect(getStarted).toHaveAttribute('href', thirdParty.booking.url);
    await expect(getStarted).toHaveAttribute('target', '_blank');
    await expect(getStarted).toHaveAttribute('rel', /\bnoopener\b/);

    const apply = page.getByRole('link', { name: new RegExp(`^Apply with ${thirdParty.financingPartner.name}`) });
    await expect(apply).toHaveAttribute('href', thirdParty.financingPartner.promoUrl);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(apply).toHaveAccessibleName(`Apply with ${thirdParty.financingPartner.name} ${financing.actions.newTabHint}`);
  });

  test('disclaimer, the four benefits and the Contact Us Today mail link', async ({ page }) => {
    await openCalculator(page);
    await expect(
      page.getByText('This calculator provides an estimate only. Actual rates and terms may vary based on credit approval.', {
        exact: true,
      }),
    ).toBeVisible();
    const benefits = page.getByRole('region', { name: financing.benefits.heading });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'No Stage Funding',
      'No Equity Needed',
      'Low Fixed Rates',
      'No Credit Impact',
    ]);
    const contact = page.getByRole('link', { name: 'Contact Us Today' });
    await expect(contact).toHaveAttribute('href', `mailto:${contacts.generic.email}`);
  });

  test('Regulation Z: the raw HTML names the APR beside every payment and term, with the example, its assumptions and the lender', async ({
    request,
  }) => {
    const html = await (await request.get('/financing')).text();
    const text = textOf(html);

    // The rate control is the APR; the spec's "Interest Rate" label is gone (docs/spec-rules.md).
    expect(html).toMatch(/<label\b[^>]*>Annual Percentage Rate \(APR\)<\/label>/);
    expect(html).not.toMatch(/<label\b[^>]*>Interest Rate<\/label>/);

    // The payment and its term, with the APR, in the results.
    const results = textOf(sliceFrom(html, 'financing-results', '</dl>'));
    expect(results).toContain(`$1,115.19 ${financing.results.perMonth} ${defaultTerms}`);

    // The representative example, its assumptions, and that this is no offer and who lends.
    expect(textOf(sliceFrom(html, 'credit-example', '</p>'))).toBe(defaultExample);
    expect(text).toContain(financing.credit.assumptions);
    expect(text).toContain(financing.credit.lender);
    expect(text).toContain(financing.disclaimer);

    // Every sentence that states a payment or a number of payments names the APR.
    const triggers = [...text.matchAll(paymentOrTerm)];
    expect(triggers.length).toBeGreaterThanOrEqual(3);
    for (const match of triggers) expect(sentenceAround(text, match.index)).toContain(namesTheApr);
  });

  test('Regulation Z: after new inputs the payment terms and the example name the APR with the new values', async ({ page }) => {
    await openCalculator(page);
    await typeAndCommit(cost(page), '40000');
    await typeAndCommit(deposit(page), '5000');
    await typeAndCommit(rate(page), '8.25');
    await months(page).focus();
    await page.keyboard.press('PageUp');
    await expect(months(page)).toHaveAttribute('aria-valuenow', '84');

    const inputs = { cost: 40000, deposit: 5000, rate: 8.25, months: 84 };
    await expectResults(page, inputs);
    const expected = computePayment(inputs);
    await expect(page.getByTestId('payment-terms')).toHaveText(
      'for 84 months on $35,000.00 financed at an annual percentage rate (APR) of 8.25%',
    );
    await expect(page.getByTestId('credit-example')).toHaveText(
      fillTemplate(financing.credit.example, {
        cost: '$40,000.00',
        deposit: '$5,000.00',
        principal: '$35,000.00',
        apr: '8.25%',
        months: 84,
        payment: formatMoney(expected.monthlyPayment),
        total: formatMoney(expected.totalAmount),
        interest: formatMoney(expected.totalInterest),
      }),
    );
    await expect(page.getByTestId('credit-lender')).toHaveText(financing.credit.lender);

    // A deposit covering the cost: no payment terms, and the example says nothing is financed.
    await typeAndCommit(deposit(page), '40000');
    await expect(page.getByTestId('payment-terms')).toHaveCount(0);
    await expect(page.getByTestId('credit-example')).toContainText('nothing is financed');
  });

  test('Regulation Z: with JavaScript disabled the page still shows the APR, the example and the lender', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/financing');
      await expect(page.getByRole('textbox', { name: copy.rate.label, exact: true })).toHaveValue('15');
      await expect(page.getByTestId('monthly-payment')).toHaveText('$1,115.19');
      await expect(page.getByTestId('payment-terms')).toHaveText(defaultTerms);
      await expect(page.getByTestId('credit-example')).toHaveText(defaultExample);
      await expect(page.getByTestId('credit-example')).toBeVisible();
      await expect(page.getByTestId('credit-assumptions')).toHaveText(financing.credit.assumptions);
      await expect(page.getByTestId('credit-lender')).toHaveText(financing.credit.lender);
    } finally {
      await context.close();
    }
  });

  test('title, description and canonical are in the raw HTML', async ({ request }) => {
    const head = readHead(await (await request.get('/financing')).text());
    expect(head.title).toBe(`${financing.metadata.title} | ${brand.name}`);
    expect(head.description).toBe(financing.metadata.description);
    expect(head.canonical).toBe(`${origins.www}/financing`);
    expect(head.robots).toContain('index');
    expect(head.h1Count).toBe(1);
    for (const doc of head.jsonLd) expect(() => JSON.parse(doc)).not.toThrow();
  });

  test('axe: no WCAG A/AA violation on the financing page (desktop)', async ({ page }) => {
    await openCalculator(page);
    await expectNoAxeViolations(page);
  });

  test('axe: no violation on a phone, with the deposit-covers-cost note showing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCalculator(page);
    await typeAndCommit(deposit(page), '40000');
    await expect(page.getByText(financing.results.depositCoversCost)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
