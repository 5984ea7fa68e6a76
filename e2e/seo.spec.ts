import { expect, test } from '@playwright/test';
import { brand, origins, thirdParty } from '../src/content/site';
import { home } from '../src/content/home';
import { jsonLdTypes, readHead } from './support/site';

test('the raw HTML of the home page carries every piece of search metadata', async ({ request }) => {
  const response = await request.get('/');
  const html = await response.text();
  const head = readHead(html);
  expect(head.title).toBe(`${home.metadata.title} | ${brand.name}`);
  expect(head.description).toBe(home.metadata.description);
  expect(head.canonical).toBe(`${origins.www}/`);
  expect(head.ogImage).toBe(`${origins.www}/og/default.jpg`);
  expect(html).toMatch(/<meta name="keywords" content="[^"]*custom woodworking Maryland/);
  const types = jsonLdTypes(head.jsonLd);
  expect(types).toContain('Organization');
  expect(types).toContain('WebSite');
});

test('the share image is served at the size the metadata declares', async ({ request }) => {
  const response = await request.get('/og/default.jpg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const bytes = await response.body();
  // JPEG SOF0/SOF2 marker carries height then width.
  const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
  expect(bytes.readUInt16BE(sof + 5)).toBe(630);
  expect(bytes.readUInt16BE(sof + 7)).toBe(1200);
});

test('pages are served compressed, as a CDN would', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('page analytics loads after the page is interactive, with the site id, and may be blocked', async ({ page }) => {
  const analyticsHost = new URL(thirdParty.analytics.scriptSrc).host;
  const requested: string[] = [];
  await page.route((url) => url.host === analyticsHost, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  const script = page.locator(`script[src="${thirdParty.analytics.scriptSrc}"]`);
  await expect(script).toHaveAttribute('data-site', thirdParty.analytics.siteId);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  // Nothing in the prerendered HTML loads it: it is added by script once the page is idle.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(new RegExp(`<script[^>]*\\ssrc="${thirdParty.analytics.scriptSrc.replace(/[.]/g, '\\.')}"`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
