import { expect, test } from '@playwright/test';
import { allRoutes } from './support/routes';
import { builtPages, decodeEntities, readHead, readPage } from './support/site';

/**
 * Reads every built HTML file (not a sample): each internal link must lead to a built page,
 * and a link with a #fragment to an element with that id on the target page.
 */
test('no internal link on any built page points to a missing page or section', () => {
  const pages = new Map(builtPages().map(([address, file]) => [address, readPage(file)]));
  const ids = new Map<string, Set<string>>();
  const idsOf = (address: string) => {
    let set = ids.get(address);
    if (!set) {
      set = new Set([...(pages.get(address) ?? '').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] as string));
      ids.set(address, set);
    }
    return set;
  };

  const broken: string[] = [];
  let checked = 0;
  for (const [address, html] of pages) {
    for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const raw = decodeEntities(match[1] ?? '');
      if (/^(?:[a-z]+:|\/\/)/i.test(raw)) continue; // external, tel:, mailto:
      const url = new URL(raw, `http://site${address}`);
      const target = url.pathname.replace(/\/$/, '') || '/';
      checked += 1;
      const samePage = raw.startsWith('#');
      if (!pages.has(target) || (target === '/404' && !samePage)) {
        broken.push(`${address} -> ${raw}`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !idsOf(target).has(fragment)) broken.push(`${address} -> ${raw} (no #${fragment})`);
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect(broken).toEqual([]);
});

// The build's route list (what getStaticPaths was given) against the HTML files on disk.
test('every route the build listed is a built page, and nothing else is', () => {
  const built = new Set(builtPages().map(([address]) => address));
  built.delete('/404');
  expect([...built].sort()).toEqual(allRoutes().map((route) => route.path).sort());
});

test('titles and descriptions are unique across indexable pages', () => {
  const pages = new Map(builtPages());
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const clashes: string[] = [];
  for (const route of allRoutes().filter((r) => r.indexable && !r.aliasOf)) {
    const head = readHead(readPage(pages.get(route.path) as string));
    const sameTitle = titles.get(head.title);
    const sameDescription = descriptions.get(head.description);
    if (sameTitle) clashes.push(`title of ${route.path} equals ${sameTitle}`);
    if (sameDescription) clashes.push(`description of ${route.path} equals ${sameDescription}`);
    titles.set(head.title, route.path);
    descriptions.set(head.description, route.path);
  }
  expect(clashes).toEqual([]);
});

test('noindex pages are not linked from the navigation', () => {
  const pages = new Map(builtPages());
  const hidden = allRoutes().filter((route) => !route.indexable).map((route) => route.path);
  const home = readPage(pages.get('/') as string);
  const header = /<header[\s\S]*?<\/header>/.exec(home)?.[0] ?? '';
  expect(header).toContain('<nav');
  for (const path of hidden) expect(header).not.toContain(`href="${path}"`);
});
