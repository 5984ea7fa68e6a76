import { describe, expect, it } from 'vitest';
import { citySlug } from '../slug';
import { costFromQuery } from '../finance';
import { familyList, href, routeTable, type RouteEntry, type RouteTable, type TemplateName } from './route-table';
import { farland, guides, marylandLike, projects, services, testland, withNewServiceAndTown } from '../../test/route-fixtures';

/**
 * The route table built from small made-up registries (src/test/route-fixtures.ts, not the site's
 * content), so every expected path below is written out by hand rather than derived the way the
 * table derives it.
 */

const TESTLAND_CITIES = ['st-marys-city', 'oak-hill', 'riverside'];
const SERVICES = ['first-service', 'second-service'];

const table = routeTable({ services, locations: [testland, farland], guides, projects });
const paths = (routes: RouteEntry[]) => routes.map((route) => route.path);
const pathsOf = (template: TemplateName) => paths(table.routesOf(template));

describe('paths of each template', () => {
  it('home, financing and the generator have one fixed path each', () => {
    expect(pathsOf('home')).toEqual(['/']);
    expect(pathsOf('financing')).toEqual(['/financing']);
    expect(pathsOf('generator')).toEqual(['/location-generator']);
  });

  it('a link to the financing calculator may name the cost it starts at, which the calculator reads back', () => {
    expect(href.financing()).toBe('/financing');
    expect(href.financing(37500)).toBe('/financing?cost=37500');
    expect(costFromQuery(new URL(href.financing(37500), 'https://www.example.com').search)).toBe(37500);
  });

  it('the warranty terms, the privacy notice and the accessibility statement have one fixed path each', () => {
    expect(pathsOf('warranty')).toEqual(['/warranty']);
    expect(pathsOf('privacy')).toEqual(['/privacy']);
    expect(pathsOf('accessibility')).toEqual(['/accessibility']);
    expect([href.warranty(), href.privacy(), href.accessibility()]).toEqual(['/warranty', '/privacy', '/accessibility']);
  });

  it('the process page has one fixed path', () => {
    expect(pathsOf('process')).toEqual(['/process']);
    expect(href.process()).toBe('/process');
  });

  it('the project list at /projects and a story page for each project, in gallery order', () => {
    expect(pathsOf('projects')).toEqual(['/projects']);
    expect(pathsOf('project')).toEqual(['/projects/first-project', '/projects/second-project']);
    expect(table.routesOf('project')[1]?.params).toEqual({ slug: 'second-project' });
    expect(table.routesOf('project').every((route) => route.indexable && route.page === '/projects/[slug]')).toBe(true);
  });

  it('a service page for each service, in catalogue order', () => {
    expect(pathsOf('service')).toEqual(['/services/first-service', '/services/second-service']);
  });

  it('the active location at /locations/{slug} and its short path; none for the inactive one', () => {
    expect(pathsOf('location')).toEqual(['/locations/testland', '/testland']);
  });

  it('a city page for every town of every county of the active location', () => {
    expect(pathsOf('city')).toEqual(['/locations/testland/st-marys-city', '/locations/testland/oak-hill', '/locations/testland/riverside']);
    expect(table.routesOf('city')[0]?.params).toEqual({ location: 'testland', city: 'st-marys-city' });
  });

  it('a city+service page for every town and service', () => {
    const expected = TESTLAND_CITIES.flatMap((city) => SERVICES.map((service) => `/locations/testland/${city}/${service}`));
    expect(pathsOf('city-service').sort()).toEqual(expected.sort());
    expect(table.routesOf('city-service').find((route) => route.path === '/locations/testland/oak-hill/second-service')?.params).toEqual({
      location: 'testland',
      city: 'oak-hill',
      service: 'second-service',
    });
  });

  it('a guide page per guide given, at /support/{slug}', () => {
    expect(pathsOf('guide')).toEqual(['/support/first-guide', '/support/second-guide']);
  });

  it('the two local kitchen pages of the spec', () => {
    expect(pathsOf('local-kitchen').sort()).toEqual(['/bethesda-kitchen-remodeling', '/potomac-kitchen-remodeling']);
  });

  it('the inactive location answers only at its short path, with the coming-soon page', () => {
    expect(pathsOf('coming-soon')).toEqual(['/farland']);
    expect(paths(table.allRoutes()).filter((path) => path.includes('farland') || path.includes('lonely-town'))).toEqual(['/farland']);
  });

  it('neighbourhood pages are Maryland’s only', () => {
    expect(pathsOf('neighborhood-service')).toEqual([]);
  });
});

