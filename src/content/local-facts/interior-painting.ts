import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Interior Painting: what the work means in each kind of Maryland house, and its permits. */
export const interiorPaintingFacts: ServiceLocalFacts = {
  slug: 'interior-painting',
  project: 'painting project',
  homes: {
    'historic-core':
      'Plaster in these houses cracks along old settlement lines and carries many layers of paint, the lower ones often lead-based, so preparation matters more than the finish coat. We reattach or cut out loose plaster, fill cracks with setting compound and work lead-safe whenever we scrape or sand. Walls and trim that are rarely square make a steady hand-cut line look better than a taped one.',
    'victorian-bungalow':
      'Tall ceilings and open stairwells mean planks, platforms and more ladder work than in a newer house. Original varnished oak or fir trim that has never been painted is worth keeping as it is, since once primed it is very hard to bring back, and we usually paint only the walls around it. Trim that was painted long ago often has lead in its lower coats, and we contain the dust when we sand it.',
    'bay-cottage':
      'Cottage interiors often have beadboard, tongue-and-groove boards or knotty pine instead of drywall, and years of damp air leave mildew and water stains behind. We wash mildew with a fungicidal cleaner, seal knots and stains with a shellac-based primer so they do not bleed through, and use mildew-resistant paint in baths and kitchens. Painting dark paneling a light color is one of the simplest ways to make small rooms feel larger.',
    postwar:
      'Walls here are usually plaster over gypsum lath or early drywall, sound overall but prone to hairline cracks at door corners and along ceilings. We open and tape the cracks that keep coming back instead of only caulking them, and treat the older paint on windows, doors and trim as lead-containing unless a test shows otherwise. Small rooms and original hardwood floors call for full floor protection and one room at a time.',
    'split-level':
      'Half-flights of stairs leave tall walls over each stairwell that we reach from stair platforms rather than leaning ladders. Wood-paneled family rooms and original glossy trim need degreasing, scuff-sanding and a bonding primer before any paint will hold. In contemporaries with tongue-and-groove ceilings, we talk through whether to paint the wood or keep it natural, since that choice is hard to reverse.',
    'suburban-colonial':
      'Two-story foyers and family rooms are the main challenge, and we set up scaffolding or stair staging to reach their upper walls and ceilings safely. Drywall of this age usually shows nail pops and cracked tape seams, which we reset, patch and spot-prime before the finish coats. The builder flat paint in halls and kitchens is hard to clean, so we usually recommend eggshell or satin there.',
    townhome:
      'Most of the labor in a townhouse goes into the stairwell, where walls run the full height of the house and need stair platforms to reach. Narrow rooms leave little space to push furniture aside, so we paint room by room and keep part of the house usable every day. Carrying one light color through the main level helps a narrow plan feel wider.',
    estate:
      'Great rooms, curved stairs and ceilings open to the second floor call for scaffolding and a crew large enough to keep a wet edge across big walls. These houses carry a lot of trim, wainscoting and built-ins, which we fill, caulk and sand at every joint before spraying or brushing enamel. We plan the order of rooms with the homeowner so finished areas stay protected while the rest of the house is painted.',
    rural:
      'Farmhouses have often been added on to over the years, so one house can have plaster in the oldest section, paneling in a later wing and drywall in the newest rooms, each needing its own preparation. Soot from wood stoves and stains from old roof leaks get a stain-blocking primer before any finish coat. Mudrooms and back halls take hard wear, so we use a scrubbable finish there.',
    'new-community':
      'These houses usually still have the builder flat paint, which marks easily and shows every touch-up in an open kitchen and family room. Open plans have few natural places for one color to stop, so we agree where the color breaks fall, at corners and openings, before we start. The drywall is generally sound, and preparation is mostly filling nail pops, corner-bead cracks and anchor holes.',
  },
  permits:
    'Interior painting needs no permit. A permit comes into it only when painting is part of other work: moving or removing a wall needs a building permit from {building}, and new wiring for lights or outlets needs an electrical permit from {electrical}. In a house built before 1978, the federal EPA lead renovation rule still applies when painted surfaces are scraped or sanded, even though no permit is involved.',
  permitSources: [permitSources.modelCodeExemptions, permitSources.montgomeryAlterations, permitSources.epaLeadRenovation],
  reviews: [],
  warranties: ['installation'],
};
