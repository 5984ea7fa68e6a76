import type { LocationContent } from '../types';

/** The location the business is based in: home-page contact and footer point here. */
export const PRIMARY_LOCATION = 'maryland';

/**
 * The locations in registry order (the primary location first, then by name) and the primary one.
 * Pure, so the registry (index.ts, from the collection) and the browser tests (from the modules)
 * order them the same way.
 */
export function orderLocations(all: readonly LocationContent[]): { locations: LocationContent[]; primary: LocationContent } {
  const locations = [...all].sort(
    (a, b) => Number(b.slug === PRIMARY_LOCATION) - Number(a.slug === PRIMARY_LOCATION) || a.name.localeCompare(b.name),
  );
  const primary = locations.find((location) => location.slug === PRIMARY_LOCATION);
  if (!primary) throw new Error(`locations: no module in src/content/locations/ exports the ${PRIMARY_LOCATION} location.`);
  return { locations, primary };
}
