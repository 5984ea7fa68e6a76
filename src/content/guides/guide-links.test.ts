import { describe, expect, it } from 'vitest';
import { origins } from '../site';
import { serviceList, services } from '../services';
import { GUIDE_SLUGS, SERVICE_SLUGS } from '../types';
import { href } from '../../lib/routes';
import { buildGuideMetadata } from '../../lib/seo/pages';
import { getGuide, guideList, guides } from './index';

/**
 * Guides and services point at each other: a service's "helpful guides" (shown on the
 * neighbourhood-service pages) must be real articles, and every article's buttons must lead
 * to a real service page.
 */
describe('links between services and guides', () => {
  const referenced = serviceList.flatMap((service) => service.guides.map((slug) => ({ service: service.slug, slug })));

  it('services reference guides at all (the check below is not vacuous)', () => {
    expect(referenced.length).toBeGreaterThan(0);
  });

  it.each(referenced)('$service lists $slug, which exists in the guides registry', ({ slug }) => {
    expect(getGuide(slug)).toBeDefined();
    expect(guides[slug].slug).toBe(slug);
  });

  it.each(guideList.map((guide) => [guide.slug, guide.service] as const))(
    '%s links to %s, which exists in the service catalogue',
    (_slug, service) => {
      expect(SERVICE_SLUGS).toContain(service);
      expect(services[service]?.slug).toBe(service);
    },
  );

  it('a service lists each guide at most once, and 0 to 3 of them', () => {
    for (const service of serviceList) {
      expect(new Set(service.guides).size).toBe(service.guides.length);
      expect(service.guides.length).toBeLessThanOrEqual(3);
    }
  });

  it('every guide address is a /support/ page of a registered slug', () => {
    for (const slug of GUIDE_SLUGS) expect(href.guide(slug)).toBe(`/support/${slug}`);
  });
});

describe('guide page metadata', () => {
  const guide = guides['kitchen-layout-guide'];
  const metadata = buildGuideMetadata(guide, { date: '2025-01-31' });
  const byType = (type: string) => metadata.jsonLd.find((doc) => (doc as { '@type'?: string })['@type'] === type) as Record<string, unknown>;

  it('is an article on the www domain with the guide title, description and keywords', () => {
    expect(metadata.canonical).toBe(`${origins.www}/support/kitchen-layout-guide`);
    expect(metadata.ogType).toBe('article');
    expect(metadata.title.startsWith(guide.title)).toBe(true);
    expect(metadata.description).toBe(guide.description);
    expect(metadata.keywords).toEqual(guide.keywords);
  });

  it('carries Article JSON-LD with the company as author and publisher and the given date', () => {
    const article = byType('Article');
    expect(article['headline']).toBe(guide.title);
    expect(article['datePublished']).toBe('2025-01-31');
    expect(article['dateModified']).toBe('2025-01-31');
    expect((article['author'] as { '@type': string })['@type']).toBe('Organization');
    expect((article['publisher'] as { '@type': string })['@type']).toBe('Organization');
    expect(article['image']).toMatch(/^https:\/\//);
  });

  it('dates the article with the build date by default', () => {
    const article = buildGuideMetadata(guide).jsonLd.find((doc) => (doc as { '@type'?: string })['@type'] === 'Article') as Record<string, unknown>;
    expect(article['datePublished']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article['dateModified']).toBe(article['datePublished']);
  });

  it('has the breadcrumb Home > service > guide with absolute addresses', () => {
    const items = (byType('BreadcrumbList')['itemListElement'] as { name: string; item: string }[]).map((i) => [i.name, i.item]);
    expect(items).toEqual([
      ['Home', `${origins.www}/`],
      [services['kitchen-remodeling'].name, `${origins.www}/services/kitchen-remodeling`],
      [guide.title, `${origins.www}/support/kitchen-layout-guide`],
    ]);
  });
});
