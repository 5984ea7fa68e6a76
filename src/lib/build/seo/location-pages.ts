import { locationPage } from '../../../content/location-page';
import { origins } from '../../../content/site';
import { cityPage, cityServicePage, neighborhoodPage } from '../../../content/local-pages';
import type { FaqItem, LocationContent, ServiceContent } from '../../../content/types';
import { areaValues, cityServiceValues, cityValues, fitDescription } from '../town-pages';
import type { Area, City } from '../places';
import { citySlug } from '../../slug';
import { comingSoon } from '../../../content/coming-soon';
import { fillTemplate, listPhrase } from '../../format';
import { href } from '../routes';
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd, serviceJsonLd, type ServedPlace } from './json-ld';
import { buildMetadata, canonicalUrl, type PageMetadata } from './metadata';

/** Everything a location page names as served: its counties. */
function areaServedOf(location: LocationContent): ServedPlace[] {
  return location.serviceAreas.map((area) => ({ type: 'AdministrativeArea', name: area.name, state: location.name }));
}

/** A town as a served place, inside its county and state. */
function townServed(place: { name: string; county: string; state: string }): ServedPlace {
  return { name: place.name, county: place.county, state: place.state };
}

/** A location page; /maryland shares it and its canonical (/locations/maryland on the short domain). */
export function buildLocationMetadata(location: LocationContent): PageMetadata {
  const path = href.location(location.slug);
  const url = canonicalUrl(path, 'location');
  const values = { name: location.name, heroDescription: location.heroDescription, phone: location.phone };
  return buildMetadata({
    title: fillTemplate(locationPage.title, values),
    description: fitDescription(locationPage.description.map((part) => fillTemplate(part, values))),
    keywords: locationPage.keywords.map((k) => fillTemplate(k, values)),
    path,
    section: 'location',
    noindex: !location.isActive,
    jsonLd: [
      businessJsonLd(),
      serviceJsonLd({
        name: fillTemplate(locationPage.hero.heading, values),
        description: location.heroDescription,
        url,
        serviceType: locationPage.serviceType,
        areaServed: areaServedOf(location),
      }),
      faqJsonLd(location.faq),
      breadcrumbJsonLd([
        { name: locationPage.breadcrumbHome, url: `${origins.www}/` },
        { name: location.name, url },
      ]),
    ],
  });
}

/** The coming-soon page of an inactive region: noindex, out of the sitemap. */
export function buildComingSoonMetadata(location: LocationContent, path: string): PageMetadata {
  const launchAreas = location.serviceAreas.slice(0, comingSoon.launchAreaCount).map((area) => area.name);
  const areas = listPhrase(launchAreas);
  return buildMetadata({
    title: fillTemplate(comingSoon.title, { name: location.name }),
    description: fillTemplate(comingSoon.description, { name: location.name, areas }),
    keywords: [...comingSoon.keywords.map((keyword) => fillTemplate(keyword, { name: location.name })), ...launchAreas],
    path,
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd([
        { name: locationPage.breadcrumbHome, url: `${origins.www}/` },
        { name: location.name, url: canonicalUrl(path) },
      ]),
    ],
  });
}

interface TownPage {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** The Service node: its name (the page heading) and type. */
  serviceName: string;
  serviceType: string;
  faq: FaqItem[];
  /** The breadcrumb after Location > Town (the city+service page adds its service). */
  trailEnd?: { name: string };
}

/**
 * A town's page on the location domain: the business, the service it offers in the town (City,
 * county, state), the page's FAQ, and the trail Location > Town (> Service).
 */
function townMetadata(location: LocationContent, city: City, page: TownPage): PageMetadata {
  const url = canonicalUrl(page.path, 'location');
  const cityUrl = canonicalUrl(href.city(location.slug, city.slug), 'location');
  return buildMetadata({
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path: page.path,
    section: 'location',
    jsonLd: [
      businessJsonLd(),
      serviceJsonLd({ name: page.serviceName, description: page.description, url, serviceType: page.serviceType, areaServed: townServed(city) }),
      faqJsonLd(page.faq),
      breadcrumbJsonLd([
        { name: location.name, url: canonicalUrl(href.location(location.slug), 'location') },
        { name: city.name, url: cityUrl },
        ...(page.trailEnd ? [{ name: page.trailEnd.name, url }] : []),
      ]),
    ],
  });
}

export function buildCityMetadata(location: LocationContent, city: City, faq: FaqItem[]): PageMetadata {
  const values = cityValues(location, city);
  return townMetadata(location, city, {
    path: href.city(location.slug, city.slug),
    title: fillTemplate(cityPage.title, values),
    description: fitDescription(cityPage.description.map((part) => fillTemplate(part, values))),
    keywords: [`remodeling ${city.name}`, `custom woodworking ${city.name}`, `kitchen remodeling ${city.name}`, city.county, location.name],
    serviceName: fillTemplate(cityPage.heading, values),
    serviceType: locationPage.serviceType,
    faq,
  });
}

/** The description of a city+service page, within the description limit. */
function cityServiceDescription(location: LocationContent, city: City, service: ServiceContent): string {
  const values = cityServiceValues(location, city, service);
  return fitDescription(cityServicePage.description.map((part) => fillTemplate(part, values)));
}

export function buildCityServiceMetadata(location: LocationContent, city: City, service: ServiceContent, faq: FaqItem[]): PageMetadata {
  const values = cityServiceValues(location, city, service);
  return townMetadata(location, city, {
    path: href.cityService(location.slug, city.slug, service.slug),
    title: fillTemplate(cityServicePage.title, values),
    description: cityServiceDescription(location, city, service),
    keywords: [...service.keywords.slice(0, 3), `${service.name} ${city.name}`, city.county, location.name],
    serviceName: fillTemplate(cityServicePage.heading, values),
    serviceType: service.name,
    faq,
    trailEnd: { name: service.name },
  });
}

/**
 * A neighbourhood-service page (/maryland/{area}/{service}): rendered as spec 2 says, but an
 * alternate of the town's city+service page, so its canonical points there (one page per intent).
 */
export function buildNeighborhoodMetadata(location: LocationContent, area: Area, service: ServiceContent): PageMetadata {
  const values = areaValues(location, area, service);
  const canonicalPath = href.cityService(location.slug, citySlug(area.name), service.slug);
  const url = canonicalUrl(canonicalPath, 'location');
  return buildMetadata({
    title: fillTemplate(neighborhoodPage.title, values),
    description: fitDescription(neighborhoodPage.description.map((part) => fillTemplate(part, values))),
    keywords: [`${service.name} ${area.name}`, `${service.name} ${area.name} MD`, area.county, ...service.keywords.slice(0, 2)],
    path: canonicalPath,
    section: 'location',
    jsonLd: [
      serviceJsonLd({ name: `${service.name} in ${area.name}`, description: service.benefit, url, serviceType: service.name, areaServed: townServed(area) }),
      breadcrumbJsonLd([
        { name: neighborhoodPage.breadcrumbHome, url: `${origins.www}/` },
        { name: service.name, url: canonicalUrl(href.service(service.slug), 'service') },
        { name: area.name, url: canonicalUrl(href.neighborhoodService(location.slug, area.slug, service.slug), 'location') },
      ]),
    ],
  });
}
