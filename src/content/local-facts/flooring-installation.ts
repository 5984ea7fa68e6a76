import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Flooring Installation: what the work means in each kind of Maryland house, and its permits. */
export const flooringInstallationFacts: ServiceLocalFacts = {
  slug: 'flooring-installation',
  project: 'flooring installation',
  homes: {
    'historic-core':
      'Old floors are often wide heart pine or oak boards over joists that have sagged, sometimes under later layers of linoleum, plywood or carpet. We take up the added layers, check the framing and point out original boards worth refinishing rather than covering. Where new wood is needed, we match the width and species and usually accept some slope, because forcing an old frame level can crack plaster.',
    'victorian-bungalow':
      'Many of these houses have original oak, fir or heart pine strip floors, sometimes hidden under carpet, that can be sanded again if enough wood remains above the tongue. Where rooms need new flooring, we weave new boards into the old at doorways and re-fasten plank subfloors that have loosened with age. Kitchens and baths often carry several layers of vinyl and underlayment that have to come up first.',
    'bay-cottage':
      'Floors over piers or shallow block foundations sit above a damp crawlspace, and in a flood zone they may take water, so we check the crawlspace vapor barrier and moisture before choosing a product. Luxury vinyl plank usually outlasts solid hardwood in these conditions. Settled piers leave floors out of level; we flatten mild slopes with subfloor leveling and tell you when the piers themselves need repair first.',
    postwar:
      'Oak strip floors often survive under the carpet in these houses and may only need sanding and refinishing. Kitchens, baths and basements may have 9-inch vinyl tiles or black mastic that can contain asbestos, so we recommend testing them before removal, or floating the new floor over them. Low basement ceilings leave little height for a thick floor, which favors thin vinyl plank over a vapor barrier.',
    'split-level':
      'Half-flights of stairs tie each level together, so treads, nosings and transitions take as much planning as the rooms, and code requires riser heights within a flight to stay within 3/8 inch of each other. The lower level sits partly below grade on a slab, where we test moisture and use vinyl plank or tile rather than solid wood. Original sheet vinyl may contain asbestos, so testing comes before removal.',
    'suburban-colonial':
      'Most of these houses have oak in the foyer, carpet upstairs and sheet vinyl or tile in the kitchen, laid over OSB or plywood that has often started to squeak. We screw the subfloor down, flatten seams and carry one hardwood or engineered floor through the main level. Walkout and unfinished basements need a moisture-tested slab and vinyl plank or tile rather than solid wood.',
    townhome:
      'Townhome floors run through narrow rooms and up several flights of stairs, so stair treads and nosings are a large part of the job. Sound carries to the level below and, in stacked two-over-two units, to the neighbor below, where condominium documents often require an acoustic underlayment. Lower levels on slab get vinyl plank or engineered wood rated for below-grade use, after a moisture test.',
    estate:
      'Large open rooms show every flaw in a floor, so we check flatness across long spans and plan board direction and transitions through the whole house. Owners often choose wide-plank or site-finished hardwood, which needs the heating and cooling running and indoor humidity steady before it is delivered. Lower levels and mudrooms get tile or vinyl plank suited to heavy traffic.',
    rural:
      'Farmhouse floors change level where additions meet, and older sections may have wide boards, patched plank subfloor or floors over a damp crawlspace. We even out transitions, re-fasten the subfloor and check crawlspace moisture before laying wood. Mudrooms and entries get tile or vinyl plank, and a house heated by a wood stove may need a humidifier to keep hardwood from gapping in winter.',
    'new-community':
      'These houses usually have engineered wood or laminate on the main level, carpet upstairs and a bare slab in the basement. Open plans mean the new floor runs continuously through kitchen, family room and halls, so we plan expansion gaps, transitions and board direction for the whole space and work around installed cabinets and the island. Nail pops and squeaks in OSB subfloors get screwed down before anything is laid.',
  },
  permits:
    'Replacing flooring usually needs no permit. A building permit from {building} comes in when the work repairs or replaces joists, beams or other floor framing, and an electric radiant heating mat under tile usually needs an electrical permit from {electrical}.',
  permitSources: [permitSources.montgomeryAlterations, permitSources.montgomeryHomeImprovements, permitSources.baltimoreElectrical],
  reviews: [],
  warranties: ['installation', 'manufacturer', 'craftsmanship'],
};
