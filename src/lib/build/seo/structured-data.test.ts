import { describe, expect, it } from 'vitest';
import { guideList } from '../../../content/guides';
import { licensingAuthorities } from '../../../content/licenses';
import { localKitchenList } from '../../../content/local-kitchens';
import { activeLocations, locations, primaryLocation } from '../../../content/locations';
import { serviceList } from '../../../content/services';
import { contacts, licenses, origins, structuredDataHours } from '../../../content/site';
import { areasOf, citiesOf } from '../places';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  businessJsonLd,
  licenseCredentials,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from './json-ld';
import {
  buildFinancingMetadata,
  buildGeneratorMetadata,
  buildGuideMetadata,
  buildHomeMetadata,
  buildLocalKitchenMetadata,
  buildServiceMetadata,
} from './pages';
import {
  buildCityMetadata,
  buildCityServiceMetadata,
  buildComingSoonMetadata,
  buildLocationMetadata,
  buildNeighborhoodMetadata,
} from './location-pages';
import {
  checkArticle,
  checkBreadcrumbList,
  checkCredential,
  checkFaqPage,
  checkJsonLdDocument,
  checkLocalBusiness,
  checkStructuredDataNode,
  credentialsOf,
  isIsoDate,
  isLocalBusiness,
  isOpeningHours,
  MAX_HEADLINE_LENGTH,
  reviewMarkup,
  typedNodes,
} from '../../../test/structured-data-checks';

/** What a crawler reads: the serialised block, parsed again. */
const roundTrip = (data: Parameters<typeof serializeJsonLd>[0]): unknown => JSON.parse(serializeJsonLd(data));

/** A deep copy to break on purpose. */
const mutable = (data: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(data));

const business = () => roundTrip(businessJsonLd());

const article = (headline = 'How to plan a kitchen layout', date = '2025-03-01') =>
  roundTrip(
    articleJsonLd({ headline, description: 'A guide.', url: `${origins.www}/support/kitchen-layout-guide`, date }),
  );

