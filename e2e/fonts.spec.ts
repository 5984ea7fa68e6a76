import { expect, test, type Page } from '@playwright/test';
import { coreUnicodeRange, inCoreSubset } from '../scripts/fonts/core-ranges';
import { builtPages, readPage } from './support/site';

// Pages use two small subsets of the site fonts (scripts/fonts/core-ranges.ts), fetched after load on a
// first visit (src/lib/browser/web-fonts.ts). A character outside them still renders, but costs a
// second, larger font download on that page: the copy must not need one.

/** The characters of a built page a reader can see or an island can render: markup without scripts and styles, attributes included (island props carry client-rendered copy). */
function visibleCharacters(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)));
}

function outsideCore(text: string): string[] {
  return [...new Set([...text].filter((ch) => ch.codePointAt(0)! > 0x7e && !inCoreSubset(ch.codePointAt(0)!)))];
}

test('every built page uses only characters of the core font subsets', () => {
  const offenders = new Map<string, string[]>();
  for (const [address, file] of builtPages()) {
    const extra = outsideCore(visibleCharacters(readPage(file)));
    if (extra.length > 0) offenders.set(address, extra);
  }
  expect(
    [...offenders].slice(0, 10).map(([address, chars]) => `${address}: ${chars.join(' ')}`),
    `add the characters to coreRanges in scripts/fonts/core-ranges.ts and run npm run fonts (now ${coreUnicodeRange()})`,
  ).toEqual([]);
});

test('the check above notices a character outside the subsets', () => {
  expect(outsideCore(visibleCharacters('<p>Caf&#233; — “déjà vu”</p><script>"ü"</script>'))).toEqual(['é', 'à']);
});

const corePaths = ['/_astro/fraunces-core-wght', '/_astro/inter-core-wght'];
const loadedFamilies = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family).sort());

test('a first visit paints in the stand-in fonts and fetches the two core fonts only after load', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  // What the body's font is when the HTML has been parsed, before the load event.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.dataset['fontAtParse'] = getComputedStyle(document.body).fontFamily;
    }),
  );
  await page.goto('/services/kitchen-remodeling');
  expect(await page.locator('html').getAttribute('data-font-at-parse')).toMatch(/^"Inter Fallback: Arial"/);
  await expect(page.locator('html')).not.toHaveClass(/fonts-deferred/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  expect(fonts.map((path) => path.replace(/\.[^.]+\.woff2$/, '')).sort()).toEqual(corePaths);
  // The browser's own timings: every font request started after the load event had begun.
  const timings = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    fonts: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).map((e) => e.startTime),
  }));
  expect(timings.fonts).toHaveLength(2);
  for (const start of timings.fonts) expect(start).toBeGreaterThanOrEqual(timings.load);
  expect(await loadedFamilies(page)).toEqual(['Fraunces Variable', 'Inter Variable']);
});

test('the next page of the visit uses the web fonts from its first paint', async ({ page }) => {
  await page.goto('/services/kitchen-remodeling');
  await page.waitForFunction(() => sessionStorage.getItem('hearthwood:web-fonts') === '1');
  await page.goto('/financing', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('html')).not.toHaveClass(/fonts-deferred/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the web fonts load the usual way', async ({ page }) => {
    await page.goto('/services/kitchen-remodeling');
    await expect(page.locator('html')).not.toHaveClass(/fonts-deferred/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  });
});
