import { expect, test } from '@playwright/test';
import { gallery } from '../src/content/gallery-labels';
import { navigation } from '../src/content/navigation';
import { financeDefaults, formatAmount } from '../src/lib/finance';
import { fillTemplate } from '../src/lib/format';
import {
  measureCalculatorKeystroke,
  measureGalleryFilter,
  measureMenuOpen,
  measureViewerNext,
  measureViewerOpen,
  phone,
  throttleCpu,
  type InteractionTiming,
} from './support/interaction-timing';
import { galleryProjects } from './support/content';

/**
 * The interactions `npm run bench` times (support/interaction-timing.ts), on a phone with the CPU
 * throttled 4x: each does what it should, and the browser's Event Timing API saw it. How fast is
 * the bench's to report (QUALITY.md: speed is benchmarked, not asserted).
 */
test.use(phone);

test.beforeEach(async ({ page }) => {
  await throttleCpu(page);
});

/** The latency was read from Event Timing entries of one interaction, and the effect was seen on screen. */
function expectTimed(timing: InteractionTiming) {
  expect(timing.entries.length).toBeGreaterThan(0);
  expect(new Set(timing.entries.map((entry) => entry.interactionId)).size).toBe(1);
  expect(Number.isFinite(timing.latency)).toBe(true);
  expect(timing.latency).toBeGreaterThan(0);
  expect(Number.isFinite(timing.shownAfter)).toBe(true);
  expect(timing.shownAfter).toBeGreaterThan(0);
}

test('a tap on a gallery filter filters the projects in place', async ({ page }) => {
  const timing = await measureGalleryFilter(page);
  const { category } = timing.effect;
  const count = galleryProjects.filter((project) => project.category === category).length;
  expect(timing.effect.samePage).toBe(true);
  expect(timing.effect.resultsAfter).toBe(fillTemplate(gallery.resultsFiltered, { count, total: galleryProjects.length, category }));
  await expect(page.getByRole('group', { name: gallery.filterLabel }).getByRole('link', { name: category, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('#gallery ul.grid > li:visible')).toHaveCount(count);
  expect(new URL(page.url()).searchParams.get('category')).toBe(category);
  expectTimed(timing);
});

test('a tap on View Gallery opens the photo viewer', async ({ page }) => {
  const timing = await measureViewerOpen(page);
  await expect(page.getByRole('dialog', { name: timing.effect.category })).toBeVisible();
  expectTimed(timing);
});

test('a tap on Next in the viewer shows the next photo', async ({ page }) => {
  const timing = await measureViewerNext(page);
  expect(timing.effect.counterAfter).not.toBe(timing.effect.counterBefore);
  await expect(page.getByRole('dialog').getByText(timing.effect.counterAfter!, { exact: true })).toBeVisible();
  expectTimed(timing);
});

test('a keystroke in the cost field changes the estimate', async ({ page }) => {
  const timing = await measureCalculatorKeystroke(page);
  expect(timing.effect.field).toBe(`${timing.effect.typed}${formatAmount(financeDefaults.cost)}`);
  expect(timing.effect.paymentAfter).toBe(timing.effect.expected);
  expect(timing.effect.paymentAfter).not.toBe(timing.effect.paymentBefore);
  await expect(page.getByTestId('monthly-payment')).toHaveText(timing.effect.expected);
  expectTimed(timing);
});

test('a tap on the menu button opens the menu', async ({ page }) => {
  const timing = await measureMenuOpen(page);
  expect(timing.effect.open).toBe(true);
  for (const link of navigation.links) await expect(page.getByRole('banner').getByRole('link', { name: link.label, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: navigation.menuCloseLabel, exact: true })).toBeVisible();
  expectTimed(timing);
});