describe('the shared checks themselves', () => {
  it('accepts ISO dates and rejects the rest', () => {
    for (const ok of ['2025-03-01', '2024-02-29', '2025-03-01T09:30:00Z', '2025-03-01T09:30:00-05:00', '2025-03-01T09:30']) {
      expect(isIsoDate(ok), ok).toBe(true);
    }
    for (const bad of ['2025-02-30', '03/01/2025', '2025-3-1', 'yesterday', '', 20250301]) expect(isIsoDate(bad), String(bad)).toBe(false);
  });

  it('accepts schema.org opening hours and rejects free text', () => {
    for (const ok of [...structuredDataHours, 'Mo,We,Fr 10:00-14:00', 'Mo-Su', 'Sa 09:00-24:00']) expect(isOpeningHours(ok), ok).toBe(true);
    for (const bad of ['Mon-Fri 7AM-7PM', 'Mo-Fr 8-18', 'Monday 08:00-18:00', 'Mo-Fr 25:00-26:00']) expect(isOpeningHours(bad), bad).toBe(false);
  });

  it('wants the schema.org context and a type on every block', () => {
    expect(checkJsonLdDocument({ '@context': 'https://schema.org', '@type': 'Thing' })).toEqual([]);
    expect(checkJsonLdDocument({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing' }] })).toEqual([]);
    expect(checkJsonLdDocument({ '@type': 'Thing' })).toHaveLength(1);
    expect(checkJsonLdDocument({ '@context': 'http://example.org', '@type': 'Thing' })).toHaveLength(1);
    expect(checkJsonLdDocument({ '@context': 'https://schema.org' })).toEqual(['document.@type: missing']);
    expect(checkJsonLdDocument('text')).toEqual(['document: not an object']);
  });

  it('finds nested typed nodes', () => {
    const types = typedNodes(business()).map((node) => node['@type']);
    expect(types).toEqual(expect.arrayContaining([['Organization', 'GeneralContractor'], 'PostalAddress', 'GeoCoordinates', 'GeoCircle', 'State']));
  });
});

describe('LocalBusiness (GeneralContractor)', () => {
  it('the builder gives name, address, telephone, geo, hours, price range, url and image', () => {
    const node = business();
    expect(checkLocalBusiness(node, { requireTelephone: true })).toEqual([]);
    expect(checkStructuredDataNode(node, { requireTelephone: true })).toEqual([]);
    expect(node).toMatchObject({ '@type': ['Organization', 'GeneralContractor'], telephone: contacts.maryland.phone });
  });

  it('accepts a business without telephone unless one is required', () => {
    const node = mutable(business());
    delete node['telephone'];
    expect(checkLocalBusiness(node)).toEqual([]);
    expect(checkLocalBusiness(node, { requireTelephone: true })).toEqual(['LocalBusiness.telephone: missing or empty']);
  });

  it('every active location page describes a complete business with its phone', () => {
    for (const location of activeLocations()) {
      const nodes = buildLocationMetadata(location).jsonLd.map(roundTrip);
      const found = nodes.filter((node) => JSON.stringify((node as Record<string, unknown>)['@type']).includes('GeneralContractor'));
      expect(found).toHaveLength(1);
      expect(checkLocalBusiness(found[0], { requireTelephone: true }), location.slug).toEqual([]);
    }
  });

  it('reports what is missing or malformed', () => {
    const node = mutable(business());
    delete node['name'];
    (node['address'] as Record<string, unknown>)['postalCode'] = '';
    node['geo'] = { '@type': 'GeoCoordinates', latitude: 138.7, longitude: -76.6 };
    node['openingHours'] = ['Mon-Fri 7AM-7PM'];
    node['url'] = '/locations/maryland';
    node['image'] = 'og/default.jpg';
    delete node['priceRange'];
    expect(checkLocalBusiness(node)).toEqual([
      'LocalBusiness.name: missing or empty',
      'LocalBusiness.address.postalCode: missing or empty',
      'LocalBusiness.geo.latitude: not a latitude',
      'LocalBusiness.openingHours[0]: not schema.org hours ("Mon-Fri 7AM-7PM")',
      'LocalBusiness.priceRange: missing or empty',
      'LocalBusiness.url: not an absolute URL',
      'LocalBusiness.image[0]: not an absolute URL ("og/default.jpg")',
    ]);
    expect(checkLocalBusiness(websiteJsonLd())).toEqual(['LocalBusiness: @type is not LocalBusiness or a subtype']);
  });
});

describe('Article', () => {
  it('the builder gives headline, image, ISO dates, and the company as author and publisher', () => {
    const node = article();
    expect(checkArticle(node)).toEqual([]);
    expect(node).toMatchObject({
      author: { '@type': 'Organization', name: expect.any(String) },
      publisher: { '@type': 'Organization', name: expect.any(String) },
    });
  });

  it(`every guide's headline fits in ${MAX_HEADLINE_LENGTH} characters and its Article passes`, () => {
    for (const guide of guideList) {
      const nodes = buildGuideMetadata(guide, { date: '2025-03-01' }).jsonLd.map(roundTrip);
      const found = nodes.filter((node) => (node as Record<string, unknown>)['@type'] === 'Article');
      expect(found, guide.slug).toHaveLength(1);
      expect(checkArticle(found[0]), guide.slug).toEqual([]);
    }
  });

  it('reports a long headline, a bad date and a missing author', () => {
    const node = mutable(article('x'.repeat(MAX_HEADLINE_LENGTH + 1), '2025-02-30'));
    delete node['author'];
    expect(checkArticle(node)).toEqual([
      `Article.headline: ${MAX_HEADLINE_LENGTH + 1} characters, more than ${MAX_HEADLINE_LENGTH}`,
      'Article.datePublished: not an ISO 8601 date ("2025-02-30")',
      'Article.dateModified: not an ISO 8601 date ("2025-02-30")',
      'Article.author: missing',
    ]);
    const person = mutable(article());
    person['author'] = { '@type': 'Person', name: 'A. Writer' };
    expect(checkArticle(person)).toEqual(['Article.author: @type is not Organization']);
  });
});

describe('FAQPage', () => {
  it('the builder gives Questions with one accepted Answer each, for every service', () => {
    for (const service of serviceList) {
      const node = roundTrip(faqJsonLd(service.faq));
      expect(checkFaqPage(node), service.slug).toEqual([]);
      expect((node as { mainEntity: unknown[] }).mainEntity).toHaveLength(service.faq.length);
    }
  });

  it('reports an empty list, an unnamed question and a missing answer text', () => {
    expect(checkFaqPage(roundTrip(faqJsonLd([])))).toEqual(['FAQPage.mainEntity: no questions']);
    const node = mutable(faqJsonLd([{ question: '', answer: '' }]));
    expect(checkFaqPage(node)).toEqual([
      'FAQPage.mainEntity[0].name: missing or empty',
      'FAQPage.mainEntity[0].acceptedAnswer.text: missing or empty',
    ]);
  });
});

describe('BreadcrumbList', () => {
  it('the builder numbers the items from 1 with names and absolute addresses', () => {
    const node = roundTrip(
      breadcrumbJsonLd([
        { name: 'Home', url: `${origins.www}/` },
        { name: 'Kitchen Remodeling', url: `${origins.www}/services/kitchen-remodeling` },
        { name: 'Kitchen layout guide', url: `${origins.www}/support/kitchen-layout-guide` },
      ]),
    );
    expect(checkBreadcrumbList(node)).toEqual([]);
    const positions = (node as { itemListElement: { position: number }[] }).itemListElement.map((item) => item.position);
    expect(positions).toEqual([1, 2, 3]);
  });

  it('every service page trail passes', () => {
    for (const service of serviceList) {
      const trail = buildServiceMetadata(service).jsonLd.map(roundTrip).filter((node) => (node as Record<string, unknown>)['@type'] === 'BreadcrumbList');
      expect(trail).toHaveLength(1);
      expect(checkBreadcrumbList(trail[0]), service.slug).toEqual([]);
    }
  });

  it('reports gaps in the positions, relative addresses and missing names', () => {
    const node = mutable(breadcrumbJsonLd([{ name: 'Home', url: '/' }, { name: '', url: `${origins.www}/financing` }]));
    (node['itemListElement'] as Record<string, unknown>[])[1]!['position'] = 3;
    expect(checkBreadcrumbList(node)).toEqual([
      'BreadcrumbList.itemListElement[0].item: not an absolute URL ("/")',
      'BreadcrumbList.itemListElement[1].position: expected 2, got 3',
      'BreadcrumbList.itemListElement[1].name: missing or empty',
    ]);
    expect(checkBreadcrumbList(mutable(breadcrumbJsonLd([])))).toEqual(['BreadcrumbList.itemListElement: empty']);
  });
});

describe('every builder', () => {
  it('emits the schema.org context and a type', () => {
    const all = [
      websiteJsonLd(),
      serviceJsonLd({ name: 'x', description: 'x', url: `${origins.www}/x`, serviceType: 'x' }),
      faqJsonLd([{ question: 'q', answer: 'a' }]),
      breadcrumbJsonLd([{ name: 'Home', url: `${origins.www}/` }]),
    ].map(roundTrip);
    for (const node of [...all, business(), article()]) expect(checkJsonLdDocument(node)).toEqual([]);
  });
});

/** The JSON-LD of one page of every family, as the builders make it for the pages. */
function everyFamily(): [string, unknown[]][] {
  const [service] = serviceList;
  const [guide] = guideList;
  const [kitchen] = localKitchenList;
  const [city] = citiesOf(primaryLocation);
  const [area] = areasOf(primaryLocation);
  const inactive = locations.find((location) => !location.isActive);
  if (!service || !guide || !kitchen || !city || !area || !inactive) throw new Error('the content lacks a page of some family');
  const faq = [{ question: 'q', answer: 'a' }];
  const pages = {
    home: buildHomeMetadata(),
    financing: buildFinancingMetadata(),
    generator: buildGeneratorMetadata(),
    service: buildServiceMetadata(service),
    guide: buildGuideMetadata(guide, { date: '2025-03-01' }),
    'local-kitchen': buildLocalKitchenMetadata(kitchen),
    location: buildLocationMetadata(primaryLocation),
    'coming-soon': buildComingSoonMetadata(inactive, `/${inactive.slug}`),
    city: buildCityMetadata(primaryLocation, city, faq),
    'city-service': buildCityServiceMetadata(primaryLocation, city, service, faq),
    'neighborhood-service': buildNeighborhoodMetadata(primaryLocation, area, service),
  };
  return Object.entries(pages).map(([family, metadata]) => [family, metadata.jsonLd.map(roundTrip)]);
}

const mhic = licensingAuthorities.mhic.name;

describe('the business states its licenses (hasCredential)', () => {
  it('the MHIC license, as a license the Maryland Home Improvement Commission issued, with its number', () => {
    const node = business() as Record<string, unknown>;
    expect(credentialsOf(node)).toEqual([
      { issuer: mhic, identifier: licenses.mhic.number, name: expect.stringContaining(`MHIC License #${licenses.mhic.number}`) },
    ]);
    const [credential] = node['hasCredential'] as unknown[];
    expect(checkCredential(credential)).toEqual([]);
    expect(credential).toMatchObject({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      recognizedBy: { '@type': 'GovernmentOrganization', name: mhic },
      validIn: { '@type': 'State', name: 'Maryland' },
    });
    for (const typed of typedNodes(node)) expect(checkStructuredDataNode(typed)).toEqual([]);
  });

  it('a sample number is named as one, a real one is not', () => {
    const named = (sample: boolean) => licenseCredentials({ ...licenses, mhic: { number: '148302', sample } })[0]?.name;
    expect(named(true)).toBe('Maryland MHIC License #148302 (sample number)');
    expect(named(false)).toBe('Maryland MHIC License #148302');
  });

  it('the Virginia license once its number is set, and not before', () => {
    const none = { ...licenses, virginia: { sample: false } };
    expect(licenseCredentials(none)).toHaveLength(1);
    const set = { ...licenses, virginia: { number: '2705184417', class: 'A' as const, sample: false } };
    const credentials = licenseCredentials(set).map((credential) => JSON.parse(JSON.stringify(credential)) as unknown);
    expect(credentials).toHaveLength(2);
    expect(credentials[1]).toEqual({
      '@type': 'EducationalOccupationalCredential',
      name: 'Virginia Class A Contractor License #2705184417',
      credentialCategory: 'license',
      identifier: '2705184417',
      recognizedBy: { '@type': 'GovernmentOrganization', name: licensingAuthorities.virginia.name, url: licensingAuthorities.virginia.url },
      validIn: { '@type': 'State', name: 'Virginia' },
    });
    expect(checkCredential(credentials[1])).toEqual([]);
  });

  it('every page family that describes the business gives the MHIC license', () => {
    const withBusiness = everyFamily().filter(([, documents]) => documents.flatMap(typedNodes).some(isLocalBusiness));
    expect(withBusiness.map(([family]) => family).sort()).toEqual(['city', 'city-service', 'financing', 'home', 'local-kitchen', 'location']);
    for (const [family, documents] of withBusiness) {
      for (const node of documents.flatMap(typedNodes).filter(isLocalBusiness)) {
        expect(credentialsOf(node).map((credential) => [credential.issuer, credential.identifier]), family).toContainEqual([mhic, licenses.mhic.number]);
      }
    }
  });

  it('reports a credential without its number, category or issuer', () => {
    const credential = mutable(licenseCredentials()[0]);
    delete credential['identifier'];
    credential['credentialCategory'] = 'certificate';
    credential['recognizedBy'] = 'MHIC';
    expect(checkCredential(credential)).toEqual([
      'EducationalOccupationalCredential.identifier: missing or empty',
      'EducationalOccupationalCredential.credentialCategory: expected "license", got "certificate"',
      'EducationalOccupationalCredential.recognizedBy: missing or not an Organization',
    ]);
  });
});

describe('no review or rating markup about the business', () => {
  it('on any page family', () => {
    for (const [family, documents] of everyFamily()) expect(documents.flatMap(reviewMarkup), family).toEqual([]);
  });

  it('the check finds Review and AggregateRating nodes and properties', () => {
    const node = mutable(business());
    node['aggregateRating'] = { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 3 };
    node['review'] = [{ '@type': 'Review', reviewBody: 'Great work', author: { '@type': 'Person', name: 'Denise R.' } }];
    expect(reviewMarkup(node)).toEqual([
      'document.aggregateRating: review markup',
      'document.aggregateRating: @type AggregateRating',
      'document.review: review markup',
      'document.review[0]: @type Review',
    ]);
  });
});
