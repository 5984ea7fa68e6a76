/**
 * Every internal address, once: the href builders all components use, and the enumeration of
 * every static route from the locations and guides it is given. Pure (no astro:content), so it is
 * unit-tested on made-up registries and `href` can be imported anywhere; lib/build/routes.ts binds it
 * to the registries for the pages, the sitemap, robots.txt and the build's route list.
 */

import type { SectionId } from '../../content/navigation';
import { LOCAL_KITCHEN_SLUGS } from '../../content/local-kitchens/slugs';
import type { LocationContent } from '../../content/types';
import { areasOf, citiesOf } from './places';
import { citySlug } from '../slug';
import { categoryQueryValue } from '../gallery-interaction';
import { COST_QUERY_PARAM } from '../finance';

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
  | 'coming-soon'
  | 'warranty'
  | 'privacy'
  | 'accessibility'
  | 'process'
  | 'projects'
  | 'project';

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
export type { SectionId };

export const href = {
  home: (): string => '/',
  /** A section of the page itself ("#gallery") or of the home page ("/#gallery"). */
  section: (id: SectionId, onSamePage: boolean): string => (onSamePage ? `#${id}` : `/#${id}`),
  notFound: (): string => '/404',
  /** The home gallery with a category preselected (spec 2: "/?category=Kitchen+Remodeling#gallery"). */
  galleryCategory: (category: string): string => `/?category=${categoryQueryValue(category)}#gallery`,
  /** The financing calculator, started at a project cost when one is given (lib/finance.ts reads it). */
  financing: (cost?: number): string => (cost === undefined ? '/financing' : `/financing?${COST_QUERY_PARAM}=${cost}`),
  /** The warranty and guarantee terms. */
  warranty: (): string => '/warranty',
  /** The privacy notice. */
  privacy: (): string => '/privacy',
  /** The accessibility statement. */
  accessibility: (): string => '/accessibility',
  /** How a project runs, phase by phase, from the request to the warranty. */
  process: (): string => '/process',
  /** The internal Location Page Generator (noindex, not linked from the navigation). */
  generator: (): string => '/location-generator',
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
  /** Every project story. */
  projects: (): string => '/projects',
  /** A project story: a gallery project's page (its file name). */
  project: (slug: string): string => `/projects/${slug}`,
  /** A service page, optionally in a location's variant (?location=slug). */
  service: (slug: string, locationSlug?: string): string =>
    locationSlug ? `/services/${slug}?location=${encodeURIComponent(locationSlug)}` : `/services/${slug}`,
} as const;

type FamilyEnumerator = () => RouteEntry[];

/** One route: built by `page` from `params`; indexable unless `extra` says otherwise. */
function entry(
  template: TemplateName,
  page: string,
  path: string,
  params: Record<string, string> = {},
  extra: Partial<Pick<RouteEntry, 'indexable' | 'aliasOf'>> = {},
): RouteEntry {
  return { path, template, indexable: true, page, params, ...extra };
}

/**
 * One enumerator per family. A new page family adds its enumerator here and a page file that
 * calls staticPaths(); nothing else needs to know about it.
 */
