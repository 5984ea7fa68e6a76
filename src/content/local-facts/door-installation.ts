import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Door Installation: what the work means in each kind of Maryland house, and its permits. */
export const doorInstallationFacts: ServiceLocalFacts = {
  slug: 'door-installation',
  project: 'door replacement',
  homes: {
    'historic-core':
      'Door openings in these houses are rarely a standard size and almost never square, so a stock pre-hung unit seldom fits without rebuilding the opening. We often fit a new or restored slab to the existing frame, planing and mortising it by hand, and reuse or reproduce the period hardware. On a house in a historic district, changing the style or material of a front door usually needs approval first.',
    'victorian-bungalow':
      'Original five-panel and glazed doors, transoms and pocket doors are part of the character of these houses, and they are often worth refitting rather than replacing. We rehang sagging doors, fit new slabs to existing jambs where needed, and replace only what cannot be repaired, matching the wood and panel pattern. When an entry door does need replacing, a sill pan and new weatherstripping keep the old look without the drafts.',
    'bay-cottage':
      'Entry and porch doors on cottages face wind-driven rain and salt air, which swell wood doors and corrode steel ones. Fiberglass doors with corrosion-resistant hardware hold up best, set over a sill pan and flashed into the wall so water driven against the threshold drains out. Sliding doors to porches and decks often need the rotted framing below them rebuilt before the new unit goes in.',
    postwar:
      'Post-war houses were built with fairly standard openings, so pre-hung replacements usually fit well. Interior doors are often flush birch slabs, which we can match or replace with solid-core or paneled doors that close more quietly. Turning a rear window into a patio door for access to the yard is a common request; it means a wider opening with a new header and a building permit.',
    'split-level':
      'A split-foyer puts the front door on a small landing between two flights, so we check the swing and landing size before choosing a wider door or sidelights. Original aluminum sliders to the deck are often drafty and stiff, and a new patio door set over a flashed sill fixes both. Flush lauan interior doors of this era are often replaced with paneled doors, in new frames where the old jambs are worn.',
    'suburban-colonial':
      'Builder-grade entry doors and sliders are wearing out, and we often find the bottom of the jamb and brickmold rotted because the sill was never pan-flashed. We replace the full unit, repair the subfloor or rim joist if it is soft, and set the new door over a sill pan. Swapping hollow-core interior doors for solid-core doors is a common upgrade that cuts noise between bedrooms.',
    townhome:
      'Front doors in a townhouse row are usually governed by HOA rules on style and color, and we confirm the approved options before ordering. The sliding door to the rear deck takes the most weather and often leaks into the floor framing below, so we check for rot and flash the new sill. In narrow halls and on landings, a pocket or barn door can work better than a swinging one.',
    estate:
      'Entries here are often double doors with sidelights and transoms, and rear walls may have several sets of French or multi-panel sliding doors. Large, heavy units need sound framing, sill pans and careful shimming at every hinge to swing true and seal tightly. Interior doors can be upgraded to solid-core paneled doors with hardware chosen to suit the millwork of the house.',
    rural:
      'Farmhouse doors take hard use and open exposure, and the mudroom or kitchen door is usually the one used every day. A fiberglass entry door with a sound sill and good weatherstripping, often paired with a storm door, stands up to wind-driven rain. In old farmhouses the sill beam below the door is often rotted and has to be repaired before the new unit goes in.',
    'new-community':
      'Builder steel or basic fiberglass entry doors are often replaced with an upgraded fiberglass door with decorative glass, once the HOA has approved the style and color. We also check the door from the garage into the house, which the building code requires to be solid wood, solid- or honeycomb-core steel, or fire-rated, and replace it with a compliant door if it is worn. Patio sliders of this age often need new rollers or replacement.',
  },
  permits:
    'Replacing a door in its existing opening usually needs no building permit. Cutting a new door opening or widening one, for example to turn a window into a patio door, needs a building permit from {building}, since it changes the wall framing.',
  permitSources: [permitSources.risingSunPermits, permitSources.montgomeryAlterations],
  reviews: ['historic-district', 'hoa'],
  warranties: ['craftsmanship', 'hardware', 'manufacturer'],
};
