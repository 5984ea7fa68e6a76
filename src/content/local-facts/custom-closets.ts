import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Custom Closets: what the work means in each kind of Maryland house, and its permits. */
export const customClosetsFacts: ServiceLocalFacts = {
  slug: 'custom-closets',
  project: 'closet system',
  homes: {
    'historic-core':
      'Many of these houses were built with few closets, because clothes went in wardrobes and chests, so the work often means a built-in wardrobe or a cabinet fitted into the alcove beside a chimney. Plaster laid on masonry needs masonry anchors or a wall cleat rather than stud fastening. We scribe panels to sloping floors and wavy plaster instead of forcing the house square.',
    'victorian-bungalow':
      'Closets from this era are shallow and narrow, often with a single rod behind a small door, and bungalow upper floors add knee walls and sloped ceilings. Where a closet is too shallow for hangers to face forward, pull-out rods hang clothes front to back, and knee-wall space can take built-in drawers. Plaster on wood lath cracks easily, so we locate framing carefully and predrill every fastener.',
    'bay-cottage':
      'Cottages built for summer use often have tiny closets or none, with little insulation behind the walls and damp air off the water. We favor melamine or sealed painted panels, leave an air gap behind the system and use plated or stainless hardware that resists corrosion. Where there is no closet, a wall-hung system with doors or a built-in wardrobe can serve without framing a new room.',
    postwar:
      'Bedrooms here usually have one reach-in closet with a single rod and shelf behind sliding or bifold doors. Double-hang sections, stacked shelves and a drawer tower add far more usable space, and replacing sliding doors, which only ever expose half the closet, with hinged doors opens it fully. In Cape Cods, the eaves beside upstairs bedrooms are good places for built-in drawers.',
    'split-level':
      'Closets in split-levels and ranches are typically reach-ins with bifold or sliding doors, plus a small coat closet at the foyer landing that is often crowded with coats and shoes. We fit adjustable systems in the bedrooms and rework the entry closet with hooks, shoe shelving and upper cubbies. Closets on the lower level, against walls that are partly below grade, get a moisture check before any panels go up.',
    'suburban-colonial':
      'The primary bedroom usually has a walk-in fitted with builder wire shelving that sags and wastes the corners. We remove the wire, patch the anchor holes and install a full system with drawers, shoe shelving and, where the floor space allows, an island. Many of these walk-ins have only a single bare-bulb fixture, so LED lighting on a door switch or motion sensor is often part of the design.',
    townhome:
      'Storage is the scarcest thing in most townhomes, so we look beyond bedroom closets to the space under the stairs, the entry closet and the laundry alcove. Reach-ins on narrow plans are often shallow or interrupted by a soffit or ductwork, and we scribe shelving around those obstructions. Heavy drawer towers are anchored to interior walls, and we fasten to fire-rated party walls without cutting openings in them.',
    estate:
      'Primary suites often include a dressing room large enough for an island with drawers and a countertop, full-height shoe walls and lit display shelving. Owners usually want painted or wood-veneer finishes that match the bedroom millwork, with lighting planned together with the electrician. We also design secondary walk-ins, linen rooms and mudroom lockers so finishes and hardware agree throughout the house.',
    rural:
      'In farmhouses and country houses the hardest-working closet is usually at the back door, where boots, coats and work gear come in. We build entry closets and mudroom lockers with open cubbies, boot trays and durable painted or melamine finishes that tolerate wet gear. Older farmhouse bedrooms may have shallow closets under a roof slope, which we fit with shelving and drawers cut to the angle.',
    'new-community':
      'Walk-ins in these houses are generous in size but came with ventilated wire shelving at fixed heights, which we replace with adjustable hanging, drawers and shoe shelving sized to the wardrobe. Open plans also tend to leave the garage entry without a coat closet, so we often pair the bedroom closets with a drop zone of lockers and shelving near that door.',
  },
  permits:
    'A closet system installed in an existing closet usually needs no permit. Framing a new closet or removing a wall to enlarge one may need a building permit from {building}, and adding a hardwired light, switch or outlet needs an electrical permit from {electrical}.',
  permitSources: [permitSources.modelCodeExemptions, permitSources.risingSunPermits, permitSources.baltimoreElectrical],
  reviews: [],
  warranties: ['craftsmanship', 'hardware'],
};
