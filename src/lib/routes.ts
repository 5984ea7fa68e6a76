/**
 * Every internal address, once: the href builders all components use, and the enumeration of
 * every static route. getStaticPaths, the sitemap, robots.txt and the link tests all read the
 * enumeration, so they cannot disagree.
 */

import { SERVICE_SLUGS } from '../content/types';
import { categoryQueryValue } from './gallery';

/** Page families; each has one template and one entry in QUALITY.md's list. */
export type TemplateName =
  | 'home'
  | 'service'
  | 'location'
  | 'city'
  | 'city-service'
  | 'neighborhood-service'
  | 'guide'
  | 'local-kitchen'
  | 'financing'
  | 'generator'
  | 'coming-soon';

export interface RouteEntry {
  /** Address without trailing slash, query or hash. */
  path: string;
  template: TemplateName;
  /** Indexable pages are listed in the sitemap; the rest carry noindex. */
  indexable: boolean;
  /** Dynamic route parameters, in the names the page file uses. */
  params: Record<string, string>;
}

/** In-page sections the navigation can point at. */
export type SectionId = 'home' | 'services' | 'gallery' | 'about' | 'contact' | 'service-areas';

export const href = {
  home: (): string => '/',
  /** A section of the page itself ("#gallery") or of the home page ("/#gallery"). */
  section: (id: SectionId, onSamePage: boolean): string => (onSamePage ? `#${id}` : `/#${id}`),
  notFound: (): string => '/404',
  /** The home gallery with a category preselected (spec 2: "/?category=Kitchen+Remodeling#gallery"). */
  galleryCategory: (category: string): string => `/?category=${categoryQueryValue(category)}#gallery`,
  financing: (): string => '/financing',
  location: (locationSlug: string, section?: SectionId): string =>
    `/locations/${locationSlug}${section ? `#${section}` : ''}`,
  /** A service page, optionally in a location's variant (?location=slug). */
  service: (slug: string, locationSlug?: string): string =>
    locationSlug ? `/services/${slug}?location=${encodeURIComponent(locationSlug)}` : `/services/${slug}`,
} as const;

type FamilyEnumerator = () => RouteEntry[];

/**
 * One enumerator per family. A new page family adds its enumerator here and a page file that
 * calls staticPaths(); nothing else needs to know about it.
 */
const families: Record<TemplateName, FamilyEnumerator> = {
  home: () => [{ path: href.home(), template: 'home', indexable: true, params: {} }],
  service: () =>
    SERVICE_SLUGS.map((slug) => ({ path: href.service(slug), template: 'service', indexable: true, params: { slug } })),
  location: () => [],
  city: () => [],
  'city-service': () => [],
  'neighborhood-service': () => [],
  guide: () => [],
  'local-kitchen': () => [],
  financing: () => [],
  generator: () => [],
  'coming-soon': () => [],
};

export function routesOf(template: TemplateName): RouteEntry[] {
  return families[template]();
}

export function allRoutes(): RouteEntry[] {
  return (Object.keys(families) as TemplateName[]).flatMap(routesOf);
}

export function indexableRoutes(): RouteEntry[] {
  return allRoutes().filter((route) => route.indexable);
}

/** getStaticPaths() result for a family: one entry per route, with its params. */
export function staticPaths(template: TemplateName): { params: Record<string, string> }[] {
  return routesOf(template).map((route) => ({ params: route.params }));
}
