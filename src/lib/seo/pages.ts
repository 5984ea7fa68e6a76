import { servicePage } from '../../content/service-page';
import { origins } from '../../content/site';
import type { LocationContent, ServiceContent } from '../../content/types';
import { fillTemplate } from '../format';
import { href } from '../routes';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from './json-ld';
import { buildMetadata, canonicalUrl, type PageMetadata } from './metadata';

/**
 * Title, description and keywords of a service page (spec 9): with a location
 * "{service name} {location} | {service title}", without "{service name} Services | {service title}".
 */
export function serviceTitle(service: ServiceContent, location?: Pick<LocationContent, 'displayName'>): string {
  return location
    ? fillTemplate(servicePage.titleWithLocation, { service: service.name, location: location.displayName, title: service.title })
    : fillTemplate(servicePage.titleWithoutLocation, { service: service.name, title: service.title });
}

export function serviceDescription(service: ServiceContent, location?: Pick<LocationContent, 'displayName'>): string {
  return location
    ? fillTemplate(servicePage.descriptionWithLocation, {
        service: service.name.toLowerCase(),
        location: location.displayName,
        description: service.description,
      })
    : service.description;
}

export function serviceKeywords(service: ServiceContent, location?: Pick<LocationContent, 'name'>): string[] {
  return location ? [...service.keywords, location.name] : [...service.keywords];
}

/** The prerendered service page: the default (no location) variant, canonical on www. */
export function buildServiceMetadata(service: ServiceContent): PageMetadata {
  const path = href.service(service.slug);
  const url = canonicalUrl(path, 'service');
  return buildMetadata({
    title: serviceTitle(service),
    description: serviceDescription(service),
    keywords: serviceKeywords(service),
    path,
    section: 'service',
    jsonLd: [
      serviceJsonLd({ name: service.name, description: service.description, url, serviceType: service.name }),
      breadcrumbJsonLd([
        { name: servicePage.breadcrumbHome, url: `${origins.www}/` },
        { name: service.name, url },
      ]),
      faqJsonLd(service.faq),
    ],
  });
}
