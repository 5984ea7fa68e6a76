import { expect, test, type Page } from '@playwright/test';
import { gallery } from '../src/content/gallery-labels';
import { RELOAD_MARK_KEY } from '../src/lib/browser/preload-recovery';
import { hydrated } from './support/islands';

// A page opened before a deploy names chunks the deploy removed. The gallery viewer is a lazy
// chunk: when it fails to load, the page reloads once (src/lib/browser/preload-recovery.ts) and works.

const viewerChunk = /\/_astro\/gallery-viewer\.[\w-]+\.js$/;

async function openFirstViewer(page: Page) {
  await page.locator('#gallery ul.grid > li').first().getByRole('button', { name: new RegExp(gallery.viewGalleryLabel) }).click();
}

/** Counts full document loads of the main frame (the first visit included). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

test('a missing viewer chunk reloads the page once, and the viewer then opens', async ({ page }) => {
  let failures = 0;
  await page.route(viewerChunk, (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    return route.fulfill({ status: 404, contentType: 'text/html', body: 'gone' });
  });
  const loads = countLoads(page);
  await page.goto('/#gallery');
  await hydrated(page, 'Gallery');
  await openFirstViewer(page);
  await expect.poll(() => loads.count).toBe(2);
  expect(failures).toBe(1);
  await hydrated(page, 'Gallery');
  await openFirstViewer(page);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a chunk that stays missing reloads only once: no loop', async ({ page }) => {
  let failures = 0;
  await page.route(viewerChunk, (route) => {
    failures += 1;
    return route.fulfill({ status: 404, contentType: 'text/html', body: 'gone' });
  });
  const loads = countLoads(page);
  await page.goto('/#gallery');
  await hydrated(page, 'Gallery');
  await openFirstViewer(page);
  await expect.poll(() => loads.count).toBe(2);
  await hydrated(page, 'Gallery');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_MARK_KEY)).not.toBeNull();
  await openFirstViewer(page).catch(() => undefined);
  await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1500);
  expect(loads.count).toBe(2);
  // The page is still there, with its phone and e-mail (the footer), if without the viewer.
  await expect(page.locator('footer a[href^="mailto:"]').first()).toBeVisible();
});
