import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Siding Installation: what the work means in each kind of Maryland house, and its permits. */
export const sidingInstallationFacts: ServiceLocalFacts = {
  slug: 'siding-installation',
  project: 'siding replacement',
  homes: {
    'historic-core':
      'Frame houses of this age often keep wood clapboard or weatherboard, sometimes over log walls, with board sheathing or none at all behind it. We repair and replace in kind, matching board profile and exposure, and flash every window, door and corner because old walls like these seldom have any weather barrier. In a historic district, the commission generally expects original wood siding to be repaired or replaced in kind.',
    'victorian-bungalow':
      'Many of these houses were re-sided decades ago with asbestos-cement shingles, aluminum or vinyl, often right over the original clapboard and decorative gable shingles. Asbestos-cement siding should be tested and removed by a licensed abatement contractor, and what we find underneath decides whether we restore the wood or install new siding. Fiber cement lap siding and shingles can reproduce the original look of the walls and gables.',
    'bay-cottage':
      'Cottages near the water take wind-driven rain and salt air, which corrode ordinary fasteners and rot the bottom courses of wood siding first. We use stainless-steel or hot-dip galvanized nails, lap and tape the weather barrier carefully and flash every opening. Where the owner wants the cedar-shingle look, we compare real cedar with fiber cement shingles, which hold paint longer and do not rot.',
    postwar:
      'Frame Cape Cods and ramblers often wear asbestos-cement shingles or aluminum siding added later, over board or fiberboard sheathing with no modern weather barrier. Brick houses usually need siding only on dormers, gables or a rear addition, where matching the trim details matters as much as the siding. Rigid foam under the new siding is worth considering on these lightly insulated walls, with window and door trim extended to suit.',
    'split-level':
      'Many of these houses have cedar, T1-11 plywood or hardboard siding that is weathered, delaminating or rotted along its bottom edges, often paired with a brick front on the lower level. We remove the failed panels, replace soft sheathing and rim boards, and install a continuous, taped weather barrier before the new siding goes on. Contemporaries with vertical siding can keep that look in fiber cement panels or board-and-batten.',
    'suburban-colonial':
      'The original builder-grade vinyl is often faded, brittle or cracked by wind, and poorly flashed windows and decks have sometimes let water rot the OSB sheathing underneath. We strip the siding, replace soft sheathing, and flash each window, door and the deck ledger before new siding goes on. Thicker vinyl or fiber cement holds a straighter line on tall two-story walls than the thin original panels.',
    townhome:
      "Townhouse siding is often limited to the rear wall, upper stories or an end wall, with brick on the front, and the HOA usually sets the product, color and profile. Our work stops at the line between units, so we plan a clean trim joint where the new siding meets the neighbor's. Behind elevated decks, we also check the ledger and sliding-door flashing, where water most often gets in.",
    estate:
      'These houses combine tall gable walls, several rooflines and stone or brick with siding, so most of the work is in the transitions where siding meets masonry, roofs and large window walls. We flash each of those intersections, including kick-out flashing where a roof edge ends against a wall, and work from scaffolding or lifts on the high walls. Fiber cement and real cedar are common choices here for how they look up close.',
    rural:
      'Houses on open land take the full force of wind and driving rain, so we follow the siding manufacturer\'s high-wind fastening instructions and pay close attention to the weather barrier behind it. Old farmhouses often have wood clapboard under later aluminum or asbestos-cement siding, and their sills and lower studs can be rotted where they sit near the ground. A garage or outbuilding can be re-sided to match when both are done together.',
    'new-community':
      'Siding on these newer houses is usually vinyl or fiber cement that is still sound, so much of our work is storm-damage repair or replacement in an HOA-approved color. Faded walls are hard to match, so we look for the same product and profile or suggest re-siding a full wall. Where manufactured stone veneer meets the siding, we check for water trapped behind it, a common problem in houses of this era.',
  },
  permits:
    'Replacing siding over a sound wall needs no building permit in many Maryland jurisdictions, but the rules differ, so we confirm with {building} before work starts. Enlarging or adding a window or door opening needs a building permit from {building}, and so can rebuilding rotted wall framing.',
  permitSources: [permitSources.baltimoreRoofingSiding, permitSources.risingSunPermits],
  reviews: ['historic-district', 'hoa'],
  warranties: ['installation', 'manufacturer'],
};
