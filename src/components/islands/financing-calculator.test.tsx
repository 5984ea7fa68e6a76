// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { financing } from '../../content/financing';
import { computePayment, financeDefaults, formatAmount, formatMoney, type LoanInputs } from '../../lib/finance';
import { fillTemplate } from '../../lib/format';
import { leadAttribute } from '../../lib/lead-events';
import { SPEC_CALCULATOR_INPUTS, SPEC_CALCULATOR_LABELS } from '../../test/spec';
import { FinancingCalculator, type FinancingCalculatorCopy } from './financing-calculator';

/** The copy exactly as financing.astro assembles it. */
const copy: FinancingCalculatorCopy = {
  ...financing.calculator,
  results: financing.results,
  actions: financing.actions,
  disclaimer: financing.disclaimer,
  credit: financing.credit,
};
const labels = financing.calculator;

const field = (name: string) => screen.getByRole('textbox', { name });
const slider = (name: string) => screen.getByRole('slider', { name });
const button = (name: string) => screen.getByRole('button', { name });

/** The estimate on screen must be the one lib/finance computes for these inputs. */
function expectEstimate(inputs: LoanInputs) {
  const expected = computePayment(inputs);
  expect(screen.getByTestId('monthly-payment')).toHaveTextContent(formatMoney(expected.monthlyPayment));
  expect(screen.getByTestId('total-amount')).toHaveTextContent(formatMoney(expected.totalAmount));
  expect(screen.getByTestId('total-interest')).toHaveTextContent(formatMoney(expected.totalInterest));
}

/** Replaces a field's text, as a visitor selecting it all and typing would. */
async function typeInto(name: string, text: string) {
  const user = userEvent.setup();
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
  return user;
}

/** Types, then leaves the field with Tab (or confirms with Enter). */
async function typeAndCommit(name: string, text: string, commit: 'Tab' | 'Enter' = 'Tab') {
  const user = await typeInto(name, text);
  await user.keyboard(commit === 'Tab' ? '{Tab}' : '{Enter}');
}

