import type {
  CreativeWork,
  Article,
  BreadcrumbList,
  EducationalOccupationalCredential,
  FAQPage,
  GeneralContractor,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';
import {
  brand,
  business,
  contacts,
  licenses as licenseSettings,
  office,
  origins,
  socialProfiles,
  structuredDataHours,
} from '../../../content/site';
import { licensingAuthorities } from '../../../content/licenses';
import type { BreadcrumbItem, FaqItem } from '../../../content/types';
import { mhicLicenseText, virginiaLicenseText, type Licenses } from '../licenses';
import type { JsonLd } from './json-ld-type';
import { assetUrl, defaultShareImage } from './metadata';

export type { JsonLd };

/** The one business entity: every page that names the company refers to this @id. */
export const businessId = `${origins.www}/#business`;
const websiteId = `${origins.www}/#website`;

const postalAddress = {
  '@type': 'PostalAddress',
  addressLocality: office.locality,
  addressRegion: office.region,
  postalCode: office.postalCode,
  addressCountry: office.country,
} as const;

const sameAs = Object.values(socialProfiles);

/** A reference to the business, for author, publisher and provider fields. */
function organizationRef(): { '@type': 'Organization'; '@id': string; name: string; url: string } {
  return { '@type': 'Organization', '@id': businessId, name: brand.name, url: `${origins.www}/` };
}

/** A license as schema.org states a credential: its name and number, who issued it, where it is valid. */
function licenseCredential(name: string, number: string, authority: { name: string; url: string; state: string }): EducationalOccupationalCredential {
  return {
    '@type': 'EducationalOccupationalCredential',
    name,
    credentialCategory: 'license',
    identifier: number,
    recognizedBy: { '@type': 'GovernmentOrganization', name: authority.name, url: authority.url },
    validIn: { '@type': 'State', name: authority.state },
  };
}

/**
 * The business's contractor licenses (hasCredential): the MHIC license, and the Virginia license
 * once its number is set. Named as the pages name them, a sample number's "(sample number)" included.
 */
export function licenseCredentials(licenses: Licenses = licenseSettings): EducationalOccupationalCredential[] {
  const virginia = virginiaLicenseText(licenses);
  return [
    licenseCredential(mhicLicenseText(licenses), licenses.mhic.number, licensingAuthorities.mhic),
    ...(virginia && licenses.virginia.number ? [licenseCredential(virginia, licenses.virginia.number, licensingAuthorities.virginia)] : []),
  ];
}

/**
 * The business, in full: an Organization that is a GeneralContractor (LocalBusiness), with the
 * office address, hours, service radius, price range and payments of spec 9, and its licenses.
 * Every page that carries it carries the same node, so search engines see one business. It
 * carries no Review or AggregateRating: testimonials on the business's own site are not markup
 * search engines take about it.
 */
export function businessJsonLd(): WithContext<GeneralContractor> {
  const node = {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'GeneralContractor'],
    '@id': businessId,
    name: brand.name,
    legalName: brand.legalName,
    alternateName: brand.shortName,
    description: brand.tagline,
    url: `${origins.www}/`,
    logo: assetUrl('/favicon.svg'),
    image: defaultShareImage.url,
    telephone: contacts.maryland.phone,
    email: contacts.generic.email,
    ...(brand.founded ? { foundingDate: brand.founded } : {}),
    address: postalAddress,
    geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
    areaServed: [
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
        geoRadius: business.geoRadiusMeters,
      },
      { '@type': 'State', name: office.regionName },
    ],
    ...(structuredDataHours.length > 0 ? { openingHours: [...structuredDataHours] } : {}),
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.join(', '),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    hasCredential: licenseCredentials(),
  };
  // schema-dts types @type as one string; an array of types is valid JSON-LD and schema.org.
  return node as unknown as WithContext<GeneralContractor>;
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
    publisher: { '@id': businessId },
  };
}

/** A town (or a county) served, inside its county and state. */
export interface ServedPlace {
  type?: 'City' | 'AdministrativeArea';
  name: string;
  county?: string;
  state: string;
}

/** schema.org Place of a served area: a state, or a town inside its county and state. */
export function placeJsonLd(place: ServedPlace | string): Record<string, unknown> {
  if (typeof place === 'string') return { '@type': 'State', name: place };
  const state = { '@type': 'State', name: place.state };
  const county = place.county ? { '@type': 'AdministrativeArea', name: place.county, containedInPlace: state } : state;
  return { '@type': place.type ?? 'City', name: place.name, containedInPlace: county };
}

export interface ServiceInput {
  name: string;
  description: string;
  url: string;
  serviceType: string;
  /** Where the service is offered: the state by default, a town (in its county) on town pages. */
  areaServed?: ServedPlace | string | readonly (ServedPlace | string)[];
}

export function serviceJsonLd(input: ServiceInput): WithContext<Service> {
  const served = input.areaServed ?? office.regionName;
  const places = (Array.isArray(served) ? served : [served]) as (ServedPlace | string)[];
  const areaServed = places.map(placeJsonLd);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    serviceType: input.serviceType,
    provider: organizationRef(),
    areaServed: (areaServed.length === 1 ? areaServed[0] : areaServed) as Service['areaServed'],
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

export interface ProjectStoryInput {
  name: string;
  description: string;
  url: string;
  image: string;
  /** The town the work was in, inside its county and state. */
  place: ServedPlace;
  /** The service it was, and that service's page. */
  about: { name: string; url: string };
}

/**
 * A project story: the work as a CreativeWork, in its town (contentLocation), made and provided by
 * the business. No Review or rating: the client's words are on the page, not marked up as one.
 */
export function projectStoryJsonLd(input: ProjectStoryInput): WithContext<CreativeWork> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: input.name,
    headline: input.name,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image,
    contentLocation: placeJsonLd(input.place) as CreativeWork['contentLocation'],
    about: { '@type': 'Service', name: input.about.name, url: input.about.url },
    creator: organizationRef(),
    author: organizationRef(),
    provider: organizationRef(),
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
