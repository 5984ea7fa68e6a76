import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Custom Woodworking: what the work means in each kind of Maryland house, and its permits. */
export const customWoodworkingFacts: ServiceLocalFacts = {
  slug: 'custom-woodworking',
  project: 'custom built-in',
  homes: {
    'historic-core':
      'Plaster over brick, stone or hand-split lath leans, bows and runs out of square in these houses, so we scribe every side panel and crown to the wall instead of filling gaps with caulk. Deep window reveals in thick masonry walls suit window seats and flanking bookcases, and we profile the existing casings so new work sits naturally beside the old millwork.',
    'victorian-bungalow':
      'Many of these houses were built with the kind of woodwork owners ask us to add: bookcases beside the fireplace, colonnades, window seats and china cabinets, and a new piece should follow their proportions and trim. Tall ceilings allow bookcases that reach the crown. Recessing a cabinet means opening plaster on lath, and in a balloon-framed wall the open stud bay must be fire-blocked before it is closed again.',
    'bay-cottage':
      'Storage is scarce in a small cottage, so built-ins earn their place here: benches with drawers or lift-up lids, built-in bunks, and shelving between exposed studs or rafters. Damp salt air and thinly insulated outside walls make wood move, so we favor painted poplar and plywood, seal every edge, and choose corrosion-resistant hardware.',
    postwar:
      'A post-war living room often has a chimney wall with shallow alcoves on each side, a natural place for bookcases over closed cabinets, and the knee walls of a Cape Cod upstairs can take drawers and shelves set into the eaves. Before cutting into plaster or early drywall, we locate studs, wiring and any heating pipes in the wall.',
    'split-level':
      'Split-levels offer stair landings, half-walls and the long wall of the lower family room, where a media wall or window seat fits well, while ranches have long hallways that can take shallow linen or book cabinets. Under a vaulted ceiling we build tall units with tops scribed to the slope. In cedar-sided contemporaries, stained white oak or walnut usually suits the exposed beams better than painted trim.',
    'suburban-colonial':
      'Builders of these colonials left storage out of the two-story family room, the entry from the garage and the bay windows, which is where a fireplace built-in, a mudroom bench with cubbies or a window seat helps most. Walls are drywall on straight studs, so installation is straightforward, and we can replace the builder-grade casing and baseboard nearby so the new piece looks original.',
    townhome:
      'Every inch counts in a townhome, so we build shallow shelving under the stairs, entry benches with storage and cabinetry around the television. Shared walls between units are fire-rated, so we recess cabinets only into interior partitions and fasten to the party wall without cutting into it. Narrow stairs and tight turns limit how large a section can be, so pieces are built in parts and joined in place.',
    estate:
      'Woodwork in an estate home is often room-sized: a paneled library with a coffered ceiling, two-story bookcases with a rolling ladder, or a bar and butler\'s pantry with furniture-grade doors. New work has to line up with existing crown, windows and ceiling heights across a wide wall, so we draw full elevations and build in sections sized to pass through doors and up the stairs.',
    rural:
      'Farmhouse woodwork tends toward sturdy, simple pieces: mudroom lockers and boot benches, pantry cabinets and open shelving. Old farmhouse floors sag and slope, so we level cabinet bases on shimmed or adjustable toe kicks and scribe the kick to the floor. In newer houses on rural acreage, the side or garage entry is usually where a bench and locker wall helps most.',
    'new-community':
      'Open plans leave few walls, so woodwork in these houses goes where walls exist: a media wall in the family room, a drop zone off the garage, a desk in a loft, or cabinets flanking a gas fireplace, which must respect the unit\'s listed clearances. We match door style and paint color to the builder\'s trim, or upgrade the surrounding casing at the same time.',
  },
  permits:
    'Built-ins, bookcases and window seats fastened to existing walls usually need no permit, and plug-in lighting does not change that. Hardwired lighting or new outlets in a piece need an electrical permit from {electrical}, and removing or reframing part of a wall to recess a cabinet can need a building permit from {building}.',
  permitSources: [permitSources.modelCodeExemptions, permitSources.risingSunPermits, permitSources.baltimoreElectrical],
  reviews: [],
  warranties: ['craftsmanship', 'hardware'],
};
