import type {
  Article,
  BreadcrumbList,
  FAQPage,
  GeneralContractor,
  Organization,
  Service,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import {
  brand,
  business,
  contacts,
  office,
  origins,
  social,
  structuredDataHours,
} from '../../content/site';
import type { BreadcrumbItem, FaqItem } from '../../content/types';
import { assetUrl, defaultShareImage } from './metadata';

export type JsonLd = WithContext<Thing>;

const organizationId = `${origins.www}/#organization`;
const websiteId = `${origins.www}/#website`;

const postalAddress = {
  '@type': 'PostalAddress',
  addressLocality: office.locality,
  addressRegion: office.region,
  postalCode: office.postalCode,
  addressCountry: office.country,
} as const;

const sameAs = Object.values(social);

/** A reference to the company, for author, publisher and provider fields. */
export function organizationRef(): { '@type': 'Organization'; '@id': string; name: string; url: string } {
  return { '@type': 'Organization', '@id': organizationId, name: brand.name, url: `${origins.www}/` };
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: brand.name,
    legalName: brand.legalName,
    url: `${origins.www}/`,
    logo: assetUrl('/favicon.svg'),
    image: defaultShareImage.url,
    email: contacts.generic.email,
    foundingDate: brand.founded,
    address: postalAddress,
    sameAs,
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId,
    name: brand.name,
    alternateName: brand.shortName,
    url: `${origins.www}/`,
    inLanguage: 'en-US',
    publisher: { '@id': organizationId },
  };
}

export interface LocalBusinessInput {
  /** Canonical address of the page that describes this business location. */
  url: string;
  name?: string;
  phone?: string;
  email?: string;
  description: string;
  /** Places served, e.g. county and city names. */
  areaServed: string[];
}

/** LocalBusiness as its most specific type, GeneralContractor, with the office address. */
export function localBusinessJsonLd(input: LocalBusinessInput): WithContext<GeneralContractor> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': `${input.url}#business`,
    name: input.name ?? brand.name,
    description: input.description,
    url: input.url,
    image: defaultShareImage.url,
    ...(input.phone ? { telephone: input.phone } : {}),
    email: input.email ?? contacts.generic.email,
    address: postalAddress,
    geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
    areaServed: [
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
        geoRadius: business.geoRadiusMeters,
      },
      ...input.areaServed.map((name) => ({ '@type': 'Place' as const, name })),
    ],
    openingHours: [...structuredDataHours],
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.join(', '),
    parentOrganization: { '@id': organizationId },
    sameAs,
  };
}

export interface ServiceInput {
  name: string;
  description: string;
  url: string;
  serviceType: string;
  areaServed?: string;
}

export function serviceJsonLd(input: ServiceInput): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    serviceType: input.serviceType,
    provider: organizationRef(),
    areaServed: { '@type': 'State', name: input.areaServed ?? office.regionName },
  };
}

/** Breadcrumb items carry absolute addresses. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  url: string;
  image?: string;
  /** ISO date of the build: published and modified both use it (spec 1). */
  date: string;
}

export function articleJsonLd(input: ArticleInput): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    mainEntityOfPage: input.url,
    url: input.url,
    image: input.image ?? defaultShareImage.url,
    datePublished: input.date,
    dateModified: input.date,
    author: organizationRef(),
    publisher: { ...organizationRef(), logo: assetUrl('/favicon.svg') },
    inLanguage: 'en-US',
  };
}

/** Today's date at build time, as schema.org expects it. */
export function buildDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Serialises JSON-LD for a <script type="application/ld+json"> element. "<" is escaped so no
 * value can close the script element; the JSON stays equivalent.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
