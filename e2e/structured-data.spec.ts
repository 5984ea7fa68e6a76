import { expect, test } from '@playwright/test';
import { contacts } from '../src/content/site';
import type { RouteEntry, TemplateName } from './support/routes';
import {
  checkJsonLdDocument,
  checkStructuredDataNode,
  isLocalBusiness,
  LOCAL_BUSINESS_TYPES,
  reviewMarkup,
  typedNodes,
} from '../src/test/structured-data-checks';
import { pageFile } from './support/bundle';
import { onePerTemplate, readHead, readPage, sampleRoutes } from './support/site';

/**
 * The JSON-LD in the raw HTML of the built pages (no script runs): every block parses, names
 * schema.org and a type, each template carries the types it is expected to, and every
 * LocalBusiness, Article, FAQPage and BreadcrumbList passes the same checks as the builders'
 * unit tests (src/test/structured-data-checks.ts). No page carries review or rating markup: the
 * testimonials are the business quoting its customers, not reviews search engines take about it.
 */

/** "LocalBusiness" stands for the type or any subtype (GeneralContractor here). */
const expectedTypes: Partial<Record<TemplateName, string[]>> = {
  home: ['Organization', 'WebSite'],
  service: ['Service', 'BreadcrumbList', 'FAQPage'],
  location: ['GeneralContractor', 'Service', 'FAQPage', 'BreadcrumbList'],
  city: ['GeneralContractor', 'Service', 'FAQPage', 'BreadcrumbList'],
  'city-service': ['GeneralContractor', 'Service', 'FAQPage', 'BreadcrumbList'],
  'neighborhood-service': ['Service', 'BreadcrumbList'],
  guide: ['Article', 'BreadcrumbList'],
  'local-kitchen': ['LocalBusiness', 'Service', 'BreadcrumbList'],
  projects: ['BreadcrumbList'],
  project: ['CreativeWork', 'BreadcrumbList'],
};

/** Pages of a Maryland business give its phone, so the LocalBusiness must carry it. */
const withMarylandPhone: readonly TemplateName[] = ['location', 'city', 'city-service', 'local-kitchen'];

interface PageData {
  documents: unknown[];
  parseErrors: string[];
}

function structuredDataOf(route: RouteEntry): PageData {
  const documents: unknown[] = [];
  const parseErrors: string[] = [];
  readHead(readPage(pageFile(route.path))).jsonLd.forEach((text, i) => {
    try {
      documents.push(JSON.parse(text));
    } catch (error) {
      parseErrors.push(`block ${i}: ${(error as Error).message}`);
    }
  });
  return { documents, parseErrors };
}

/** Every problem of a page's JSON-LD, each prefixed with where it is. */
function problemsOf(route: RouteEntry, { documents, parseErrors }: PageData): string[] {
  const requireTelephone = withMarylandPhone.includes(route.template);
  return [
    ...parseErrors,
    ...documents.flatMap((document, i) => checkJsonLdDocument(document).map((p) => `block ${i}: ${p}`)),
    ...documents.flatMap((document, i) =>
      typedNodes(document).flatMap((node) => checkStructuredDataNode(node, { requireTelephone }).map((p) => `block ${i}: ${p}`)),
    ),
  ].map((problem) => `${route.path} ${problem}`);
}

test.describe('structured data of one page per template', () => {
  for (const route of onePerTemplate()) {
    test(`${route.template} (${route.path})`, () => {
      const data = structuredDataOf(route);
      expect(problemsOf(route, data)).toEqual([]);

      const nodes = data.documents.flatMap(typedNodes);
      const types = new Set(nodes.flatMap((node) => [...[node['@type']].flat().map(String), ...(isLocalBusiness(node) ? ['LocalBusiness'] : [])]));
      for (const type of expectedTypes[route.template] ?? []) {
        expect([...types], `${route.path} should carry ${type}`).toContain(type);
      }

      if (withMarylandPhone.includes(route.template)) {
        const businesses = nodes.filter(isLocalBusiness);
        expect(businesses.length).toBeGreaterThan(0);
        for (const business of businesses) {
          expect([business['@type']].flat().some((type) => LOCAL_BUSINESS_TYPES.includes(String(type)))).toBe(true);
          expect(business['telephone']).toBe(contacts.maryland.phone);
        }
      }
    });
  }
});

test('structured data of a sample of every family passes the same checks', () => {
  const problems = sampleRoutes(6).flatMap((route) => problemsOf(route, structuredDataOf(route)));
  expect(problems).toEqual([]);
});

test('no page carries Review or AggregateRating markup', () => {
  const found = [...onePerTemplate(), ...sampleRoutes(6)].flatMap((route) =>
    structuredDataOf(route).documents.flatMap((document) => reviewMarkup(document).map((problem) => `${route.path} ${problem}`)),
  );
  expect(found).toEqual([]);
});
