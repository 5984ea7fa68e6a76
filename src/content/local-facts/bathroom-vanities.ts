import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Bathroom Vanities: what the work means in each kind of Maryland house, and its permits. */
export const bathroomVanitiesFacts: ServiceLocalFacts = {
  slug: 'bathroom-vanities',
  project: 'vanity replacement',
  homes: {
    'historic-core':
      'In an early house the vanity usually stands against a bowed plaster or masonry wall on a floor that slopes, so we build the cabinet with extra scribe on the sides and toe kick and shim it level. Drains often rise through the floor rather than the wall, which rules out a floating vanity unless the plumbing is moved. A furniture-style cabinet on legs in stained or painted hardwood suits these rooms.',
    'victorian-bungalow':
      'A vanity in a Victorian or bungalow bath often replaces a pedestal or wall-hung sink, so we first confirm the supply and drain can sit inside a cabinet and notch the drawers around them. We size the cabinet so original floor tile, wainscot and trim stay undisturbed. Inset doors in paint or quartersawn oak fit the period better than a modern slab front.',
    'bay-cottage':
      'Cottage baths are small, so the vanity is often narrow or shallower than stock, built to fit between a door and a window, with a compact sink and drawers instead of doors. Humidity and salt air are hard on finishes and metal, so we seal every edge of the plywood box, use a catalyzed finish and choose hardware that resists corrosion.',
    postwar:
      'Post-war baths usually have a wall-hung sink or a small stock vanity squeezed between the tub and the wall. A cabinet built to that exact width, sometimes shallower than stock, gains drawers and counter space without crowding the door, and we keep the code clearance of 15 inches from the toilet\'s centerline to the side of the cabinet.',
    'split-level':
      'The 1970s vanities in these houses are usually low stock cabinets with cultured-marble tops, often sitting on vinyl or tile that stops at the cabinet base. A new vanity built to the old footprint, or slightly larger, covers that gap in the flooring, and raising it to comfort height is a common change. We also replace the original shutoff valves, which often no longer close fully.',
    'suburban-colonial':
      'Builder-grade double vanities in these primary baths are usually long particleboard cabinets with a cultured-marble or laminate top and a wall-wide mirror glued above. We replace them with plywood cabinets that have drawer banks, a quartz or marble top with undermount sinks, and separate framed mirrors or medicine cabinets, which means removing the glued mirror and patching the wall behind it.',
    townhome:
      'Townhome baths are narrow, so the vanity often has to fit between a tub and a wall or clear a door swing, and we build it to the inch rather than drop to the next stock size. A wall-hung vanity makes a small floor look larger; it belongs on an interior partition, where we can open the wall for blocking without disturbing a fire-rated party wall.',
    estate:
      'Estate baths often have two separate vanities, a makeup counter and a linen tower in one finish, so replacement usually means a coordinated set of cabinets, tops and mirrors. We match the style to the room\'s existing tile and trim, add outlet drawers and pull-out hampers, and settle sconce and mirror positions before the tops are templated.',
    rural:
      'Well water with hard minerals or iron leaves scale and stains, so in rural houses we favor quartz or solid-surface tops with undermount sinks that wipe clean. Old farmhouse baths often have uneven floors and plumbing in outside walls; we level the cabinet on a scribed base and check that supply lines in an outside wall are protected from freezing.',
    'new-community':
      'Vanities in these houses are usually stock builder cabinets at the older, lower height, with cultured-marble tops and a single mirror. A made-to-measure cabinet at comfort height with a quartz top, undermount sinks and matching mirrors is a focused upgrade that leaves the tile, tub and shower as they are.',
  },
  permits:
    'Replacing a vanity, top and faucet with the drain and supply lines where they are usually needs no permit. Moving the drain or supplies, or adding a second sink, usually needs a plumbing permit from {plumbing}, and a new outlet for an outlet drawer or new wiring for lights needs an electrical permit from {electrical}.',
  permitSources: [permitSources.princeGeorgesPlumbing, permitSources.marylandElectricalPermit, permitSources.baltimoreElectrical],
  reviews: [],
  warranties: ['craftsmanship', 'hardware', 'manufacturer'],
};
