import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Kitchen Remodeling: what the work means in each kind of Maryland house, and its permits. */
export const kitchenRemodelingFacts: ServiceLocalFacts = {
  slug: 'kitchen-remodeling',
  project: 'kitchen remodel',
  homes: {
    'historic-core':
      'The kitchen of an early house is often in a rear wing or ell added later, with sloping floors and walls far from square, so we shim cabinets level and scribe fillers and panels to the walls. Opening up usually exposes old wiring, galvanized pipe and joists notched for earlier plumbing, which we correct first. In a historic district, a new or enlarged window on a visible wall needs review before it is built.',
    'victorian-bungalow':
      'Victorian and bungalow kitchens were small service rooms, often beside a butler\'s pantry or enclosed back porch, and folding that space in is usually the best way to gain room. Plaster on lath and any surviving knob-and-tube wiring are replaced within the work area, with new circuits run to current code. Tall ceilings let us stack cabinets to the crown, and we often keep or copy the original casings.',
    'bay-cottage':
      'Cottage kitchens are small and sometimes sit on floors framed over piers, so we check sills and joists for rot and sag before heavier cabinets, stone and appliances go in. In a flood zone, improvements above a set share of the house\'s value can require the whole house to meet flood elevation rules, which we check before design. Near salt water we specify moisture-resistant finishes and corrosion-resistant hardware.',
    postwar:
      'A post-war kitchen is usually a closed room with a doorway to the dining room, and opening that wall is the most common request; we check whether it carries the floor or roof and size a beam if it does. Plaster walls and ungrounded two-wire circuits usually mean new wiring and drywall throughout, and the old steel or wood window over the sink is often replaced at the same time.',
    'split-level':
      'Split-level and ranch kitchens are usually galleys or L-shapes closed off from the living or dining room, and removing that wall makes the biggest difference. In a split-level the kitchen often sits over the lower level or beside a half-flight of stairs, which limits where pipes and ducts can run, so we trace routes from below before drawing the plan. A vaulted ceiling can also decide where the range hood vents.',
    'suburban-colonial':
      'These kitchens usually already open to the family room with an island or peninsula, so the remodel is mostly new cabinetry, counters, flooring and lighting, often with the soffits above the wall cabinets removed where no duct hides inside. Out go builder-grade oak or thermofoil doors, laminate or early granite and sheet vinyl. Many owners move the sink to the island and add the dedicated circuits the original kitchen lacked.',
    townhome:
      'Townhome kitchens are narrow, often a galley or a single wall with an island, and keeping 36-inch walkways decides how large an island fits. Drains and vents usually stay close to where they are in a shared-wall building, and the range hood either vents through an outside wall or recirculates. Cabinets, stone and appliances come through the front door and up the stairs, so we plan panel sizes and deliveries around them.',
    estate:
      'Estate kitchens are large, with islands, walk-in pantries and often a second sink or bar, and a remodel usually keeps most of the plan while replacing dated cabinetry, stone and appliances. A hood that exhausts more than 400 cubic feet per minute can require make-up air under the code, so a professional range shapes the ductwork as well as the cabinets. New cabinetry is drawn to match the trim and ceilings of adjoining rooms.',
    rural:
      'On a farm or rural lot the kitchen is often the everyday entry from the driveway, so a bench, coat storage and a washable floor by the back door belong in the plan. Many rural houses cook with propane, and moving the range means running a new gas line. On well water we leave room for a filter or softener, and on a septic system we usually advise against a garbage disposal.',
    'new-community':
      'Kitchens in these open-plan houses are rarely cramped, so most remodels keep the layout and replace builder-grade cabinets, countertops, lighting and fixtures. Flooring often runs unbroken through the main level, so changing it in the kitchen usually means replacing it across the open area, which we plan from the start. Extending the island or adding a wall of pantry cabinets is a common part of the work.',
  },
  permits:
    'A kitchen remodel usually needs a building permit from {building} when a wall is moved or removed, a window or door opening changes, or the room is reconfigured. New or relocated circuits need an electrical permit from {electrical}, and moving the sink, adding fixtures or running a gas line needs a permit from {plumbing}; replacing cabinets, counters and appliances in the same places, with no wall, wiring or pipe changes, often needs none.',
  permitSources: [permitSources.montgomeryAlterations, permitSources.montgomeryHomeImprovements, permitSources.princeGeorgesPlumbing, permitSources.risingSunPermits],
  reviews: ['historic-district', 'hoa'],
  warranties: ['craftsmanship', 'hardware', 'manufacturer', 'installation'],
};
