import type { LocationContent, ServiceArea, ServiceCity } from '../../content/types';
import { areaSlug, citySlug } from '../slug';

/** State code of a location: its own abbreviation, else spec 3's rule (MD for maryland, otherwise VA). */
export function stateCodeOf(location: Pick<LocationContent, 'slug' | 'stateAbbr'>): string {
  if (location.stateAbbr) return location.stateAbbr.toUpperCase();
  return location.slug === 'maryland' ? 'MD' : 'VA';
}

/** A city or town of a location, as city pages use it (spec 3, "Derived city"). */
export interface City extends ServiceCity {
  county: string;
  state: string;
  stateCode: string;
  slug: string;
  area: ServiceArea;
}

/** A neighbourhood of a Maryland neighbourhood-service page (spec 3, "Derived area"). */
export interface Area extends ServiceCity {
  slug: string;
  county: string;
  state: 'Maryland';
  area: ServiceArea;
}


function eachCity(location: LocationContent): { city: ServiceCity; area: ServiceArea }[] {
  return location.serviceAreas.flatMap((area) => area.cities.map((city) => ({ city, area })));
}

export function citiesOf(location: LocationContent): City[] {
  return eachCity(location).map(({ city, area }) => ({
    ...city,
    county: area.name,
    state: location.name,
    stateCode: stateCodeOf(location),
    slug: citySlug(city.name),
    area,
  }));
}

export function findCity(location: LocationContent, slug: string): City | undefined {
  return citiesOf(location).find((city) => city.slug === slug);
}

/** Neighbourhood-service pages exist for Maryland only (state "Maryland"). */
export function areasOf(location: LocationContent): Area[] {
  return eachCity(location).map(({ city, area }) => ({
    ...city,
    slug: areaSlug(city.name),
    county: area.name,
    state: 'Maryland' as const,
    area,
  }));
}

export function findArea(location: LocationContent, slug: string): Area | undefined {
  return areasOf(location).find((area) => area.slug === slug);
}
