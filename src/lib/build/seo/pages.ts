import { financing } from '../../../content/financing';
import { generatorPage } from '../../../content/generator';
import { guidePage } from '../../../content/guide-page';
import { home } from '../../../content/home';
import { localKitchenPage } from '../../../content/local-kitchens';
import { primaryLocation } from '../../../content/locations';
import { servicePage } from '../../../content/service-page';
import { services } from '../../../content/services';
import { policyPage, policyPageNames, type PolicyPageName } from '../../../content/policy-page';
import { processPage } from '../../../content/process';
import { projectPages } from '../../../content/project-pages';
import { origins } from '../../../content/site';
import type { GuideContent, LocalKitchenContent, LocationContent, PolicyPageContent, ServiceContent } from '../../../content/types';
import { fillTemplate, servicesPhrase } from '../../format';
import { href } from '../routes';
import { articleJsonLd, breadcrumbJsonLd, buildDate, businessJsonLd, faqJsonLd, projectStoryJsonLd, serviceJsonLd, websiteJsonLd } from './json-ld';
import type { ProjectStory } from '../project-stories';
import { buildMetadata, canonicalUrl, defaultShareImage, type PageMetadata, type ShareImage } from './metadata';

/** The home page: the business and the website. */
export function buildHomeMetadata(): PageMetadata {
  return buildMetadata({
    title: home.metadata.title,
    description: home.metadata.description,
    keywords: home.metadata.keywords,
    path: href.home(),
    jsonLd: [businessJsonLd(), websiteJsonLd()],
  });
}

/** A page one step below the home page: its breadcrumb is Home > {name}. */
function homeBreadcrumb(homeName: string, name: string, path: string) {
  return breadcrumbJsonLd([
    { name: homeName, url: `${origins.www}/` },
    { name, url: canonicalUrl(path, 'site') },
  ]);
}

/** The financing page: the business and Home > Financing. */
export function buildFinancingMetadata(): PageMetadata {
  const path = href.financing();
  return buildMetadata({
    title: financing.metadata.title,
    description: financing.metadata.description,
    keywords: financing.metadata.keywords,
    path,
    section: 'site',
    jsonLd: [businessJsonLd(), homeBreadcrumb(financing.metadata.breadcrumbHome, financing.metadata.breadcrumbName, path)],
  });
}

/** The internal Location Page Generator: noindex, out of the sitemap and the navigation. */
export function buildGeneratorMetadata(): PageMetadata {
  const path = href.generator();
  return buildMetadata({
    title: generatorPage.metadata.title,
    description: generatorPage.metadata.description,
    keywords: generatorPage.metadata.keywords,
    path,
    section: 'site',
    noindex: true,
    jsonLd: [websiteJsonLd(), homeBreadcrumb(generatorPage.metadata.breadcrumbHome, generatorPage.metadata.breadcrumbName, path)],
  });
}

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

/**
 * A policy page (/warranty, /privacy, /accessibility): indexable, canonical on www, with the
 * trail Home > {page}. The title and description are the page file's.
 */
export function buildPolicyMetadata(name: PolicyPageName, page: Pick<PolicyPageContent, 'title' | 'description' | 'keywords'>): PageMetadata {
  const path = href[name]();
  return buildMetadata({
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path,
    section: 'site',
    jsonLd: [homeBreadcrumb(policyPage.breadcrumbHome, policyPageNames[name], path)],
  });
}

/** /process: indexable, canonical on www, with the trail Home > How We Work. */
export function buildProcessMetadata(): PageMetadata {
  const path = href.process();
  return buildMetadata({
    title: processPage.metadata.title,
    description: processPage.metadata.description,
    keywords: processPage.metadata.keywords,
    path,
    section: 'site',
    jsonLd: [homeBreadcrumb(policyPage.breadcrumbHome, processPage.name, path)],
  });
}

/** /projects: every story; Home > Project stories. */
export function buildProjectListMetadata(): PageMetadata {
  const path = href.projects();
  const { list } = projectPages;
  return buildMetadata({
    title: list.title,
    description: list.description,
    keywords: list.keywords,
    path,
    section: 'site',
    jsonLd: [homeBreadcrumb(list.breadcrumbHome, list.breadcrumbName, path)],
  });
}

/** The words a story's title and description are filled with. */
export function storyValues(story: Pick<ProjectStory, 'project' | 'city' | 'service' | 'promised' | 'actual'>): Record<string, string> {
  return {
    project: story.project.title,
    service: services[story.service].name,
    town: story.city.name,
    county: story.city.county,
    stateCode: story.city.stateCode,
    budget: story.project.budget,
    promised: story.promised,
    actual: story.actual,
  };
}

/**
 * A project story (/projects/{slug}): its own title and description from its facts, CreativeWork
 * JSON-LD in its town, and the trail Home > Project stories > {project}.
 */
export function buildProjectMetadata(
  story: Pick<ProjectStory, 'slug' | 'project' | 'city' | 'service' | 'promised' | 'actual'>,
  options: { image?: ShareImage } = {},
): PageMetadata {
  const path = href.project(story.slug);
  const url = canonicalUrl(path, 'site');
  const values = storyValues(story);
  const { story: copy, list } = projectPages;
  const description = fillTemplate(copy.description, values);
  const image = options.image ?? defaultShareImage;
  const service = services[story.service];
  return buildMetadata({
    title: fillTemplate(copy.title, values),
    description,
    keywords: [...service.keywords.slice(0, 3), `${service.name} ${story.city.name}`],
    path,
    section: 'site',
    ogType: 'article',
    image,
    jsonLd: [
      projectStoryJsonLd({
        name: story.project.title,
        description,
        url,
        image: image.url,
        place: { name: story.city.name, county: story.city.county, state: story.city.state },
        about: { name: service.name, url: canonicalUrl(href.service(service.slug), 'service') },
      }),
      breadcrumbJsonLd([
        { name: copy.breadcrumbHome, url: `${origins.www}/` },
        { name: list.breadcrumbName, url: canonicalUrl(href.projects(), 'site') },
        { name: story.project.title, url },
      ]),
    ],
  });
}
