import { expect, test, type Page } from '@playwright/test';
import { coreUnicodeRange, inCoreSubset } from '../scripts/fonts/core-ranges';
import { builtPages, onePerTemplate, readPage } from './support/site';

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
  // One regular-expression pass picks the few non-ASCII characters out of a page's 100-200 KB.
  return [...new Set(text.match(/[^\t\n\r -~]/gu))].filter((ch) => ch.codePointAt(0)! > 0x7e && !inCoreSubset(ch.codePointAt(0)!));
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
/** The web fonts the page has loaded (the stand-ins are local fonts, "… Fallback: Arial"). */
const loadedFamilies = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded' && !f.family.includes('Fallback')).map((f) => f.family).sort());

test('a first visit paints in the stand-in fonts, keeps them, and fetches the two core fonts after the first paint', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/services/kitchen-remodeling');
  await expect(page.locator('html')).toHaveClass(/fonts-deferred/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Fallback: Arial"/);
  // Fetched for the next pages once this one has painted, and noted for them.
  await page.waitForFunction(() => sessionStorage.getItem('hearthwood:web-fonts') === '1');
  expect(fonts.map((path) => path.replace(/\.[^.]+\.woff2$/, '')).sort()).toEqual(corePaths);
  expect(await loadedFamilies(page)).toEqual(['Fraunces Variable', 'Inter Variable']);
  // The browser's own timings: the chunk that fetches them (lib/browser/after-paint.ts, which
  // starts the analytics too) and every font request started after the load event and the first
  // contentful paint.
  const timings = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    fonts: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).map((e) => e.startTime),
    chunk: performance.getEntriesByType('resource').filter((e) => /\/_astro\/after-paint\.[\w-]+\.js$/.test(e.name)).map((e) => e.startTime),
  }));
  expect(timings.fonts).toHaveLength(2);
  expect(timings.chunk).toHaveLength(1);
  for (const start of [...timings.chunk, ...timings.fonts]) {
    expect(start).toBeGreaterThanOrEqual(timings.load);
    expect(start).toBeGreaterThanOrEqual(timings.paint);
  }
  // This page never switches: that would lay out all its text again.
  await page.waitForTimeout(300);
  await expect(page.locator('html')).toHaveClass(/fonts-deferred/);
});

test('the next page of the visit uses the web fonts from its first paint', async ({ page }) => {
  await page.goto('/services/kitchen-remodeling');
  await page.waitForFunction(() => sessionStorage.getItem('hearthwood:web-fonts') === '1');
  await page.goto('/financing', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('html')).not.toHaveClass(/fonts-deferred/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
});

/**
 * The first page shows the stand-ins, the next pages the web fonts: switching one to the other on
 * each template must score no layout shift. Needs the stand-ins' system fonts or their metric
 * twins (Debian's fonts-liberation and fonts-roboto-unhinted, which .ci/run installs).
 */
const roboto = (weight = '') => `"Inter Fallback${weight}: Roboto", sans-serif`;
const standInSets = [
  { name: 'a desktop (Arial and Times New Roman)', viewport: { width: 1440, height: 900 }, css: '', used: ['Arial', 'Times New Roman'] },
  { name: 'a phone (Arial and Times New Roman)', viewport: { width: 412, height: 823 }, css: '', used: ['Arial', 'Times New Roman'] },
  {
    name: 'an Android phone (Roboto)',
    viewport: { width: 412, height: 823 },
    // Android has no Arial: its sans-serif stand-in is Roboto.
    css: `html:root{--font-sans-fallback:${roboto()};--font-sans-fallback-500:${roboto(' 500')};--font-sans-fallback-600:${roboto(' 600')}}`,
    used: ['Roboto', 'Times New Roman'],
  },
];

interface Shift {
  value: number;
  nodes: string[];
}

/** The layout shifts of switching the page from the stand-ins to the web fonts, as a first visit's next page would. */
const shiftsOnSwitch = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Shift[]>((done) => {
        const seen: Shift[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
            const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName)));
            seen.push({ value: entry.value, nodes });
          }
        });
        observer.observe({ type: 'layout-shift' });
        document.documentElement.classList.remove('fonts-deferred');
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => (observer.disconnect(), done(seen)), 100)));
      }),
  );

// Each template is loaded once, as a first visit, and measured for the three sets in turn: the page
// goes back to its stand-ins (the class the first visit paints with), takes the set's window size
// and fonts, settles, and switches to the web fonts again. A page load per set measured the same.
test('on a desktop, a phone and an Android phone, the stand-ins and the web fonts lay out every template the same', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: standInSets[0]!.viewport });
  const shifted: string[] = [];
  for (const route of onePerTemplate()) {
    const page = await context.newPage();
    await page.goto(route.path);
    // A first visit (each page has its own sessionStorage): wait for the fonts it fetches for the next pages.
    await page.waitForFunction(() => sessionStorage.getItem('hearthwood:web-fonts') === '1');
    for (const standIns of standInSets) {
      await page.setViewportSize(standIns.viewport);
      await page.evaluate((css) => {
        document.getElementById('stand-in-set')?.remove();
        const style = Object.assign(document.createElement('style'), { id: 'stand-in-set', textContent: css });
        document.head.append(style);
        document.documentElement.classList.add('fonts-deferred');
      }, standIns.css);
      // Laid out at the new size in the stand-ins, with their fonts loaded.
      const loaded = await page.evaluate(async () => {
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '').replace(/^.*: /, ''));
      });
      // The stand-ins are real fonts on this machine: a missing one would let this test pass for nothing.
      expect(loaded, 'install fonts-liberation and fonts-roboto-unhinted (see .ci/run)').toEqual(expect.arrayContaining(standIns.used));
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Fallback/);
      const shifts = await shiftsOnSwitch(page);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      if (total > 0.01) shifted.push(`${standIns.name}, ${route.path}: ${total.toFixed(3)} (${shifts.flatMap((s) => s.nodes).slice(0, 3).join(' | ')})`);
    }
    await page.close();
  }
  await context.close();
  expect(shifted).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the web fonts load the usual way', async ({ page }) => {
    await page.goto('/services/kitchen-remodeling');
    await expect(page.locator('html')).not.toHaveClass(/fonts-deferred/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  });
});
