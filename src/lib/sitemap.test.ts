import { describe, expect, it } from 'vitest';
import { origins } from '../content/site';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap and robots', () => {
  it('lists each route once by its canonical address, escaping XML', () => {
    const xml = sitemapXml(
      [
        { path: '/', template: 'home', indexable: true, page: '/x', params: {} },
        { path: '/locations/maryland', template: 'location', indexable: true, page: '/x', params: {} },
        { path: '/services/a&b', template: 'service', indexable: true, page: '/x', params: {} },
      ],
      '2026-11-23',
    );
    expect(xml).toContain(`<loc>${origins.www}/</loc><lastmod>2026-11-23</lastmod>`);
    expect(xml).toContain(`<loc>${origins.short}/locations/maryland</loc>`);
    expect(xml).toContain(`<loc>${origins.www}/services/a&amp;b</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('writes robots.txt with disallowed paths and the sitemap', () => {
    const txt = robotsTxt('https://example.test/sitemap.xml', ['/location-generator']);
    expect(txt).toContain('Disallow: /location-generator');
    expect(txt.trim().endsWith('Sitemap: https://example.test/sitemap.xml')).toBe(true);
  });
});
