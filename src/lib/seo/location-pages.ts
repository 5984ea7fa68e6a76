import { locationPage } from '../../content/location-page';
import { origins } from '../../content/site';
import { cityPage, cityServicePage, neighborhoodPage } from '../../content/local-pages';
import type { FaqItem, LocationContent, ServiceContent } from '../../content/types';
import { areaValues, cityServiceValues, cityValues } from '../local-pages';
import type { Area, City } from '../places';
import { comingSoon } from '../../content/coming-soon';
import { fillTemplate, listPhrase } from '../format';
import { href } from '../routes';
import { breadcrumbJsonLd, faqJsonLd, localBusinessJsonLd, serviceJsonLd } from './json-ld';
import { buildMetadata, canonicalUrl, type PageMetadata } from './metadata';

/** Everything a LocalBusiness record of a location names as served: counties and towns. */
export function areaServedOf(location: LocationContent): string[] {
  return location.serviceAreas.map((area) => `${area.name}, ${location.name}`);
}

/** A location page; /maryland shares it and its canonical (/locations/maryland on the short domain). */
export function buildLocationMetadata(location: LocationContent): PageMetadata {
  const path = href.location(location.slug);
  const url = canonicalUrl(path, 'location');
  const values = { name: location.name, heroDescription: location.heroDescription };
  return buildMetadata({
    title: fillTemplate(locationPage.title, values),
    description: location.heroDescription,
    keywords: locationPage.keywords.map((k) => fillTemplate(k, values)),
    path,
    section: 'location',
    noindex: !location.isActive,
    jsonLd: [
      localBusinessJsonLd({
        url,
        phone: location.phone,
        ...(location.email ? { email: location.email } : {}),
        description: location.heroDescription,
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
  const areas = listPhrase(location.serviceAreas.slice(0, comingSoon.launchAreaCount).map((area) => area.name));
  return buildMetadata({
    title: fillTemplate(comingSoon.title, { name: location.name }),
    description: fillTemplate(comingSoon.description, { name: location.name, areas }),
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

function localBusinessFor(location: LocationContent, url: string, description: string, areaServed: string[]) {
  return localBusinessJsonLd({
    url,
    phone: location.phone,
    ...(location.email ? { email: location.email } : {}),
    description,
    areaServed,
  });
}

export function buildCityMetadata(location: LocationContent, city: City, faq: FaqItem[]): PageMetadata {
  const values = cityValues(location, city);
  const path = href.city(location.slug, city.slug);
  const url = canonicalUrl(path, 'location');
  const description = fillTemplate(cityPage.description, values);
  return buildMetadata({
    title: fillTemplate(cityPage.title, values),
    description,
    keywords: [`remodeling ${city.name}`, `custom woodworking ${city.name}`, `kitchen remodeling ${city.name}`, city.county, location.name],
    path,
    section: 'location',
    jsonLd: [
      localBusinessFor(location, url, description, [`${city.name}, ${city.stateCode}`, `${city.county}, ${location.name}`]),
      faqJsonLd(faq),
      breadcrumbJsonLd([
        { name: location.name, url: canonicalUrl(href.location(location.slug), 'location') },
        { name: city.name, url },
      ]),
    ],
  });
}

export function buildCityServiceMetadata(location: LocationContent, city: City, service: ServiceContent, faq: FaqItem[]): PageMetadata {
  const values = cityServiceValues(location, city, service);
  const path = href.cityService(location.slug, city.slug, service.slug);
  const url = canonicalUrl(path, 'location');
  const description = fillTemplate(cityServicePage.description, values);
  return buildMetadata({
    title: fillTemplate(cityServicePage.title, values),
    description,
    keywords: [...service.keywords.slice(0, 3), `${service.name} ${city.name}`, city.county, location.name],
    path,
    section: 'location',
    jsonLd: [
      localBusinessFor(location, url, description, [`${city.name}, ${city.stateCode}`]),
      serviceJsonLd({ name: `${service.name} in ${city.name}`, description: service.description, url, serviceType: service.name, areaServed: location.name }),
      faqJsonLd(faq),
      breadcrumbJsonLd([
        { name: location.name, url: canonicalUrl(href.location(location.slug), 'location') },
        { name: city.name, url: canonicalUrl(href.city(location.slug, city.slug), 'location') },
        { name: service.name, url },
      ]),
    ],
  });
}

export function buildNeighborhoodMetadata(location: LocationContent, area: Area, service: ServiceContent): PageMetadata {
  const values = areaValues(location, area, service);
  const path = href.neighborhoodService(location.slug, area.slug, service.slug);
  const url = canonicalUrl(path, 'location');
  return buildMetadata({
    title: fillTemplate(neighborhoodPage.title, values),
    description: fillTemplate(neighborhoodPage.description, values),
    keywords: [`${service.name} ${area.name}`, `${service.name} ${area.name} MD`, area.county, ...service.keywords.slice(0, 2)],
    path,
    section: 'location',
    jsonLd: [
      serviceJsonLd({ name: `${service.name} in ${area.name}`, description: service.benefit, url, serviceType: service.name, areaServed: location.name }),
      breadcrumbJsonLd([
        { name: neighborhoodPage.breadcrumbHome, url: `${origins.www}/` },
        { name: service.name, url: canonicalUrl(href.service(service.slug), 'service') },
        { name: area.name, url },
      ]),
    ],
  });
}
