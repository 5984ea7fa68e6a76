import { test } from '@playwright/test';
import { navigation } from '../src/content/navigation';
import { expectNoAxeViolations } from './support/axe';
import { blockThirdParties, onePerTemplate } from './support/site';

// One page of every template as it loads, third-party hosts refused (as on the test machines,
// which have no network): the specs of each page scan only the states they bring about.
for (const route of onePerTemplate()) {
  test(`axe: no WCAG A/AA violation on ${route.template} (${route.path})`, async ({ page }) => {
    await blockThirdParties(page);
    await page.goto(route.path);
    await expectNoAxeViolations(page);
  });
}

test('axe: no violation on the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectNoAxeViolations(page);
});

test('axe: no violation with the Locations dropdown open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: navigation.locationsMenu.label }).click();
  await expectNoAxeViolations(page);
});

test('axe: no violation with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: navigation.menuOpenLabel }).click();
  await expectNoAxeViolations(page);
});
