import type { LocationContent } from '../types';
import { maryland } from './maryland';
import { northernVirginia } from './northern-virginia';

/**
 * The location registry. Adding a location is adding its module here; routes, navigation,
 * sitemap and pages all read this list.
 */
export const locations: readonly LocationContent[] = [maryland, northernVirginia];

/** The location the business is based in: home-page contact and footer point here. */
export const primaryLocation: LocationContent = maryland;

export function getLocation(slug: string): LocationContent | undefined {
  return locations.find((location) => location.slug === slug);
}

/** Only active locations get pages, navigation entries and sitemap lines. */
export function activeLocations(): LocationContent[] {
  return locations.filter((location) => location.isActive);
}

export function getActiveLocation(slug: string): LocationContent | undefined {
  const location = getLocation(slug);
  return location?.isActive ? location : undefined;
}
