/** The 19 service slugs, in the order of the spec's service list; every service route and module is keyed by one. */
export const SERVICE_SLUGS = [
  'custom-woodworking',
  'kitchen-remodeling',
  'bathroom-remodeling',
  'home-additions',
  'bathroom-vanities',
  'outdoor-decks',
  'basement-finishing',
  'built-in-entertainment',
  'custom-closets',
  'home-office',
  'fireplace-mantels',
  'crown-molding',
  'flooring-installation',
  'interior-painting',
  'pantry-organization',
  'siding-installation',
  'roofing-services',
  'door-installation',
  'window-installation',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** Services with a catalogue page only: no home-grid card, no place in a location's service list. */
const CATALOGUE_ONLY_SLUGS = ['bathroom-vanities'] as const satisfies readonly ServiceSlug[];

/**
 * "The 18 services": the catalogue without the catalogue-only slugs, in SERVICE_SLUGS order (the
 * spec's card order). The home grid and every location list them; copy quotes serviceCount.
 */
export const GRID_SERVICE_SLUGS: ServiceSlug[] = SERVICE_SLUGS.filter(
  (slug) => !(CATALOGUE_ONLY_SLUGS as readonly ServiceSlug[]).includes(slug),
);

/** How many services the home grid and each location offer, as copy quotes it ("18 services"). */
export const serviceCount = GRID_SERVICE_SLUGS.length;
