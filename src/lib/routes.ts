/**
 * Every internal address, once: the href builders all components use, and the enumeration of
 * every static route. getStaticPaths, the sitemap, robots.txt and the link tests all read the
 * enumeration, so they cannot disagree.
 */

import { activeLocations, locations } from '../content/locations';
import { GUIDE_SLUGS, LOCAL_KITCHEN_SLUGS, SERVICE_SLUGS } from '../content/types';
import { areasOf, citiesOf, citySlug } from './places';
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
  /** The page file (under src/pages) that builds it, e.g. "/services/[slug]". */
  page: string;
  /** Dynamic route parameters, in the names the page file uses. */
  params: Record<string, string>;
  /**
   * The page this one is an alternate of (/maryland of /locations/maryland, a neighbourhood
   * landing page of its town's city+service page): its canonical is that path, and it is not in
   * the sitemap.
   */
  aliasOf?: string;
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
  /** The short state path (/maryland, /northern-virginia). */
  state: (locationSlug: string, section?: SectionId): string => `/${locationSlug}${section ? `#${section}` : ''}`,
  city: (locationSlug: string, citySlug: string): string => `/locations/${locationSlug}/${citySlug}`,
  cityService: (locationSlug: string, citySlug: string, serviceSlug: string): string =>
    `/locations/${locationSlug}/${citySlug}/${serviceSlug}`,
  neighborhoodService: (locationSlug: string, areaSlug: string, serviceSlug: string): string =>
    `/${locationSlug}/${areaSlug}/${serviceSlug}`,
  guide: (slug: string): string => `/support/${slug}`,
  localKitchen: (slug: string): string => `/${slug}`,
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
  home: () => [{ path: href.home(), template: 'home', indexable: true, page: '/index', params: {} }],
  service: () =>
    SERVICE_SLUGS.map((slug) => ({ path: href.service(slug), template: 'service', indexable: true, page: '/services/[slug]', params: { slug } })),
  location: () =>
    activeLocations().flatMap((location): RouteEntry[] => [
      {
        path: href.location(location.slug),
        template: 'location',
        indexable: true,
        page: '/locations/[location]',
        params: { location: location.slug },
      },
      {
        path: href.state(location.slug),
        template: 'location',
        indexable: true,
        page: '/[state]',
        params: { state: location.slug },
        aliasOf: href.location(location.slug),
      },
    ]),
  city: () =>
    activeLocations().flatMap((location) =>
      citiesOf(location).map((city) => ({
        path: href.city(location.slug, city.slug),
        template: 'city',
        indexable: true,
        page: '/locations/[location]/[city]',
        params: { location: location.slug, city: city.slug },
      })),
    ),
  'city-service': () =>
    activeLocations().flatMap((location) =>
      citiesOf(location).flatMap((city) =>
        SERVICE_SLUGS.map((service) => ({
          path: href.cityService(location.slug, city.slug, service),
          template: 'city-service',
          indexable: true,
          page: '/locations/[location]/[city]/[service]',
          params: { location: location.slug, city: city.slug, service },
        })),
      ),
    ),
  // Spec 2: neighbourhood pages are Maryland's (/maryland/{neighborhood}/{service}). Each is a
  // landing page for the same town and service as a city+service page, which is the one that ranks.
  'neighborhood-service': () =>
    activeLocations()
      .filter((location) => location.slug === 'maryland')
      .flatMap((location) =>
        areasOf(location).flatMap((area) =>
          SERVICE_SLUGS.map((service) => ({
            path: href.neighborhoodService(location.slug, area.slug, service),
            template: 'neighborhood-service',
            indexable: true,
            page: '/[state]/[neighborhood]/[service]',
            params: { state: location.slug, neighborhood: area.slug, service },
            aliasOf: href.cityService(location.slug, citySlug(area.name), service),
          })),
        ),
      ),
  guide: () => GUIDE_SLUGS.map((slug) => ({ path: href.guide(slug), template: 'guide', indexable: true, page: '/support/[slug]', params: { slug } })),
  'local-kitchen': () =>
    LOCAL_KITCHEN_SLUGS.map((slug) => ({ path: href.localKitchen(slug), template: 'local-kitchen', indexable: true, page: '/[slug]', params: { slug } })),
  financing: () => [{ path: href.financing(), template: 'financing', indexable: true, page: '/financing', params: {} }],
  generator: () => [{ path: '/location-generator', template: 'generator', indexable: false, page: '/location-generator', params: {} }],
  // Inactive locations answer at their short path with a coming-soon page (noindex).
  'coming-soon': () =>
    locations
      .filter((location) => !location.isActive)
      .map((location) => ({ path: href.state(location.slug), template: 'coming-soon', indexable: false, page: '/[state]', params: { state: location.slug } })),
};

export function routesOf(template: TemplateName): RouteEntry[] {
  return families[template]();
}

export function allRoutes(): RouteEntry[] {
  return (Object.keys(families) as TemplateName[]).flatMap(routesOf);
}

/** What the sitemap lists: indexable pages at their canonical address (no aliases). */
export function indexableRoutes(): RouteEntry[] {
  return allRoutes().filter((route) => route.indexable && !route.aliasOf);
}

/**
 * getStaticPaths() of one page file: every route that file builds, with its params and, as a
 * prop, the route itself (a file such as /[slug] serves several families).
 */
export function staticPaths(
  page: string | TemplateName,
): { params: Record<string, string>; props: { route: RouteEntry } }[] {
  const byPage = page.startsWith('/');
  return allRoutes()
    .filter((route) => (byPage ? route.page === page : route.template === page))
    .map((route) => ({ params: route.params, props: { route } }));
}
