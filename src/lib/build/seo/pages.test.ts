import { describe, expect, it } from 'vitest';
import { financing } from '../../../content/financing';
import { generatorPage } from '../../../content/generator';
import { guides } from '../../../content/guides';
import { DESCRIPTION_MAX } from '../../../content/limits';
import { localKitchens } from '../../../content/local-kitchens';
import { LOCAL_KITCHEN_SLUGS } from '../../../content/local-kitchens/slugs';
import { primaryLocation } from '../../../content/locations';
import { services } from '../../../content/services';
import { origins } from '../../../content/site';
import { buildFinancingMetadata, buildGeneratorMetadata, buildGuideMetadata, buildLocalKitchenMetadata } from './pages';

const breadcrumbOf = (jsonLd: readonly unknown[]) =>
  (
    (jsonLd as Record<string, unknown>[]).find((doc) => doc['@type'] === 'BreadcrumbList')?.['itemListElement'] as
      | { name: string; item: string }[]
      | undefined
  )?.map((i) => [i.name, i.item]);

describe('buildGuideMetadata', () => {
  const guide = guides['kitchen-layout-guide']!;
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

describe('buildLocalKitchenMetadata', () => {
  it.each(LOCAL_KITCHEN_SLUGS)('%s: builds metadata on the www domain with the business, its Maryland phone and a service in the town', (slug) => {
    const kitchen = localKitchens[slug];
    const metadata = buildLocalKitchenMetadata(kitchen);
    expect(metadata.canonical).toBe(`${origins.www}/${slug}`);
    expect(metadata.description).toBe(kitchen.description);
    expect(metadata.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    const nodes = metadata.jsonLd as unknown as Record<string, unknown>[];
    const business = nodes.find((doc) => JSON.stringify(doc['@type']).includes('GeneralContractor'));
    expect(business?.['telephone']).toBe(primaryLocation.phone);
    const service = nodes.find((doc) => doc['@type'] === 'Service');
    expect(service?.['areaServed']).toMatchObject({ '@type': 'City', name: kitchen.town });
    expect(service?.['provider']).toMatchObject({ '@id': business?.['@id'] });
    expect(metadata.jsonLd.some((doc) => (doc as { '@type'?: string })['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

describe('the tool pages', () => {
  it('financing: on www, indexable, with the business and Home > Financing', () => {
    const metadata = buildFinancingMetadata();
    expect(metadata.canonical).toBe(`${origins.www}/financing`);
    expect(metadata.noindex).toBeFalsy();
    expect(breadcrumbOf(metadata.jsonLd)).toEqual([
      [financing.metadata.breadcrumbHome, `${origins.www}/`],
      [financing.metadata.breadcrumbName, `${origins.www}/financing`],
    ]);
  });

  it('generator: noindex, with Home > Location Page Generator', () => {
    const metadata = buildGeneratorMetadata();
    expect(metadata.noindex).toBe(true);
    expect(breadcrumbOf(metadata.jsonLd)?.at(-1)).toEqual([generatorPage.metadata.breadcrumbName, `${origins.www}/location-generator`]);
  });
});
