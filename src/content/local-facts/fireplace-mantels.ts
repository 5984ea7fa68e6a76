import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Fireplace Mantels: what the work means in each kind of Maryland house, and its permits. */
export const fireplaceMantelsFacts: ServiceLocalFacts = {
  slug: 'fireplace-mantels',
  project: 'fireplace mantel',
  homes: {
    'historic-core':
      'Original mantels in these houses, often Federal or Greek Revival, are worth keeping, and where one is missing we reproduce it from period profiles and the house\'s own trim. Many fireboxes are shallow, unlined or long out of use, so we recommend a chimney inspection before a fire is lit again. The new mantel is anchored to irregular brick or stone and scribed to a hearth and walls that are rarely true.',
    'victorian-bungalow':
      'Victorian fireplaces were often small coal fireboxes with cast-iron or tile surrounds, while bungalows favored brick or art tile with a simple Craftsman mantel. We build in the style of the house, keep original tile or iron where it survives, and hold any new wood to the code clearance from the opening. Tall Victorian ceilings can carry an overmantel with a mirror or display shelves.',
    'bay-cottage':
      'Many cottages heat with a wood stove or a small brick fireplace rather than a formal hearth, so the mantel is often a simple beam or shelf. With a stove, the clearances to combustible trim come from the stove\'s listing label and can be large, so we measure before drawing anything. We finish beams and shelves on all sides, because damp months near the water make unsealed wood take up moisture and move.',
    postwar:
      'Fireplaces in these houses are usually brick, sometimes painted, with a plain shelf or a simple builder\'s mantel in a modest living room. Code keeps woodwork at least 6 inches from a masonry fireplace opening and limits how far trim within 12 inches of it may project, so we size pilasters and frieze to the existing brick. A painted Colonial Revival surround suits most of these houses.',
    'split-level':
      'Split-levels and ranches often have a full-height brick or stone fireplace wall with a raised hearth, frequently in the lower-level family room. Rather than removing the masonry, we usually anchor a heavy wood shelf or beam into it, or build flanking cabinets and bookcases that frame it. Owners who want the brick out of sight can pair the new woodwork with a tile or stone facing around the opening.',
    'suburban-colonial':
      'Many of these houses have a factory-built gas or wood-burning fireplace trimmed with a builder\'s stock mantel, often in a two-story family room. We follow the clearances in the unit\'s installation manual, replace the stock piece with a solid hardwood mantel or full surround, and scale any overmantel to the ceiling height. Tile or stone facing around the opening is often redone at the same time.',
    townhome:
      'Townhome fireplaces are usually direct-vent gas units, sometimes set in a corner, with a stock mantel kit and little wall space around them. We design slim surrounds within the manufacturer\'s clearances, and for corner units build an angled mantel with shelves or the TV planned in. Because living rooms are narrow, we keep the mantel\'s projection shallow so it does not crowd the seating.',
    estate:
      'Estate homes often have several fireplaces: a two-story great room with a stone or masonry chimney breast, a library and sometimes a primary suite. We design each mantel for its room, from a full-height surround with pilasters and overmantel to a paneled library chimney wall in walnut, cherry or oak matched to the existing millwork. Tall surrounds are built in sections in our shop and joined on site.',
    rural:
      'Farmhouses may have an original fireplace, a wood stove set into an old fireplace opening or a newer stove on a hearth pad. Clearances to a stove or insert follow its listing, so the mantel may need to sit higher or farther out than it would over an open fireplace. Heavy timber-style shelves and plain painted surrounds suit these houses, anchored to masonry that is often uneven or patched.',
    'new-community':
      'Open plans usually put a gas fireplace on the family-room wall where the TV also has to go, with a stock mantel kit and stone veneer or tile around it. We design the mantel and surround for both, following the fireplace manual\'s clearances and planning a recessed or pull-down TV position with wiring behind it. We add blocking in the framing around the unit so it can carry a heavier mantel.',
  },
  permits:
    'Replacing or adding a mantel and surround on an existing fireplace usually needs no permit, as long as the woodwork keeps the clearances set by code and by the fireplace or stove manufacturer. Work on the fireplace itself is different: gas piping for a new insert or gas logs usually needs a permit from {plumbing}, and a new fireplace, stove or chimney liner usually needs a building permit from {building}.',
  permitSources: [permitSources.fireplacePermits, permitSources.wsscGasAppliances],
  reviews: [],
  warranties: ['craftsmanship'],
};
