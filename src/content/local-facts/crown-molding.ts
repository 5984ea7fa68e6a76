import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Crown Molding: what the work means in each kind of Maryland house, and its permits. */
export const crownMoldingFacts: ServiceLocalFacts = {
  slug: 'crown-molding',
  project: 'crown molding and trim project',
  homes: {
    'historic-core':
      'Plaster ceilings in these houses sag and wave, walls lean, and the original trim often has hand-planed profiles that no stock molding matches. We reproduce those profiles in solid wood, shim and scribe crown to the plaster, and keep new trim in the style the house already has. Disturbing old painted trim in a house built before 1978 calls for lead-safe work practices under federal rules.',
    'victorian-bungalow':
      'Ceilings here are often tall enough for a large or built-up crown, and many rooms keep a picture rail that new crown has to sit well with. Victorian casings with corner blocks and the flat casings with a head cap found in bungalows are both straightforward to reproduce in poplar or oak. Plaster on wood lath is fragile, so we fasten through it into framing and add blocking where joists run parallel to the wall.',
    'bay-cottage':
      'Cottage ceilings are usually low and many walls are beadboard or knotty pine paneling, so a small crown, cove or flat trim suits them better than a deep profile. Primed solid wood handles the humidity swings near the water better than MDF, which swells where it takes on moisture. We scribe baseboard and casing to paneling and floors that have moved as the house settled.',
    postwar:
      'Most rooms have 8-foot ceilings and narrow original casing and baseboard, often with no crown at all. A modest crown in proportion to the ceiling, with baseboard and casings upgraded to match, changes these rooms more than an oversized profile would. Plaster and rock-lath walls are hard and brittle, so we predrill, fasten into framing and scribe to corners that are often out of square.',
    'split-level':
      'Many rooms in these houses have vaulted or cathedral ceilings, where crown must change angle at the slope or is better replaced by a flat trim detail. Half-flights of stairs call for baseboard and skirt boards cut to the stair angle on every run. We often replace the narrow clamshell casing of the era with a more substantial profile, scribed to any wood paneling or brick it meets.',
    'suburban-colonial':
      'Builder trim in these houses is usually small colonial casing and low baseboard, sometimes with crown only in the dining room. We add crown, chair rail and wainscoting to the dining room and foyer, and scale crown up in two-story rooms where a small profile looks lost. Rounded bullnose drywall corners, common in the later houses of this era, need corner blocks or short mitered returns for baseboard and chair rail.',
    townhome:
      'Open main levels in townhomes have few corners where crown can stop, so we plan where each run begins and ends, often returning it at a soffit or the kitchen cabinets. The stairwell is a natural place for wainscoting or board and batten, which also protects walls in a narrow, busy space. Party walls are fire-rated, so trim is fastened to them without cutting into the wall.',
    estate:
      'Estate homes call for full millwork packages: built-up crown, coffered or beamed ceilings in the great room and library, paneled wainscoting and stain-grade trim matched to existing work. Tall rooms need scaffolding and careful layout so coffers land evenly around lights, vents and speakers. We use poplar for paint-grade work and oak or maple for stain-grade, acclimated in the house before installation.',
    rural:
      'Farmhouse trim is traditionally simple, with flat casings, a plain baseboard and often no crown, so we favor modest profiles that look original over ornate ones. Walls and ceilings in older sections are rarely flat, and additions from different decades meet at uneven heights, so trim is scribed piece by piece. Wood-stove heat dries rooms out in winter, so we glue and pin miters to keep them tight through those swings.',
    'new-community':
      'These houses usually came with thin MDF baseboard and casing and no crown, and their open plans leave long ceiling runs with few natural stopping points. We add crown, taller baseboard and wider casings, plus wainscoting or board and batten in entries and dining areas. Upper floors framed with roof trusses can see seasonal truss uplift, so crown there is fastened to the wall only, letting the ceiling move without cracking the joint.',
  },
  permits:
    'Crown molding, baseboard, casing, wainscoting and coffered ceilings are interior finish work and usually need no permit. If a coffered or beamed ceiling adds recessed lights or new wiring, that part needs an electrical permit from {electrical}, and any change to ceiling joists or other framing needs a building permit from {building}.',
  permitSources: [permitSources.modelCodeExemptions, permitSources.baltimoreElectrical, permitSources.risingSunPermits],
  reviews: [],
  warranties: ['craftsmanship'],
};
