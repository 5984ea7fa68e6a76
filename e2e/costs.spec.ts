import { expect, test } from '@playwright/test';
import { costSection, costsFor } from '../src/content/costs';
import { financing } from '../src/content/financing';
import { financeDefaults, financingCostOf, formatAmount } from '../src/lib/finance';
import { fillTemplate, formatDollars } from '../src/lib/format';
import { serviceList } from './support/content';
import { hydrated } from './support/islands';

const rangeText = (dollars: { low: number; high: number }) =>
  fillTemplate(costSection.rangeText, { low: formatDollars(dollars.low), high: formatDollars(dollars.high) });

for (const service of serviceList) {
  test(`${service.slug}: says what the work costs, by size, with the drivers of its price and their sources`, async ({ page }) => {
    const costs = costsFor(service.slug);
    await page.goto(`/services/${service.slug}`);
    const section = page.getByRole('region', { name: fillTemplate(costSection.heading, { service: service.name }) });
    await expect(section).toBeVisible();

    const ranges = section.getByTestId('cost-range');
    await expect(ranges).toHaveCount(costs.ranges.length);
    for (const [index, range] of costs.ranges.entries()) {
      const item = ranges.nth(index);
      await expect(item).toContainText(range.size);
      await expect(item).toContainText(rangeText(range.dollars));
      if (range.confirmed) await expect(item).not.toContainText(costSection.sampleNote);
      else await expect(item).toContainText(costSection.sampleNote);
    }
    await expect(section).toContainText(costs.assumes);

    const drivers = section.getByTestId('cost-driver');
    await expect(drivers.locator('h4')).toHaveText(costs.drivers.map((driver) => driver.title));
    for (const [index, driver] of costs.drivers.entries()) {
      for (const source of driver.sources) {
        await expect(drivers.nth(index).getByRole('link', { name: source.name, exact: true })).toHaveAttribute('href', source.url);
      }
    }

    // A published figure is quoted with its source, region and year, or not at all.
    const published = section.getByTestId('cost-published');
    if (costs.published) {
      await expect(published).toContainText(costs.published.source);
      await expect(published).toContainText(costs.published.region);
      await expect(published).toContainText(String(costs.published.year));
      await expect(published.getByRole('link')).toHaveAttribute('href', costs.published.url);
    } else {
      await expect(published).toHaveCount(0);
    }
  });
}

/** The first service range the calculator can start from, and its page. */
function linkedRange() {
  for (const service of serviceList) {
    for (const range of costsFor(service.slug).ranges) {
      const cost = financingCostOf(range.dollars);
      if (cost !== undefined && cost !== financeDefaults.cost) return { service, range, cost };
    }
  }
  throw new Error('no cost range within the calculator\'s range');
}

const costField = financing.calculator.cost.label;

test('a cost range\'s financing link starts the calculator at that range', async ({ page }) => {
  const { service, range, cost } = linkedRange();
  await page.goto(`/services/${service.slug}`);
  await page.getByTestId('cost-range').filter({ hasText: range.size }).getByRole('link', { name: costSection.financingLabel }).click();
  await expect(page).toHaveURL(`/financing?cost=${cost}`);
  await hydrated(page, 'FinancingCalculator');
  await expect(page.getByRole('textbox', { name: costField, exact: true })).toHaveValue(formatAmount(cost));
});

test('a malformed ?cost= leaves the calculator at its default', async ({ page }) => {
  await page.goto('/financing?cost=lots');
  await hydrated(page, 'FinancingCalculator');
  await expect(page.getByRole('textbox', { name: costField, exact: true })).toHaveValue(formatAmount(financeDefaults.cost));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the financing link still lands on the calculator page', async ({ page }) => {
    const { service, range, cost } = linkedRange();
    await page.goto(`/services/${service.slug}`);
    await page.getByTestId('cost-range').filter({ hasText: range.size }).getByRole('link', { name: costSection.financingLabel }).click();
    await expect(page).toHaveURL(`/financing?cost=${cost}`);
    await expect(page.getByRole('textbox', { name: costField, exact: true })).toBeVisible();
  });
});
