import { describe, expect, it } from 'vitest';
import { origins } from '../../content/site';
import { farland, guides, marylandLike, projects, services, testland, withNewServiceAndTown } from '../../test/route-fixtures';
import { routeTable } from './route-table';
import { robotsTxt, sitemapXml } from './sitemap';

/** Every <loc> of a sitemap, in order. */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

/**
 * The sitemap of the made-up registries (src/test/route-fixtures.ts): an active location with
 * three towns under the slug maryland (so it has neighbourhood alternates and a short path), an
 * inactive location and two guides. The expectations are written from the spec, not read back
 * from the table: location pages on the short domain, everything else on www (spec 9); no
 * noindex page and no alternate listed.
 */
describe('sitemap of a fixture site', () => {
  const table = routeTable({ services, locations: [marylandLike, farland], guides, projects });
  const xml = sitemapXml(table.indexableRoutes(), '2026-11-23');
  const locs = locsOf(xml);

  const www = (path: string) => `${origins.www}${path}`;
  const short = (path: string) => `${origins.short}${path}`;

  it('lists the fixed pages, the guides, the kitchen pages and the project stories on the www domain', () => {
    for (const loc of [
      www('/'),
      www('/financing'),
      www('/process'),
      www('/services/first-service'),
      www('/services/second-service'),
      www('/support/first-guide'),
      www('/support/second-guide'),
      www('/bethesda-kitchen-remodeling'),
      www('/potomac-kitchen-remodeling'),
      www('/projects'),
      www('/projects/first-project'),
      www('/projects/second-project'),
    ]) {
      expect(locs.filter((l) => l === loc), loc).toHaveLength(1);
    }
  });

  it('lists the location, its towns and town+service pages on the short domain', () => {
    for (const loc of [
      short('/locations/maryland'),
      short('/locations/maryland/st-marys-city'),
      short('/locations/maryland/oak-hill'),
      short('/locations/maryland/riverside'),
      short('/locations/maryland/st-marys-city/first-service'),
      short('/locations/maryland/riverside/second-service'),
    ]) {
      expect(locs.filter((l) => l === loc), loc).toHaveLength(1);
    }
    const locationPages = locs.filter((loc) => new URL(loc).pathname.startsWith('/locations/'));
    expect(locationPages.every((loc) => loc.startsWith(`${origins.short}/`))).toBe(true);
    const otherPages = locs.filter((loc) => !new URL(loc).pathname.startsWith('/locations/'));
    expect(otherPages.every((loc) => loc.startsWith(`${origins.www}/`))).toBe(true);
  });

  it('leaves out the noindex pages and the alternates', () => {
    const pathnames = locs.map((loc) => new URL(loc).pathname);
    expect(pathnames).not.toContain('/location-generator');
    expect(pathnames).not.toContain('/farland');
    expect(pathnames).not.toContain('/maryland');
    expect(pathnames.filter((path) => path.startsWith('/maryland/'))).toEqual([]);
    expect(locs.filter((loc) => loc.includes('farland') || loc.includes('lonely-town'))).toEqual([]);
  });

  it('has each address once, and exactly the indexable pages of the fixture', () => {
    expect(new Set(locs).size).toBe(locs.length);
    // 1 home + 2 services + 1 location + 3 towns + 3 × 2 town+service + 2 guides + 2 kitchens + financing + warranty, privacy, accessibility + process
    // + the project list and 2 stories
    expect(locs).toHaveLength(1 + 2 + 1 + 3 + 6 + 2 + 2 + 1 + 3 + 1 + 3);
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
    expect(xml.match(/<lastmod>2026-11-23<\/lastmod>/g)).toHaveLength(locs.length);
  });

  it('a location with another slug has no neighbourhood pages to leave out, and the same count', () => {
    const other = locsOf(sitemapXml(routeTable({ services, locations: [testland], guides, projects }).indexableRoutes()));
    expect(other).toContain(short('/locations/testland/oak-hill/first-service'));
    expect(other).toHaveLength(locs.length);
  });

  it('lists a service and a town added by the recipe, each page once, on its own domain', () => {
    const grown = withNewServiceAndTown(marylandLike, 'new-service', 'New Town');
    const after = locsOf(sitemapXml(routeTable({ services: grown.services, locations: [grown.location, farland], guides, projects }).indexableRoutes()));
    const added = after.filter((loc) => !locs.includes(loc)).sort();
    expect(added).toEqual(
      [
        www('/services/new-service'),
        short('/locations/maryland/new-town'),
        ...['st-marys-city', 'oak-hill', 'riverside'].map((town) => short(`/locations/maryland/${town}/new-service`)),
        ...['first-service', 'second-service', 'new-service'].map((service) => short(`/locations/maryland/new-town/${service}`)),
      ].sort(),
    );
    expect(after).toEqual(expect.arrayContaining(locs));
  });
});

describe('sitemap XML', () => {
  it('escapes XML in addresses and writes a well-formed urlset', () => {
    const xml = sitemapXml([{ path: '/services/a&b', template: 'service', indexable: true, page: '/x', params: {} }]);
    expect(xml).toContain(`<loc>${origins.www}/services/a&amp;b</loc>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robots.txt', () => {
  it('writes robots.txt with disallowed paths and the sitemap', () => {
    const txt = robotsTxt('https://example.test/sitemap.xml', ['/location-generator']);
    expect(txt).toContain('User-agent: *');
    expect(txt).toContain('Disallow: /location-generator');
    expect(txt.trim().endsWith('Sitemap: https://example.test/sitemap.xml')).toBe(true);
  });
});
