import { expect, test, type Page } from '@playwright/test';
import { gallery } from '../src/content/gallery-labels';
import { generatorPage } from '../src/content/generator';
import { thirdParty } from '../src/content/site';
import { categoryPhotoCount, galleryProjects } from './support/content';
import { href, routesOf } from './support/routes';
import { onePerTemplate } from './support/site';
import { hydrated } from './support/islands';
import { fakeJobberSnippet } from './support/analytics';

// Every template with the Content-Security-Policy enforced (the <meta> is in the HTML and the
// local server sends the header) must run without a single violation. Third-party hosts answer
// from here with empty 200s, so their scripts, stylesheet and iframe are loaded (and checked
// against the policy) without the network.

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

const thirdPartyHost = /^https?:\/\/(?!127\.0\.0\.1[:/])/;


async function watchCsp(page: Page) {
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|content-security-policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/content security policy/i.test(error.message)) consoleMessages.push(error.message);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  await page.route(thirdPartyHost, (route) => {
    const url = route.request().url();
    if (url === thirdParty.workRequest.scriptSrc) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeJobberSnippet });
    }
    const type = route.request().resourceType();
    const contentType =
      type === 'stylesheet' ? 'text/css' : type === 'script' ? 'text/javascript' : type === 'document' ? 'text/html' : 'text/plain';
    const body = type === 'document' ? '<!doctype html><title>Form</title><p>Form</p>' : '';
    return route.fulfill({ status: 200, contentType, body });
  });
  return async () => {
    await quiet(page);
    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    expect(violations, 'securitypolicyviolation events').toEqual([]);
    expect(consoleMessages, 'console messages about the Content Security Policy').toEqual([]);
  };
}

/** Lets late work (idle-time analytics, lazy islands, images) finish: no new resource for 400 ms. */
async function quiet(page: Page) {
  let previous = -1;
  for (let i = 0; i < 25; i += 1) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === previous) return;
    previous = count;
    await page.waitForTimeout(400);
  }
}

/**
 * Waits for the analytics tracker the page script imports when idle (so script-src is exercised
 * for it); it sets window.plausible once initialised. On 127.0.0.1 it sends nothing, so
 * connect-src is exercised by analytics.spec.ts, which serves the site under another hostname.
 */
async function expectAnalyticsLoaded(page: Page) {
  await expect.poll(() => page.evaluate(() => typeof window.plausible), { timeout: 10_000 }).toBe('function');
}

/** Scrolls to the bottom in steps, so every client:visible island hydrates. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
}

const pages = [...onePerTemplate().map((route) => ({ name: route.template, path: route.path })), { name: 'not-found', path: '/no-such-page-here' }];

for (const { name, path } of pages) {
  test(`${name} (${path}) loads with no CSP violation`, async ({ page }) => {
    const check = await watchCsp(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(name === 'not-found' ? 404 : 200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
    await scrollThrough(page);
    await expectAnalyticsLoaded(page);
    await check();
  });
}

test('home with the gallery viewer open: no CSP violation', async ({ page }) => {
  // A project whose category has photos to page through (the office adds and removes photos in the editor).
  const project = galleryProjects.find((candidate) => categoryPhotoCount(candidate.category) > 1);
  test.skip(!project, 'no gallery category has two photos to page through');
  const check = await watchCsp(page);
  await page.goto(`${href.home()}#gallery`);
  await hydrated(page, 'Gallery');
  const card = page.locator('#gallery ul.grid > li').filter({ hasText: project!.title }).first();
  await card.getByRole('button', { name: new RegExp(gallery.viewGalleryLabel) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: gallery.nextLabel }).click();
  await expect(dialog.locator('img').first()).toBeVisible();
  await check();
});

test('location contact section with the work-request embed: no CSP violation', async ({ page }) => {
  const check = await watchCsp(page);
  const location = routesOf('location').find((route) => thirdParty.workRequest.locations.some((slug) => route.path.endsWith(`/${slug}`)));
  expect(location, 'a location page that embeds the work-request form').toBeDefined();
  await page.goto(location!.path);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator(`link[href="${thirdParty.workRequest.stylesheetHref}"]`)).toHaveCount(1);
  await expect(page.locator(`script[src="${thirdParty.workRequest.scriptSrc}"]`)).toHaveCount(1);
  // The stand-in snippet rendered the client hub iframe, so frame-src is exercised too.
  const frame = page.getByTestId('work-request-container').locator('iframe');
  await expect(frame).toHaveAttribute('src', thirdParty.workRequest.formUrl);
  await expect(page.frameLocator('[data-testid="work-request-container"] iframe').getByText('Form')).toBeVisible();
  await expectAnalyticsLoaded(page);
  await check();
});

test('generator after generating (sonner toast): no CSP violation', async ({ page }) => {
  const { form, generate, toasts } = generatorPage;
  const check = await watchCsp(page);
  await page.goto(routesOf('generator')[0]!.path);
  await hydrated(page, 'LocationGenerator');
  await page.getByLabel(form.stateName.label, { exact: true }).fill('Ohio');
  await page
    .getByRole('group', { name: 'County 1', exact: true })
    .getByLabel(generatorPage.serviceAreas.countyLabel, { exact: true })
    .fill('Franklin County');
  await page.getByRole('button', { name: generate.label, exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: toasts.generated.description })).toBeVisible();
  await check();
});
