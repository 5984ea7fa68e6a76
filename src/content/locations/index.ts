import { getCollection } from 'astro:content';
import type { LocationContent } from '../types';
import { orderLocations } from './registry-order';

/**
 * The location registry: every location module in this folder, read through the `locations`
 * collection (src/content.config.ts), the primary location first, then by name. Adding a
 * location is dropping the module the Location Page Generator downloads into this folder;
 * routes, navigation, sitemap and pages all read this list.
 */
const ordered = orderLocations((await getCollection('locations')).map((entry) => entry.data));
export const locations: readonly LocationContent[] = ordered.locations;
export const primaryLocation: LocationContent = ordered.primary;

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
