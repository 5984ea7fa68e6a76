import { expect, test } from '@playwright/test';
import { brand, origins, thirdParty } from '../src/content/site';
import { home } from '../src/content/home';
import { jsonLdTypes, onePerTemplate, readHead } from './support/site';

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

test('every template, the noindex pages and the not-found page included, sets keywords and structured data', async ({ request }) => {
  // Spec 1: "Every page sets search metadata (title, description, keywords, canonical address,
  // share image) and structured data."
  const paths = [...onePerTemplate().map((route) => route.path), '/no-such-page-here'];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const head = readHead(html);
    expect(html, path).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(head.jsonLd.length, path).toBeGreaterThan(0);
    for (const block of head.jsonLd) expect(() => JSON.parse(block), path).not.toThrow();
  }
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

test('page analytics is bundled with the site, started after the page has loaded, with the site identifier', async ({ page }) => {
  const tracker = /\/_astro\/plausible\.[\w-]+\.js$/;
  const requested: string[] = [];
  page.on('request', (request) => {
    if (tracker.test(request.url())) requested.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The tracker sets window.plausible once it is initialised.
  await expect.poll(() => page.evaluate(() => typeof window.plausible), { timeout: 10_000 }).toBe('function');
  expect(requested).toHaveLength(1);
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    tracker: performance.getEntriesByType('resource').find((entry) => /\/plausible\.[\w-]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(timing.tracker, 'the tracker was fetched after the load event').toBeGreaterThanOrEqual(timing.loaded);
  // Nothing in the prerendered HTML loads a script from another host; it names the site identifier.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc="https?:/);
  expect(html).toContain(`data-domain="${thirdParty.analytics.domain}"`);
});
