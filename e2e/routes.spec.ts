import { expect, test } from '@playwright/test';
import { indexableRoutes } from './support/routes';
import { canonicalOf } from '../src/lib/build/sitemap';
import { builtPages, readHead, sampleRoutes } from './support/site';

// Every family joins these checks by being enumerated in src/lib/build/route-table.ts; no new test code
// needed. The routes are the ones the build listed (support/routes.ts); each check compares that
// list with what was published: the served page, its head, the sitemap, the files.
for (const route of sampleRoutes()) {
  test(`${route.template} ${route.path} answers 200 with complete raw-HTML metadata`, async ({ request }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const head = readHead(await response.text());

    expect(head.h1Count).toBe(1);
    expect(head.title.length).toBeGreaterThan(10);
    expect(head.description.length).toBeGreaterThan(50);
    expect(head.canonical).toBe(canonicalOf({ ...route, path: route.aliasOf ?? route.path }));
    expect(head.ogImage).toMatch(/^https:\/\//);
    expect(head.jsonLd.length).toBeGreaterThan(0);
    for (const doc of head.jsonLd) expect(() => JSON.parse(doc)).not.toThrow();
    if (route.indexable) expect(head.robots).not.toContain('noindex');
    else expect(head.robots).toContain('noindex');
  });
}

test('the sitemap lists exactly the indexable routes, by canonical address, each a built page', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  expect(locs.sort()).toEqual(indexableRoutes().map(canonicalOf).sort());
  const built = new Set(builtPages().map(([address]) => address));
  expect(locs.filter((loc) => !built.has(new URL(loc).pathname))).toEqual([]);
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('User-agent: *');
  expect(body).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
});
