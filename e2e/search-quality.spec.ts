import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESCRIPTION_MAX } from '../src/content/limits';
import { SERVICE_SLUGS } from '../src/content/services/slugs';
import { citiesOf } from '../src/lib/build/places';
import { href, routesOf } from './support/routes';
import { canonicalOf } from '../src/lib/build/sitemap';
import {
  businessIds,
  cityServiceSimilarity,
  grammarHits,
  orphans,
  pageGrammarHits,
  rankingPages,
  readSite,
  sharedValues,
  type PageFacts,
} from './support/audit';
import { localKitchenList, maryland } from './support/content';
import { distDir, readHead } from './support/site';

/**
 * What a search engine sees of the whole built site (QUALITY.md, "Search"): one ranking page per
 * intent, no orphans, a sitemap of exactly the ranking pages, one business entity, descriptions
 * that are not cut, correct grammar, and town pages that differ because their facts differ.
 * Every figure is also printed by `npm run audit:seo`.
 */
test.describe.configure({ mode: 'serial' });

let site: Map<string, PageFacts>;
test.beforeAll(() => {
  site = readSite();
});

const page = (address: string): PageFacts => {
  const found = site.get(address);
  if (!found) throw new Error(`not built: ${address}`);
  return found;
};

test('no two self-canonical indexable pages share an H1 or a title', () => {
  const ranking = rankingPages(site);
  expect(ranking.length).toBeGreaterThan(1000);
  expect(sharedValues(ranking, (p) => p.h1)).toEqual([]);
  expect(sharedValues(ranking, (p) => p.title)).toEqual([]);
});

test('every neighbourhood page is an alternate of its town city+service page, and the sitemap is the ranking set', () => {
  const routes = routesOf('neighborhood-service');
  expect(routes.length).toBe(citiesOf(maryland).length * SERVICE_SLUGS.length);
  const wrong = routes.filter((route) => page(route.path).canonical !== canonicalOf({ path: route.aliasOf ?? '', template: 'city-service' }));
  expect(wrong.map((route) => route.path)).toEqual([]);
  for (const route of routes.slice(0, 3)) expect(site.has(route.aliasOf ?? '')).toBe(true);

  const sitemap = [...readFileSync(join(distDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(sitemap.sort()).toEqual(rankingPages(site).map((p) => p.canonical).sort());
});

test('every ranking page has a link from another page, and the check finds an orphan', () => {
  expect(orphans(site)).toEqual([]);
  const cut = new Map(site);
  const victim = href.cityService(maryland.slug, 'owings', 'bathroom-vanities');
  for (const [address, facts] of cut) {
    if (facts.links.has(victim)) cut.set(address, { ...facts, links: new Set([...facts.links].filter((l) => l !== victim)) });
  }
  expect(orphans(cut)).toEqual([victim]);
});

test('a city page links to every one of its city+service pages', () => {
  for (const city of citiesOf(maryland).slice(0, 10)) {
    const links = page(href.city(maryland.slug, city.slug)).links;
    const missing = SERVICE_SLUGS.filter((service) => !links.has(href.cityService(maryland.slug, city.slug, service)));
    expect(missing, city.name).toEqual([]);
  }
});

test('a city+service page links to the same service in 3-4 nearby towns of its county', () => {
  const cities = citiesOf(maryland);
  for (const city of cities) {
    const sameCounty = new Set(cities.filter((c) => c.county === city.county && c.slug !== city.slug).map((c) => c.slug));
    const links = page(href.cityService(maryland.slug, city.slug, 'roofing-services')).links;
    const nearby = [...links].filter((link) => {
      const [, , , town, service] = link.split('/');
      return service === 'roofing-services' && town !== city.slug && sameCounty.has(town ?? '');
    });
    expect(nearby.length, city.name).toBeGreaterThanOrEqual(Math.min(3, sameCounty.size));
    expect(nearby.length, city.name).toBeLessThanOrEqual(4);
  }
});

test('the kitchen pages of Bethesda and Potomac link to their local kitchen page, and the kitchen service page lists both', () => {
  const servicePage = page(href.service('kitchen-remodeling'));
  for (const kitchen of localKitchenList) {
    const town = citiesOf(maryland).find((c) => c.name === kitchen.town);
    expect(town, kitchen.town).toBeDefined();
    expect(page(href.cityService(maryland.slug, town?.slug ?? '', 'kitchen-remodeling')).links).toContain(href.localKitchen(kitchen.slug));
    expect(servicePage.links).toContain(href.localKitchen(kitchen.slug));
  }
});

test('the structured data describes one business, and a town page serves its own town', () => {
  const ids = [...businessIds(site)];
  expect(ids).toHaveLength(1);
  const docs = readHead(page(href.cityService(maryland.slug, 'bethesda', 'roofing-services')).html).jsonLd.map((d) => JSON.parse(d));
  const service = docs.find((d) => d['@type'] === 'Service');
  expect(service.provider['@id']).toBe(ids[0]);
  expect(service.areaServed).toEqual({
    '@type': 'City',
    name: 'Bethesda',
    containedInPlace: { '@type': 'AdministrativeArea', name: 'Montgomery County', containedInPlace: { '@type': 'State', name: 'Maryland' } },
  });
});

test('every indexable page has a description within the description limit', () => {
  const long = [...site.values()].filter((p) => !p.noindex && (p.description.length > DESCRIPTION_MAX || p.description.length < 50));
  expect(long.map((p) => `${p.description.length}: ${p.address}`)).toEqual([]);
});

test('the grammar check catches a/an and doubled words, and no built page has either', () => {
  expect(grammarHits('remodeling a Annapolis home')).toHaveLength(1);
  expect(grammarHits('an 1950s rambler and a 18th-century house')).toHaveLength(2);
  expect(grammarHits('View Roofing Services Services')).toHaveLength(1);
  expect(grammarHits('a HOA review')).toHaveLength(1);
  expect(grammarHits('an Annapolis home, a usable room, an HOA, a one-story house, an 18th-century house, an hour')).toEqual([]);
  const hits = [...site.values()].flatMap((p) => pageGrammarHits(p).map((hit) => `${p.address}: ${hit}`));
  expect(hits).toEqual([]);
});

test('city+service pages differ because their facts differ (5-word shingles, town and county masked)', () => {
  const report = cityServiceSimilarity(site, true);
  expect(report.sameTown.p90, report.sameTown.worst).toBeLessThanOrEqual(0.4);
  expect(report.sameService.p90, report.sameService.worst).toBeLessThanOrEqual(0.45);
  expect(report.sameService.max, report.sameService.worst).toBeLessThanOrEqual(0.6);
  expect(report.sameTown.p50).toBeGreaterThan(0);
});
