import type { HomeType } from '../types';

/**
 * The kinds of Maryland houses a town can be made of. A town lists its own kinds
 * (ServiceCity.homeTypes) and each service says what it means for each kind (local-facts/*.ts).
 */
export const homeTypes: Record<HomeType, { label: string; description: string }> = {
  'historic-core': {
    label: '18th- and 19th-century houses',
    description:
      'Brick, stone, log and frame houses of colonial towns, mill villages and old county seats, often in or near a historic district: plaster walls, rubble or brick foundations, old-growth framing that is rarely square.',
  },
  'victorian-bungalow': {
    label: 'Victorians, shingle-style houses and bungalows',
    description:
      'Houses of the 1880s-1930s streetcar and railroad suburbs: balloon framing, plaster on lath, deep porches, tall ceilings, original wood windows and trim, knob-and-tube wiring where it was never replaced.',
  },
  'bay-cottage': {
    label: 'Bay and river cottages',
    description:
      'Small early and mid-20th-century summer cottages, many converted to year-round homes: narrow lots, piers or shallow block foundations, little insulation, salt air, flood zones and Critical Area rules near the water.',
  },
  postwar: {
    label: '1940s-60s colonials, Cape Cods and ramblers',
    description:
      'Solid post-war brick and frame houses: small closed kitchens, one or two small baths, plaster or early drywall, low-ceilinged basements, steel or wood windows, modest closets.',
  },
  'split-level': {
    label: '1960s-70s split-levels, ranches and contemporaries',
    description:
      'Split-levels, split-foyers, ranches and cedar-sided contemporaries: half-flights of stairs, galley kitchens, low-slope or vaulted roofs, aluminum or early vinyl windows, original 1970s baths.',
  },
  'suburban-colonial': {
    label: '1980s-2000s colonials',
    description:
      'Two-story subdivision colonials with builder-grade finishes now 20-40 years old: two-story foyers and family rooms, unfinished or walkout basements, original decks, roofs and vinyl siding reaching the end of their lives.',
  },
  townhome: {
    label: 'Townhomes',
    description:
      'Townhouses of the 1970s-2010s: shared walls, narrow rooms, small elevated rear decks, HOA architectural rules for anything on the outside, and little storage.',
  },
  estate: {
    label: 'Estate homes on large lots',
    description:
      'Large custom homes of the 1980s-2000s on acre-plus lots: big kitchens, two-story rooms, long roof runs and window walls, finished or unfinished lower levels, high expectations for millwork.',
  },
  rural: {
    label: 'Farmhouses and houses on rural lots',
    description:
      'Old farmhouses and newer houses on rural acreage: private wells and septic systems, long driveways, outbuildings, exposure to wind and weather, room to build out rather than up.',
  },
  'new-community': {
    label: '2000s-2010s planned neighborhoods',
    description:
      'Houses and townhomes of planned communities built since about 2000: open plans, builder-grade kitchens and baths now 15-25 years old, unfinished basements, HOA architectural review.',
  },
};
