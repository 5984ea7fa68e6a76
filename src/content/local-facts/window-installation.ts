import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Window Installation: what the work means in each kind of Maryland house, and its permits. */
export const windowInstallationFacts: ServiceLocalFacts = {
  slug: 'window-installation',
  project: 'window replacement',
  homes: {
    'historic-core':
      'Original wood sash with old glass help define these houses, and in a historic district replacing them usually needs approval, which is often granted only for wood windows that match the original muntin pattern and profile. Openings are rarely square, so we measure every window separately and order units made to size. In brick and stone walls, we set new units inside the old frames where we can, which avoids disturbing the masonry around them.',
    'victorian-bungalow':
      'Tall double-hung windows with sash weights and pulleys are typical, and the empty weight pockets beside each frame leak air. When we replace them, we remove the weights, insulate the pockets and keep or reproduce the original casing, which carries much of the character of the room. Paint on old sash and trim is likely to contain lead, so we work lead-safe at every opening.',
    'bay-cottage':
      'Cottage windows are often small, mixed in size and age, and exposed to wind-driven rain and salt air, which pits aluminum and rots wood sills. Vinyl or fiberglass units with corrosion-resistant hardware hold up best near the water, and we set each over a sill pan. Bedroom windows in converted cottages are sometimes too small for emergency escape and can be enlarged to egress size with a building permit.',
    postwar:
      'Post-war houses have wood double-hungs or steel casements, and the steel frames are often rusted, single-glazed and hard to open. In brick houses we usually install replacement units inside the existing frames and cap the old exterior wood with trim, which leaves the brick and the interior plaster returns undisturbed. Where sills have rotted or steel frames have rusted through, we remove the frame and rebuild the opening before the new window goes in.',
    'split-level':
      'Aluminum sliders and early vinyl windows from this era are usually drafty, with failed seals and condensation along the frames. Picture windows and the clerestories of contemporaries get insulated units made to the size of each opening. Lower-level rooms in split-foyers sit partly below grade, and any room there used as a bedroom needs an emergency escape opening, usually an egress window, that meets the building code.',
    'suburban-colonial':
      'Builder-grade windows of these decades are either early vinyl with fogged glass or wood units whose sills and lower sashes have rotted. We check every sill before choosing between insert and full-frame replacement, and full-frame is usually the right call where water has got into the wall. Half-round and arched windows over doors and in two-story rooms are made to the exact shape of each opening.',
    townhome:
      'Townhouses have windows only on the front and rear walls, except at end units, so each one matters for light, and HOAs usually regulate frame color and grille pattern on the front. Upper-story windows above a deck or a steep slope can often be replaced from inside with insert units. Where the front has a bay window, we check its small roof and seat board for leaks before the new units go in.',
    estate:
      'Window walls, arched tops and tall units stacked in two-story rooms are usually custom sizes, so every opening is measured separately and the units are ordered as a matched set. Many wood windows of this era have rotted sills and lower sashes, especially where no overhang shelters them. Wood-clad or fiberglass replacements keep the look of the original interior trim with less exterior upkeep.',
    rural:
      'Farmhouses often have a mix of original wood windows and later replacements in several sizes, so we measure each opening instead of assuming a standard size. On open land, wind drives rain and cold air hard against the house, so sill pans, flashing tape and foam sealing around each frame matter as much as the glass. We can match grille patterns across old and new sections so the house reads as one.',
    'new-community':
      'Windows in these houses are usually builder-grade vinyl, and by now some have fogged glass from failed seals or balances that no longer hold the sash up. The HOA usually has to approve a change in frame color or grille pattern, and a like-for-like replacement is the easiest to get approved. Where the original windows were nailed in without a sill pan, we check the sheathing below each one for water damage.',
  },
  permits:
    'Replacing windows in their existing openings usually needs no building permit. Enlarging an opening, cutting a new one or cutting a basement egress window through a foundation wall needs a building permit from {building}.',
  permitSources: [permitSources.montgomeryHomeImprovements, permitSources.risingSunPermits, permitSources.egressOpenings],
  reviews: ['historic-district', 'hoa'],
  warranties: ['craftsmanship', 'manufacturer'],
};
