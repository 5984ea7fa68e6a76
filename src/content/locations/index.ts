import { getCollection } from 'astro:content';
import type { LocationContent } from '../types';

/** The location the business is based in: home-page contact and footer point here. */
const PRIMARY_LOCATION = 'maryland';

/**
 * The location registry: every location module in this folder, read through the `locations`
 * collection (src/content.config.ts), the primary location first, then by name. Adding a
 * location is dropping the module the Location Page Generator downloads into this folder;
 * routes, navigation, sitemap and pages all read this list.
 */
export const locations: readonly LocationContent[] = (await getCollection('locations'))
  .map((entry) => entry.data as LocationContent)
  .sort((a, b) => Number(b.slug === PRIMARY_LOCATION) - Number(a.slug === PRIMARY_LOCATION) || a.name.localeCompare(b.name));

const primary = locations.find((location) => location.slug === PRIMARY_LOCATION);
if (!primary) throw new Error(`locations: no module in src/content/locations/ exports the ${PRIMARY_LOCATION} location.`);
export const primaryLocation: LocationContent = primary;

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