beforeAll(() => {
  // jsdom does no layout; Radix's slider thumb measures itself with a ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(cleanup);

describe('FinancingCalculator', () => {
  it('shows the default inputs and the payment lib/finance computes for them', () => {
    render(<FinancingCalculator copy={copy} />);
    expect(screen.getByRole('heading', { name: labels.heading })).toBeVisible();
    expect(field(labels.cost.label)).toHaveValue('25,000');
    expect(field(labels.deposit.label)).toHaveValue('2,000');
    expect(field(labels.rate.label)).toHaveValue('15');
    expect(slider(labels.months.label)).toHaveAttribute('aria-valuenow', '24');
    for (const name of [SPEC_CALCULATOR_INPUTS.cost, SPEC_CALCULATOR_INPUTS.deposit, SPEC_CALCULATOR_INPUTS.rate]) {
      expect(field(name)).toBeVisible();
    }
    expect(slider(SPEC_CALCULATOR_INPUTS.months)).toBeVisible();
    expect(slider(labels.months.label)).toHaveAttribute('aria-valuetext', fillTemplate(labels.months.valueText, { months: 24 }));
    expect(field(labels.cost.label)).toHaveAccessibleDescription(SPEC_CALCULATOR_LABELS.costHint);
    expect(field(labels.rate.label)).toHaveAccessibleDescription(SPEC_CALCULATOR_LABELS.rateHint);
    expect(screen.getByText(SPEC_CALCULATOR_LABELS.monthsMax)).toBeVisible();
    expect(field(labels.deposit.label)).toHaveAccessibleDescription(fillTemplate(labels.deposit.hint, { amount: '25,000' }));
    expectEstimate(financeDefaults);
    // 23,000 at 15% over 24 months, worked by hand in src/lib/finance.test.ts.
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('$1,115.19');
  });

  it('recomputes the payment while a cost, deposit and rate are typed', async () => {
    render(<FinancingCalculator copy={copy} />);
    await typeInto(labels.cost.label, '50000');
    expect(field(labels.cost.label)).toHaveValue('50000');
    expectEstimate({ ...financeDefaults, cost: 50000 });
    expect(
      screen.getByText(fillTemplate(financing.results.summary, { months: 24, amount: '$48,000.00', apr: '15.00%' })),
    ).toBeVisible();

    await typeInto(labels.deposit.label, '12000');
    expectEstimate({ ...financeDefaults, cost: 50000, deposit: 12000 });

    await typeInto(labels.rate.label, '9.9');
    expectEstimate({ cost: 50000, deposit: 12000, rate: 9.9, months: 24 });
  });

  it('names the APR beside the payment and restates the example with every new value', async () => {
    render(<FinancingCalculator copy={copy} />);
    const terms = () => screen.getByTestId('payment-terms');
    const example = () => screen.getByTestId('credit-example');
    expect(terms()).toHaveTextContent('for 24 months on $23,000.00 financed at an annual percentage rate (APR) of 15.00%');
    expect(example()).toHaveTextContent('a $2,000.00 deposit (down payment)');
    expect(example()).toHaveTextContent('24 equal monthly payments of $1,115.19');
    expect(screen.getByTestId('credit-assumptions')).toHaveTextContent(financing.credit.assumptions);
    expect(screen.getByTestId('credit-lender')).toHaveTextContent(financing.credit.lender);

    await typeInto(labels.cost.label, '40000');
    await typeInto(labels.deposit.label, '5000');
    await typeAndCommit(labels.rate.label, '8.25');
    const expected = computePayment({ cost: 40000, deposit: 5000, rate: 8.25, months: 24 });
    expect(terms()).toHaveTextContent('for 24 months on $35,000.00 financed at an annual percentage rate (APR) of 8.25%');
    expect(example()).toHaveTextContent('on a $40,000.00 project with a $5,000.00 deposit (down payment)');
    expect(example()).toHaveTextContent('fixed annual percentage rate (APR) of 8.25%');
    expect(example()).toHaveTextContent(`24 equal monthly payments of ${formatMoney(expected.monthlyPayment)}`);
    expect(example()).toHaveTextContent(`a total of ${formatMoney(expected.totalAmount)}`);

    await typeAndCommit(labels.deposit.label, '40000');
    expect(screen.queryByTestId('payment-terms')).not.toBeInTheDocument();
    expect(example()).toHaveTextContent('nothing is financed');
  });

  it('moves the loan period with the slider keys and recomputes', async () => {
    const user = userEvent.setup();
    render(<FinancingCalculator copy={copy} />);
    const months = slider(labels.months.label);
    act(() => months.focus());
    await user.keyboard('{ArrowRight}');
    expect(months).toHaveAttribute('aria-valuenow', '30');
    expect(months).toHaveAttribute('aria-valuetext', fillTemplate(labels.months.valueText, { months: 30 }));
    expectEstimate({ ...financeDefaults, months: 30 });
    await user.keyboard('{End}');
    expect(months).toHaveAttribute('aria-valuenow', '120');
    expectEstimate({ ...financeDefaults, months: 120 });
  });

  it('cost: keeps what is typed while focused, clamps to 1,000..200,000, non-numeric or empty becomes 1,000', async () => {
    render(<FinancingCalculator copy={copy} />);
    const base = { ...financeDefaults, deposit: 0 };
    await typeAndCommit(labels.deposit.label, '0');

    await typeInto(labels.cost.label, '500');
    expect(field(labels.cost.label)).toHaveValue('500');
    expectEstimate({ ...base, cost: 1000 });
    await userEvent.setup().keyboard('{Tab}');
    expect(field(labels.cost.label)).toHaveValue('1,000');

    await typeAndCommit(labels.cost.label, '250000');
    expect(field(labels.cost.label)).toHaveValue('200,000');
    expectEstimate({ ...base, cost: 200000 });

    await typeAndCommit(labels.cost.label, 'abc');
    expect(field(labels.cost.label)).toHaveValue('1,000');
    expectEstimate({ ...base, cost: 1000 });

    await typeAndCommit(labels.cost.label, '48000', 'Enter');
    expect(field(labels.cost.label)).toHaveValue('48,000');
    expect(field(labels.cost.label)).toHaveFocus();

    await typeAndCommit(labels.cost.label, '', 'Enter');
    expect(field(labels.cost.label)).toHaveValue('1,000');
    expect(field(labels.deposit.label)).toHaveAccessibleDescription(fillTemplate(labels.deposit.hint, { amount: formatAmount(1000) }));
  });

  it('deposit: clamps to 0..the current cost, and a deposit covering the cost leaves nothing to finance', async () => {
    render(<FinancingCalculator copy={copy} />);
    await typeAndCommit(labels.deposit.label, '30000');
    expect(field(labels.deposit.label)).toHaveValue('25,000');
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent(formatMoney(0));
    expect(screen.getByText(financing.results.depositCoversCost)).toBeVisible();

    await typeAndCommit(labels.deposit.label, '-500');
    expect(field(labels.deposit.label)).toHaveValue('0');
    expectEstimate({ ...financeDefaults, deposit: 0 });

    await typeAndCommit(labels.deposit.label, 'abc');
    expect(field(labels.deposit.label)).toHaveValue('0');
    expect(screen.queryByText(financing.results.depositCoversCost)).not.toBeInTheDocument();
  });

  it('rate: clamps to 1..20, empty becomes 1, and the slider follows the field', async () => {
    render(<FinancingCalculator copy={copy} />);
    await typeAndCommit(labels.rate.label, '0');
    expect(field(labels.rate.label)).toHaveValue('1');
    expect(slider(labels.rate.label)).toHaveAttribute('aria-valuenow', '1');
    expectEstimate({ ...financeDefaults, rate: 1 });

    await typeAndCommit(labels.rate.label, '25');
    expect(field(labels.rate.label)).toHaveValue('20');
    expect(slider(labels.rate.label)).toHaveAttribute('aria-valuenow', '20');
    expectEstimate({ ...financeDefaults, rate: 20 });

    await typeAndCommit(labels.rate.label, '7.3', 'Enter');
    expect(field(labels.rate.label)).toHaveValue('7.3');
    expect(slider(labels.rate.label)).toHaveAttribute('aria-valuetext', '7.3%');
    expectEstimate({ ...financeDefaults, rate: 7.3 });

    await typeAndCommit(labels.rate.label, '');
    expect(field(labels.rate.label)).toHaveValue('1');
  });

  it('± buttons step and, at a limit, stay focusable but change nothing', async () => {
    const user = userEvent.setup();
    render(<FinancingCalculator copy={copy} />);
    await user.click(button(labels.cost.increase));
    expect(field(labels.cost.label)).toHaveValue('26,000');
    await user.click(button(labels.deposit.decrease));
    expect(field(labels.deposit.label)).toHaveValue('1,500');
    expectEstimate({ ...financeDefaults, cost: 26000, deposit: 1500 });

    await typeAndCommit(labels.rate.label, '19.8');
    await user.click(button(labels.rate.increase));
    expect(field(labels.rate.label)).toHaveValue('20');
    const atLimit = button(labels.rate.increase);
    expect(atLimit).toHaveAttribute('aria-disabled', 'true');
    await user.click(atLimit);
    expect(atLimit).toHaveFocus();
    expect(field(labels.rate.label)).toHaveValue('20');
  });

  it('the arrow keys step a field: the rate by 0.1 (spec 5), the cost and deposit as their buttons do', async () => {
    const user = userEvent.setup();
    render(<FinancingCalculator copy={copy} />);
    await user.click(field(labels.rate.label));
    await user.keyboard('{ArrowUp}');
    expect(field(labels.rate.label)).toHaveValue('15.1');
    expect(slider(labels.rate.label)).toHaveAttribute('aria-valuenow', '15.1');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field(labels.rate.label)).toHaveValue('14.8');
    expectEstimate({ ...financeDefaults, rate: 14.8 });

    // What was typed is taken first (clamped), then stepped; the limits hold.
    await user.clear(field(labels.rate.label));
    await user.type(field(labels.rate.label), '25');
    await user.keyboard('{ArrowUp}');
    expect(field(labels.rate.label)).toHaveValue('20');
    await user.keyboard('{ArrowDown}');
    expect(field(labels.rate.label)).toHaveValue('19.9');

    await user.click(field(labels.cost.label));
    await user.keyboard('{ArrowUp}');
    expect(field(labels.cost.label)).toHaveValue('26,000');
    await user.click(field(labels.deposit.label));
    await user.keyboard('{ArrowDown}');
    expect(field(labels.deposit.label)).toHaveValue('1,500');
    expectEstimate({ cost: 26000, deposit: 1500, rate: 19.9, months: financeDefaults.months });
  });

  it('lowering the cost keeps a stored deposit (payment 0, never negative) until the deposit is edited', async () => {
    const user = userEvent.setup();
    render(<FinancingCalculator copy={copy} />);
    await typeAndCommit(labels.deposit.label, '20000');
    await typeAndCommit(labels.cost.label, '10000');
    expect(field(labels.deposit.label)).toHaveValue('20,000');
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent(formatMoney(0));
    expect(screen.getByTestId('total-interest')).toHaveTextContent(formatMoney(0));
    // Already above its maximum: + is at its limit and leaves the stored deposit alone.
    expect(button(labels.deposit.increase)).toHaveAttribute('aria-disabled', 'true');
    await user.click(button(labels.deposit.increase));
    expect(field(labels.deposit.label)).toHaveValue('20,000');

    await user.click(button(labels.deposit.decrease));
    expect(field(labels.deposit.label)).toHaveValue('10,000');
    await user.click(button(labels.deposit.decrease));
    expectEstimate({ ...financeDefaults, cost: 10000, deposit: 9500 });
  });

  it('links to the partner and booking pages in a new tab, and shows the disclaimer', () => {
    render(<FinancingCalculator copy={copy} />);
    for (const action of [financing.actions.getStarted, financing.actions.apply]) {
      const link = screen.getByRole('link', { name: (name) => name.startsWith(action.label) });
      expect(link).toHaveAttribute('href', action.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      // Said after the label (browsers put a space between the two; jsdom does not).
      expect(link).toHaveAccessibleName(expect.stringContaining(financing.actions.newTabHint));
    }
    expect(screen.getByText(financing.disclaimer)).toBeVisible();
  });

  it('counts its first use for the analytics once, and names the partner link as "Apply"', async () => {
    const leads: string[] = [];
    window.hearthwoodLead = (lead) => leads.push(lead);
    render(<FinancingCalculator copy={copy} />);
    expect(leads).toEqual([]);
    const user = await typeInto(labels.cost.label, '48000');
    await user.click(button(labels.deposit.increase));
    slider(labels.months.label).focus();
    await user.keyboard('{ArrowRight}');
    expect(leads).toEqual(['calculatorUsed']);
    const apply = screen.getByRole('link', { name: (name) => name.startsWith(financing.actions.apply.label) });
    expect(apply).toHaveAttribute(leadAttribute, 'financingApply');
    delete window.hearthwoodLead;
  });
});

describe('FinancingCalculator hydrating over the server HTML (client:painted)', () => {
  let root: ReturnType<typeof hydrateRoot> | undefined;
  let hydrationErrors: unknown[] = [];
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    hydrationErrors = [];
    document.body.innerHTML = '';
  });

  /** Server-renders the island; before it hydrates, the visitor may type into one field. */
  async function hydrateAfterTyping(typed?: { label: string; text: string }) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FinancingCalculator copy={copy} />);
    document.body.append(container);
    if (typed) {
      // No React yet: the browser alone puts the text into the field.
      field(typed.label).focus();
      (field(typed.label) as HTMLInputElement).value = typed.text;
    }
    await act(async () => {
      root = hydrateRoot(container, <FinancingCalculator copy={copy} />, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    });
  }

  it('hydrates the server HTML without a mismatch and keeps the defaults', async () => {
    await hydrateAfterTyping();
    expect(hydrationErrors).toEqual([]);
    expect(field(labels.cost.label)).toHaveValue('25,000');
    expectEstimate(financeDefaults);
    // Hydrated: the buttons work.
    await userEvent.setup().click(button(labels.cost.increase));
    expect(field(labels.cost.label)).toHaveValue('26,000');
  });

  it('adopts a cost typed before hydration, as if typed after it', async () => {
    await hydrateAfterTyping({ label: labels.cost.label, text: '50000' });
    expect(hydrationErrors).toEqual([]);
    expect(field(labels.cost.label)).toHaveValue('50000');
    expectEstimate({ ...financeDefaults, cost: 50000 });
    await userEvent.setup().keyboard('{Tab}');
    expect(field(labels.cost.label)).toHaveValue('50,000');
  });

  it('clamps what was typed before hydration: a non-numeric cost becomes 1,000', async () => {
    await hydrateAfterTyping({ label: labels.cost.label, text: 'abc' });
    expect(field(labels.cost.label)).toHaveValue('abc');
    expectEstimate({ ...financeDefaults, cost: 1000 });
    await userEvent.setup().keyboard('{Tab}');
    expect(field(labels.cost.label)).toHaveValue('1,000');
  });

  describe('started from a link that names a cost (?cost=, a service page\'s cost range)', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));
    const linkedTo = (search: string) => window.history.replaceState(null, '', `/financing${search}`);

    it('hydrates without a mismatch and starts at that cost, without counting it as a use', async () => {
      const leads: string[] = [];
      window.hearthwoodLead = (lead) => leads.push(lead);
      linkedTo('?cost=37500');
      await hydrateAfterTyping();
      expect(hydrationErrors).toEqual([]);
      expect(field(labels.cost.label)).toHaveValue('37,500');
      expectEstimate({ ...financeDefaults, cost: 37500 });
      expect(leads).toEqual([]);
      delete window.hearthwoodLead;
    });

    it('clamps a cost beyond the calculator\'s range, as a typed one', async () => {
      linkedTo('?cost=350000');
      await hydrateAfterTyping();
      expect(field(labels.cost.label)).toHaveValue('200,000');
    });

    it.each(['?cost=abc', '?cost=', '?cost=-5000', '?cost=1e9', '?other=5'])('keeps the default for %s', async (search) => {
      linkedTo(search);
      await hydrateAfterTyping();
      expect(hydrationErrors).toEqual([]);
      expect(field(labels.cost.label)).toHaveValue('25,000');
      expectEstimate(financeDefaults);
    });

    it('keeps a cost typed before hydration over the linked one', async () => {
      linkedTo('?cost=37500');
      await hydrateAfterTyping({ label: labels.cost.label, text: '50000' });
      expectEstimate({ ...financeDefaults, cost: 50000 });
    });
  });

  it('adopts a rate typed before hydration, clamped to 20', async () => {
    await hydrateAfterTyping({ label: labels.rate.label, text: '35' });
    expectEstimate({ ...financeDefaults, rate: 20 });
    expect(slider(labels.rate.label)).toHaveAttribute('aria-valuenow', '20');
  });
});