function familiesOf({ services, locations, guides, projects }: RouteData): Record<TemplateName, FamilyEnumerator> {
  const activeLocations = () => locations.filter((location) => location.isActive);
  return {
    home: () => [entry('home', '/index', href.home())],
    service: () => services.map((slug) => entry('service', '/services/[slug]', href.service(slug), { slug })),
    location: () =>
      activeLocations().flatMap((location) => [
        entry('location', '/locations/[location]', href.location(location.slug), { location: location.slug }),
        entry('location', '/[state]', href.state(location.slug), { state: location.slug }, { aliasOf: href.location(location.slug) }),
      ]),
    city: () =>
      activeLocations().flatMap((location) =>
        citiesOf(location).map((city) =>
          entry('city', '/locations/[location]/[city]', href.city(location.slug, city.slug), { location: location.slug, city: city.slug }),
        ),
      ),
    'city-service': () =>
      activeLocations().flatMap((location) =>
        citiesOf(location).flatMap((city) =>
          services.map((service) =>
            entry('city-service', '/locations/[location]/[city]/[service]', href.cityService(location.slug, city.slug, service), {
              location: location.slug,
              city: city.slug,
              service,
            }),
          ),
        ),
      ),
    // Spec 2: neighbourhood pages are Maryland's (/maryland/{neighborhood}/{service}). Each is a
    // landing page for the same town and service as a city+service page, which is the one that ranks.
    'neighborhood-service': () =>
      activeLocations()
        .filter((location) => location.slug === 'maryland')
        .flatMap((location) =>
          areasOf(location).flatMap((area) =>
            services.map((service) =>
              entry(
                'neighborhood-service',
                '/[state]/[neighborhood]/[service]',
                href.neighborhoodService(location.slug, area.slug, service),
                { state: location.slug, neighborhood: area.slug, service },
                { aliasOf: href.cityService(location.slug, citySlug(area.name), service) },
              ),
            ),
          ),
        ),
    guide: () => guides.map(({ slug }) => entry('guide', '/support/[slug]', href.guide(slug), { slug })),
    'local-kitchen': () => LOCAL_KITCHEN_SLUGS.map((slug) => entry('local-kitchen', '/[slug]', href.localKitchen(slug), { slug })),
    financing: () => [entry('financing', '/financing', href.financing())],
    warranty: () => [entry('warranty', '/warranty', href.warranty())],
    privacy: () => [entry('privacy', '/privacy', href.privacy())],
    accessibility: () => [entry('accessibility', '/accessibility', href.accessibility())],
    process: () => [entry('process', '/process', href.process())],
    projects: () => [entry('projects', '/projects', href.projects())],
    project: () => projects.map(({ slug }) => entry('project', '/projects/[slug]', href.project(slug), { slug })),
    generator: () => [entry('generator', '/location-generator', href.generator(), {}, { indexable: false })],
    // Inactive locations answer at their short path with a coming-soon page (noindex).
    'coming-soon': () =>
      locations
        .filter((location) => !location.isActive)
        .map((location) => entry('coming-soon', '/[state]', href.state(location.slug), { state: location.slug }, { indexable: false })),
  };
}

/** What the enumeration depends on beyond the spec's fixed local kitchen pages. */
export interface RouteData {
  /** Every service slug, in catalogue order (content/services/slugs.ts). */
  services: readonly string[];
  /** Every location, in registry order (content/locations). */
  locations: readonly LocationContent[];
  /** Every guide, in registry order (content/guides). */
  guides: readonly { slug: string }[];
  /** Every project story, in gallery order (content/gallery.ts). */
  projects: readonly { slug: string }[];
  /**
   * Build only these families (the editor tests' sandboxes, which need a few pages, not 3,000);
   * every family when absent.
   */
  families?: readonly TemplateName[];
}

export interface RouteTable {
  routesOf(template: TemplateName): RouteEntry[];
  allRoutes(): RouteEntry[];
  /** What the sitemap lists: indexable pages at their canonical address (no aliases). */
  indexableRoutes(): RouteEntry[];
  /**
   * getStaticPaths() of one page file: every route that file builds, with its params and, as a
   * prop, the route itself (a file such as /[slug] serves several families).
   */
  staticPaths(page: string | TemplateName): { params: Record<string, string>; props: { route: RouteEntry } }[];
}

/** The families named in a comma-separated list (BUILD_FAMILIES); an unknown name is an error. */
export function familyList(value: string): TemplateName[] {
  const known = Object.keys(familiesOf({ services: [], locations: [], guides: [], projects: [] })) as TemplateName[];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !known.includes(name as TemplateName));
  if (unknown.length) throw new Error(`BUILD_FAMILIES names no page family: ${unknown.join(', ')}. The families are: ${known.join(', ')}.`);
  return names as TemplateName[];
}

export function routeTable(data: RouteData): RouteTable {
  const families = familiesOf(data);
  const built = (template: TemplateName): boolean => !data.families || data.families.includes(template);
  const routesOf = (template: TemplateName): RouteEntry[] => (built(template) ? families[template]() : []);
  const allRoutes = (): RouteEntry[] => (Object.keys(families) as TemplateName[]).flatMap(routesOf);
  return {
    routesOf,
    allRoutes,
    indexableRoutes: () => allRoutes().filter((route) => route.indexable && !route.aliasOf),
    staticPaths: (page) => {
      const byPage = page.startsWith('/');
      return allRoutes()
        .filter((route) => (byPage ? route.page === page : route.template === page))
        .map((route) => ({ params: route.params, props: { route } }));
    },
  };
}
