import { describe, expect, it } from 'vitest';
import { brand, business as businessFacts, office, origins, structuredDataHours } from '../../../content/site';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  buildDate,
  buildMetadata,
  canonicalUrl,
  faqJsonLd,
  businessId,
  businessJsonLd,
  placeJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  withBrand,
} from '.';
import config from '../../../../astro.config.mjs';

describe('withBrand', () => {
  it('appends the brand to a plain title', () => {
    expect(withBrand('Kitchen Remodeling Services')).toBe(`Kitchen Remodeling Services | ${brand.name}`);
  });
  it('leaves a title that already names the brand alone, in any case', () => {
    expect(withBrand(`About ${brand.shortName.toUpperCase()} crews`)).toBe(`About ${brand.shortName.toUpperCase()} crews`);
    expect(withBrand(`${brand.name} | Home`)).toBe(`${brand.name} | Home`);
  });
});

describe('canonicalUrl', () => {
  it('puts location pages on the short domain and service/support pages on www', () => {
    expect(canonicalUrl('/locations/maryland', 'location')).toBe(`${origins.short}/locations/maryland`);
    expect(canonicalUrl('/services/kitchen-remodeling', 'service')).toBe(`${origins.www}/services/kitchen-remodeling`);
    expect(canonicalUrl('/support/kitchen-layout-guide', 'support')).toBe(`${origins.www}/support/kitchen-layout-guide`);
  });
  it('drops the query, the hash and a trailing slash', () => {
    expect(canonicalUrl('/services/outdoor-decks?location=maryland#contact', 'service')).toBe(
      `${origins.www}/services/outdoor-decks`,
    );
    expect(canonicalUrl('/financing/')).toBe(`${origins.www}/financing`);
    expect(canonicalUrl('/')).toBe(`${origins.www}/`);
  });
  it('agrees with the site option of the Astro config', () => {
    expect(config.site).toBe(origins.www);
  });
});

describe('buildMetadata', () => {
  it('suffixes the title, dedupes keywords and defaults the share image', () => {
    const meta = buildMetadata({
      title: 'Financing',
      description: '  Estimate a monthly payment.  ',
      path: '/financing',
      keywords: ['loans', ' loans', 'financing'],
    });
    expect(meta.title).toBe(`Financing | ${brand.name}`);
    expect(meta.description).toBe('Estimate a monthly payment.');
    expect(meta.keywords).toEqual(['loans', 'financing']);
    expect(meta.canonical).toBe(`${origins.www}/financing`);
    expect(meta.image.url).toBe(`${origins.www}/og/default.jpg`);
    expect(meta.image.width).toBe(1200);
    expect(meta.noindex).toBe(false);
  });
  it('carries the noindex flag', () => {
    expect(buildMetadata({ title: 'x', description: 'y', path: '/x', noindex: true }).noindex).toBe(true);
  });
});

describe('JSON-LD builders', () => {
  it('describes the business once: an Organization that is a GeneralContractor, and the website', () => {
    const business = businessJsonLd() as unknown as Record<string, unknown>;
    expect(business['@type']).toEqual(['Organization', 'GeneralContractor']);
    expect(business['@id']).toBe(businessId);
    expect(business['name']).toBe(brand.name);
    const site = websiteJsonLd() as unknown as Record<string, unknown>;
    expect(site['@type']).toBe('WebSite');
    expect(site['url']).toBe(`${origins.www}/`);
    expect(site['publisher']).toEqual({ '@id': businessId });
  });

  // The values are the settings' and site.ts's (the spec's are checked in src/test/spec-conformance.test.ts).
  it('gives the business its office address, hours, radius, prices and payments', () => {
    const business = businessJsonLd() as unknown as Record<string, unknown>;
    expect(business['address']).toMatchObject({ addressLocality: office.locality, addressRegion: office.region, postalCode: office.postalCode });
    expect(business['openingHours']).toEqual(structuredDataHours);
    expect(business['priceRange']).toBe(businessFacts.priceRange);
    expect(business['paymentAccepted']).toBe(businessFacts.paymentAccepted.join(', '));
    expect(JSON.stringify(business['areaServed'])).toContain(`"geoRadius":${businessFacts.geoRadiusMeters}`);
  });

  it('names a town served inside its county and state, and refers to the business as provider', () => {
    expect(placeJsonLd({ name: 'Bethesda', county: 'Montgomery County', state: 'Maryland' })).toEqual({
      '@type': 'City',
      name: 'Bethesda',
      containedInPlace: { '@type': 'AdministrativeArea', name: 'Montgomery County', containedInPlace: { '@type': 'State', name: 'Maryland' } },
    });
    const service = serviceJsonLd({ name: 'x', description: 'x', url: `${origins.www}/x`, serviceType: 'x', areaServed: { name: 'Owings', county: 'Calvert County', state: 'Maryland' } }) as unknown as Record<string, unknown>;
    expect(service['provider']).toMatchObject({ '@id': businessId });
    expect(service['areaServed']).toMatchObject({ '@type': 'City', name: 'Owings' });
  });

  it('numbers breadcrumb items from 1 and maps FAQ items to questions', () => {
    const crumbs = breadcrumbJsonLd([
      { name: 'Home', url: `${origins.www}/` },
      { name: 'Kitchen', url: `${origins.www}/services/kitchen-remodeling` },
    ]) as unknown as { itemListElement: { position: number; name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    const faq = faqJsonLd([{ question: 'How long?', answer: '6-12 weeks.' }]) as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toBe('6-12 weeks.');
  });

  it('dates articles with the build date and names the company as author', () => {
    const article = articleJsonLd({
      headline: 'Kitchen Layout Guide',
      description: 'd',
      url: `${origins.www}/support/kitchen-layout-guide`,
      date: buildDate(new Date('2026-11-23T10:00:00Z')),
    }) as unknown as Record<string, unknown>;
    expect(article['datePublished']).toBe('2026-11-23');
    expect(article['dateModified']).toBe('2026-11-23');
    expect(article['author']).toMatchObject({ '@type': 'Organization', name: brand.name });
  });

  it('serialises with "<" escaped so a value cannot close the script element', () => {
    const out = serializeJsonLd(faqJsonLd([{ question: '</script><script>alert(1)</script>', answer: 'a' }]));
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toMatchObject({ mainEntity: [{ name: '</script><script>alert(1)</script>' }] });
  });
});