describe('neighbourhood pages of a location with the slug maryland', () => {
  const routes = routeTable({ services, locations: [marylandLike], guides: [], projects }).routesOf('neighborhood-service');

  it('one per area and service, the area slugged by the area rule', () => {
    const areas = ['st-mary-s-city', 'oak-hill', 'riverside'];
    expect(paths(routes).sort()).toEqual(areas.flatMap((area) => SERVICES.map((service) => `/maryland/${area}/${service}`)).sort());
    expect(routes.find((route) => route.path === '/maryland/st-mary-s-city/first-service')?.params).toEqual({
      state: 'maryland',
      neighborhood: 'st-mary-s-city',
      service: 'first-service',
    });
  });

  it('each is an alternate of the same town’s city+service page', () => {
    const alias = (path: string) => routes.find((route) => route.path === path)?.aliasOf;
    expect(alias('/maryland/st-mary-s-city/first-service')).toBe('/locations/maryland/st-marys-city/first-service');
    expect(alias('/maryland/riverside/second-service')).toBe('/locations/maryland/riverside/second-service');
    expect(routes.every((route) => route.aliasOf !== undefined)).toBe(true);
  });
});

describe('indexing', () => {
  it('the generator and the coming-soon page are noindex; every other page is indexable', () => {
    const noindex = table.allRoutes().filter((route) => !route.indexable);
    expect(paths(noindex).sort()).toEqual(['/farland', '/location-generator']);
  });

  it('the short location path is an alternate of the location page', () => {
    const aliases = table.allRoutes().filter((route) => route.aliasOf !== undefined);
    expect(aliases.map((route) => [route.path, route.aliasOf])).toEqual([['/testland', '/locations/testland']]);
  });

  it('indexable routes leave out noindex pages and alternates, and nothing else', () => {
    const indexable = paths(table.indexableRoutes());
    for (const left of ['/farland', '/location-generator', '/testland']) expect(indexable).not.toContain(left);
    // 1 home + 2 services + 1 location + 3 cities + 3 × 2 city+service + 2 guides + 2 kitchens + financing
    // + warranty, privacy and accessibility + process + the project list and 2 stories
    expect(indexable).toHaveLength(1 + 2 + 1 + 3 + 6 + 2 + 2 + 1 + 3 + 1 + 3);
    for (const policy of ['/warranty', '/privacy', '/accessibility', '/process']) expect(indexable).toContain(policy);
    expect(indexable).toContain('/locations/testland/st-marys-city/second-service');
  });

  it('no path is listed twice, and every alternate points at an indexable page of the table', () => {
    for (const data of [table, routeTable({ services, locations: [marylandLike, farland], guides, projects })]) {
      const all = paths(data.allRoutes());
      expect(new Set(all).size).toBe(all.length);
      const canonical = new Set(paths(data.indexableRoutes()));
      const dangling = data.allRoutes().filter((route) => route.aliasOf !== undefined && !canonical.has(route.aliasOf));
      expect(paths(dangling)).toEqual([]);
    }
  });
});

