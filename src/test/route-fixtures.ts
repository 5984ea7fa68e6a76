/**
 * Made-up registries for the route table and sitemap tests (Starlight's mockedAstroContent
 * pattern): small enough that every path they produce can be written out by hand in the tests,
 * and apart from the site's content, so adding a service or a town to the site changes no test.
 */
import type { LocationContent, ServiceArea } from '../content/types';

export function county(name: string, cities: string[]): ServiceArea {
  return {
    name,
    cities: cities.map((city) => ({ name: city, note: `${city} note.` })),
    permitOffice: `${name} permits`,
    housingStock: 'Mixed.',
    notableNeighborhoods: [],
    remodelingNote: 'None.',
  };
}

function location(slug: string, name: string, isActive: boolean, serviceAreas: ServiceArea[]): LocationContent {
  return {
    slug,
    name,
    displayName: name,
    isActive,
    phone: '(000) 555-0100',
    heroDescription: 'Hero.',
    serviceDescription: 'Services.',
    about: { heading: 'About', paragraphs: [] },
    serviceAreas,
    services: [],
    featuredNeighborhoods: [],
    stats: [],
    faq: [],
    specialties: [],
    socialMedia: { facebook: 'https://facebook.example', instagram: 'https://instagram.example' },
  };
}

/** An active made-up location: two counties, three towns (one whose name needs the slug rule). */
export const testland = location('testland', 'Testland', true, [
  county('Alpha County', ["St. Mary's City", 'Oak Hill']),
  county('Beta County', ['Riverside']),
]);
/** An inactive one: a coming-soon page and nothing else. */
export const farland = location('farland', 'Farland', false, [county('Gamma County', ['Lonely Town'])]);
export const guides = [{ slug: 'first-guide' }, { slug: 'second-guide' }];
/** Two project stories (gallery projects by file name). */
export const projects = [{ slug: 'first-project' }, { slug: 'second-project' }];
/** Made-up services: the route table needs only their slugs, in catalogue order. */
export const services = ['first-service', 'second-service'];

/** The same towns under the slug maryland, the one location with neighbourhood pages (spec 2). */
export const marylandLike: LocationContent = { ...testland, slug: 'maryland', name: 'Maryland' };

/**
 * The fixture after the recipes of docs/architecture.md: a service added to the catalogue and a
 * town added to a county (the last one, so the others keep their order).
 */
export function withNewServiceAndTown<L extends LocationContent>(location: L, service: string, town: string): { services: string[]; location: L } {
  const serviceAreas = location.serviceAreas.map((area, index, all) =>
    index === all.length - 1 ? { ...area, cities: [...area.cities, { name: town, note: `${town} note.` }] } : area,
  );
  return { services: [...services, service], location: { ...location, serviceAreas } };
}
