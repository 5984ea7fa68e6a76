import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Home Additions: what the work means in each kind of Maryland house, and its permits. */
export const homeAdditionsFacts: ServiceLocalFacts = {
  slug: 'home-additions',
  project: 'home addition',
  homes: {
    'historic-core':
      'An addition to an early house is usually kept smaller, lower or set back from the original so the old building still reads clearly, which is also what historic district commissions generally look for. Rubble stone or soft brick foundations should not carry new loads, so the addition stands on its own footings beside them. Floor levels rarely line up, and a step between old and new rooms is common.',
    'victorian-bungalow':
      'Bungalows are often enlarged upward with a dormer or a second story, while Victorians more often gain a rear kitchen or family-room wing. In balloon framing the studs run past the floors, so openings into the old walls need fire blocking and careful tie-in, and an engineer confirms the foundation and framing can carry new loads. We match clapboard or shingle exposure, window proportions and trim.',
    'bay-cottage':
      'Building onto a waterfront cottage is governed by Critical Area lot coverage limits, the buffer along tidal water and, in flood zones, the rule that a substantial improvement must bring the whole house up to flood elevation standards. Going up on the existing footprint is often the only option, and that depends on whether the piers or shallow foundation can carry a second floor. We check both before design starts.',
    postwar:
      'Cape Cods are natural candidates for a full shed dormer or second story, and ramblers for a second floor or a rear wing with a family room or primary suite. An engineer confirms that the foundation and first-floor walls can carry a new story, and fitting a new stair into a small plan is often the hardest design problem. A brick house needs a close brick match or a deliberate change of material.',
    'split-level':
      'Split-levels and ranches usually grow over the garage, over the lower level or with a rear addition at the main floor, and the staggered floor heights mean careful planning of where new floors meet old ones. Matching the low-slope or gable roof of a ranch or contemporary often decides the shape of the addition. We also check the electrical panel and heating and cooling capacity, which often need an upgrade to serve new space.',
    'suburban-colonial':
      'Additions to these colonials are usually a rear family room, sunroom or larger kitchen, or a primary suite over the garage, and the rear setback and any existing deck decide the footprint. Where the basement walks out, the addition can sit on a full basement of its own. Faded vinyl siding and shingles rarely match new material, so many owners re-side or re-roof the whole house at the same time.',
    townhome:
      'There is little room to build on a townhome lot, so additions are usually a rear bump-out, a sunroom in place of the deck on new footings, or a third-floor loft where zoning and the HOA allow. Covenants and tight setbacks decide most of the design, and any addition at a shared wall must keep a fire-rated separation from the neighbor. We review the HOA rules and zoning before drawing anything.',
    estate:
      'Estate additions tend to be larger and more custom: a primary suite wing, an in-law suite or a garage with finished space above, detailed to match stone, brick or stucco and a complex roofline. Long roof runs and large windows call for engineered beams and careful flashing where new roof meets old. Where the lot has a well and septic field, those set limits on where the addition can go.',
    rural:
      'On rural land we usually build out rather than up, since the lot is rarely the constraint and the septic system often is: adding a bedroom generally needs health department approval that the system can handle the load, and sometimes an upgrade. The new footprint must stay clear of the well, septic tank and drain field. On a farmhouse, a connector or porch can join a simpler new wing to the old house.',
    'new-community':
      'Lots in planned communities are tight and the HOA reviews every exterior change, so additions are usually a modest rear sunroom, morning room or bump-out built with the same siding, trim and roof details as the builder used. Many of these houses have a walkout basement that can be extended under the addition, or the new room can sit on a crawlspace. We usually secure HOA approval before applying for the building permit.',
  },
  permits:
    'A home addition needs a building permit from {building}, with zoning review of setbacks and lot coverage and footings dug below the frost line, {frostDepth}. New circuits need an electrical permit from {electrical}, and new fixtures or gas lines need a permit from {plumbing}; inspections follow each stage from footings to final, and the rooms should not be used until the final inspection passes.',
  permitSources: [permitSources.anneArundelPermitGuide, permitSources.montgomeryAlterations, permitSources.risingSunPermits],
  reviews: ['historic-district', 'critical-area', 'hoa', 'well-septic'],
  warranties: ['craftsmanship', 'manufacturer', 'installation'],
};
