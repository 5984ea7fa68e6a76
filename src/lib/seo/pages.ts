import { guidePage } from '../../content/guide-page';
import { localKitchenPage } from '../../content/local-kitchens';
import { primaryLocation } from '../../content/locations';
import { servicePage } from '../../content/service-page';
import { services } from '../../content/services';
import { origins } from '../../content/site';
import type { GuideContent, LocalKitchenContent, LocationContent, ServiceContent } from '../../content/types';
import { fillTemplate, servicesPhrase } from '../format';
import { href } from '../routes';
import { articleJsonLd, breadcrumbJsonLd, buildDate, businessJsonLd, faqJsonLd, serviceJsonLd } from './json-ld';
import { buildMetadata, canonicalUrl, defaultShareImage, type PageMetadata, type ShareImage } from './metadata';

/**
 * Title, description and keywords of a service page (spec 9): with a location
 * "{service name} {location} | {service title}", without "{service name} Services | {service title}".
 */
export function serviceTitle(service: ServiceContent, location?: Pick<LocationContent, 'displayName'>): string {
  return location
    ? fillTemplate(servicePage.titleWithLocation, { service: service.name, location: location.displayName, title: service.title })
    : fillTemplate(servicePage.titleWithoutLocation, { services: servicesPhrase(service.name), title: service.title });
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

export interface ArticleMetadataOptions {
  /** Share image and Article image (absolute address); the site default when absent. */
  image?: ShareImage;
  /** ISO date for datePublished and dateModified; the build date when absent. */
  date?: string;
}

/**
 * A guide article (/support/{slug}): canonical on www, og:type article, Article JSON-LD with the
 * company as author and publisher, and the trail Home > service > guide.
 */
export function buildGuideMetadata(guide: GuideContent, options: ArticleMetadataOptions = {}): PageMetadata {
  const path = href.guide(guide.slug);
  const url = canonicalUrl(path, 'support');
  const service = services[guide.service];
  const image = options.image ?? defaultShareImage;
  return buildMetadata({
    title: guide.title,
    description: guide.description,
    keywords: guide.keywords,
    path,
    section: 'support',
    ogType: 'article',
    image,
    jsonLd: [
      articleJsonLd({
        headline: guide.title,
        description: guide.description,
        url,
        image: image.url,
        date: options.date ?? buildDate(),
      }),
      breadcrumbJsonLd([
        { name: guidePage.breadcrumbHome, url: `${origins.www}/` },
        { name: service.name, url: canonicalUrl(href.service(service.slug), 'service') },
        { name: guide.title, url },
      ]),
    ],
  });
}

/** Name of a local kitchen page in its breadcrumb, e.g. "Bethesda Kitchen Remodeling". */
export function localKitchenName(kitchen: Pick<LocalKitchenContent, 'town'>): string {
  return fillTemplate(localKitchenPage.breadcrumbName, { town: kitchen.town, service: services['kitchen-remodeling'].name });
}

/**
 * A local kitchen page (/bethesda-kitchen-remodeling, /potomac-kitchen-remodeling): the company
 * as a GeneralContractor serving the town and its neighbourhoods, with the Maryland contacts.
 */
export function buildLocalKitchenMetadata(kitchen: LocalKitchenContent, options: { image?: ShareImage } = {}): PageMetadata {
  const path = href.localKitchen(kitchen.slug);
  const url = canonicalUrl(path, 'site');
  const kitchenService = services['kitchen-remodeling'];
  return buildMetadata({
    title: kitchen.title,
    description: kitchen.description,
    keywords: kitchen.keywords,
    path,
    section: 'site',
    ...(options.image ? { image: options.image } : {}),
    jsonLd: [
      businessJsonLd(),
      serviceJsonLd({
        name: localKitchenName(kitchen),
        description: kitchen.description,
        url,
        serviceType: kitchenService.name,
        areaServed: { name: kitchen.town, state: primaryLocation.name },
      }),
      breadcrumbJsonLd([
        { name: localKitchenPage.breadcrumbHome, url: `${origins.www}/` },
        { name: kitchenService.name, url: canonicalUrl(href.service(kitchenService.slug), 'service') },
        { name: localKitchenName(kitchen), url },
      ]),
    ],
  });
}
