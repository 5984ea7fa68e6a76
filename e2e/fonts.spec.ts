import { expect, test } from '@playwright/test';
import { coreUnicodeRange, inCoreSubset } from '../src/lib/fonts';
import { builtPages, readPage } from './support/site';

// The page preloads two small subsets of the site fonts (src/lib/fonts.ts). A character outside
// them still renders, but costs a second, larger font download on that page: the copy must not
// need one.

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

test('every built page uses only characters of the preloaded font subsets', () => {
  const offenders = new Map<string, string[]>();
  for (const [address, file] of builtPages()) {
    const extra = outsideCore(visibleCharacters(readPage(file)));
    if (extra.length > 0) offenders.set(address, extra);
  }
  expect(
    [...offenders].slice(0, 10).map(([address, chars]) => `${address}: ${chars.join(' ')}`),
    `add the characters to coreRanges in src/lib/fonts.ts and run npm run fonts (now ${coreUnicodeRange()})`,
  ).toEqual([]);
});

test('the check above notices a character outside the subsets', () => {
  expect(outsideCore(visibleCharacters('<p>Caf&#233; — “déjà vu”</p><script>"ü"</script>'))).toEqual(['é', 'à']);
});

test('a page downloads exactly the two preloaded font files, nothing more', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/services/kitchen-remodeling');
  await page.evaluate(() => document.fonts.ready);
  const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(2);
  expect(fonts.sort()).toEqual(preloaded.sort());
  const families = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
  expect(families.sort()).toEqual(['Fraunces Variable', 'Inter Variable']);
});