describe('a service and a town added by the recipe', () => {
  const grown = withNewServiceAndTown(marylandLike, 'new-service', 'New Town');
  const before = routeTable({ services, locations: [marylandLike], guides, projects });
  const after = routeTable({ services: grown.services, locations: [grown.location], guides, projects });
  const added = (of: (data: RouteTable) => RouteEntry[]) => {
    const old = new Set(paths(of(before)));
    return paths(of(after)).filter((path) => !old.has(path)).sort();
  };

  it('get their pages, and nothing else changes', () => {
    const towns = ['st-marys-city', 'oak-hill', 'riverside'];
    expect(added((data) => data.allRoutes())).toEqual(
      [
        '/services/new-service',
        '/locations/maryland/new-town',
        ...towns.map((town) => `/locations/maryland/${town}/new-service`),
        ...[...SERVICES, 'new-service'].map((service) => `/locations/maryland/new-town/${service}`),
        ...['st-mary-s-city', 'oak-hill', 'riverside'].map((area) => `/maryland/${area}/new-service`),
        ...[...SERVICES, 'new-service'].map((service) => `/maryland/new-town/${service}`),
      ].sort(),
    );
    expect(paths(after.allRoutes())).toEqual(expect.arrayContaining(paths(before.allRoutes())));
  });

  it('are indexable at their own address, their neighbourhood pages as alternates', () => {
    const indexable = added((data) => data.indexableRoutes());
    expect(indexable).toContain('/locations/maryland/new-town/new-service');
    expect(indexable.filter((path) => path.startsWith('/maryland/'))).toEqual([]);
    const alias = after.allRoutes().find((route) => route.path === '/maryland/new-town/new-service')?.aliasOf;
    expect(alias).toBe('/locations/maryland/new-town/new-service');
  });
});

describe('staticPaths', () => {
  it('a page file that serves two families gets the routes of both, each with its route', () => {
    const state = table.staticPaths('/[state]');
    expect(state.map(({ params, props }) => [params['state'], props.route.template])).toEqual([
      ['testland', 'location'],
      ['farland', 'coming-soon'],
    ]);
  });

  it('by template name, the routes of that family', () => {
    expect(table.staticPaths('guide').map(({ params }) => params)).toEqual([{ slug: 'first-guide' }, { slug: 'second-guide' }]);
  });
});

describe('a build of some families (BUILD_FAMILIES)', () => {
  const some = routeTable({ services, locations: [testland, farland], guides, projects, families: familyList('guide, service') });

  it('enumerates only the families named, for the pages and the sitemap alike', () => {
    expect([...new Set(some.allRoutes().map((route) => route.template))]).toEqual(['service', 'guide']);
    expect(some.indexableRoutes().map((route) => route.template)).not.toContain('city');
    expect(some.staticPaths('/[state]')).toEqual([]);
    expect(paths(some.routesOf('guide'))).toEqual(pathsOf('guide'));
  });

  it('an unknown family name stops the build, listing the families', () => {
    expect(() => familyList('guide,guides')).toThrow(/BUILD_FAMILIES names no page family: guides\. The families are: home, service,/);
  });
});

describe('href builders', () => {
  it('city slug: lowercased, spaces to hyphens, non-alphanumerics removed', () => {
    expect(citySlug("St. Mary's City")).toBe('st-marys-city');
    expect(href.city('testland', citySlug("St. Mary's City"))).toBe('/locations/testland/st-marys-city');
    expect(href.cityService('maryland', 'bowie', 'kitchen-remodeling')).toBe('/locations/maryland/bowie/kitchen-remodeling');
  });

  it('service pages, with the location variant as a query', () => {
    expect(href.service('kitchen-remodeling')).toBe('/services/kitchen-remodeling');
    expect(href.service('kitchen-remodeling', 'maryland')).toBe('/services/kitchen-remodeling?location=maryland');
    expect(href.service('door-installation', 'new jersey')).toBe('/services/door-installation?location=new%20jersey');
  });

  it('sections, locations, short paths and the gallery category address of the spec', () => {
    expect(href.section('gallery', true)).toBe('#gallery');
    expect(href.section('gallery', false)).toBe('/#gallery');
    expect(href.location('maryland')).toBe('/locations/maryland');
    expect(href.location('maryland', 'contact')).toBe('/locations/maryland#contact');
    expect(href.state('maryland', 'contact')).toBe('/maryland#contact');
    expect(href.neighborhoodService('maryland', 'severna-park', 'home-office')).toBe('/maryland/severna-park/home-office');
    expect(href.galleryCategory('Built-In Entertainment')).toBe('/?category=Built-In+Entertainment#gallery');
    expect(href.guide('kitchen-layout-guide')).toBe('/support/kitchen-layout-guide');
    expect(href.localKitchen('bethesda-kitchen-remodeling')).toBe('/bethesda-kitchen-remodeling');
    expect(href.notFound()).toBe('/404');
  });
});
