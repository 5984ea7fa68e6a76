import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Basement Finishing: what the work means in each kind of Maryland house, and its permits. */
export const basementFinishingFacts: ServiceLocalFacts = {
  slug: 'basement-finishing',
  project: 'finished basement',
  homes: {
    'historic-core':
      'Cellars under early houses often have rubble stone or brick walls, dirt or thin concrete floors and low ceilings, and many take in water through the mortar joints after heavy rain. We deal with drainage first, then build framed walls held off the masonry so it can still dry. Where the ceiling is too low for habitable space, the cellar may serve better as dry, well-lit storage than as a living area.',
    'victorian-bungalow':
      'Basements under Victorians and bungalows are often shallow, with stone or brick walls, an old coal room or boiler space, and joists or pipes that bring the ceiling below 7 feet in places. Lowering the floor is a major structural job, so we usually plan rooms around the highest areas and box ducts and pipes tightly. Old cast-iron drains and any knob-and-tube wiring are best replaced before the ceiling is closed.',
    'bay-cottage':
      'Most bay cottages have no basement at all, only piers or a shallow crawlspace, and in a flood zone new living space below the flood elevation is not allowed. Where a block foundation does enclose usable space, we usually recommend sealing and insulating it for storage rather than finishing it as a room.',
    postwar:
      'Post-war basements are usually full but low, with block or poured walls, a steel beam and ductwork that lower the ceiling further, and a floor drain, laundry and furnace in the middle of the space. Seasonal dampness through block walls is common, so we correct grading and gutters first and insulate with rigid foam. Small original windows rarely meet egress size, so a basement bedroom needs a new egress window and well.',
    'split-level':
      'The lower level of a split-level or split-foyer is often already partly finished with 1970s paneling and a drop ceiling, and it sits only partly below grade with full-size windows. Redoing it means removing the paneling, adding foam insulation and moisture-resistant drywall, and confirming that any bedroom window meets egress size. Ranches often have a full basement under the whole house, which allows a large open room.',
    'suburban-colonial':
      'Basements in these colonials are often unfinished walkouts with poured walls, a sump pit and a bathroom rough-in left by the builder. Finishing usually brings a family room, a guest room with egress through the walkout or a new window, a full bath on the rough-in, and sometimes a wet bar. We frame soffits tightly around the main duct trunk and keep access to the sump and mechanicals.',
    townhome:
      'Townhome basements are narrow, with shared walls on both sides, a utility room and often a walkout to a small patio under the deck above. We leave the fire-rated party walls as they are, insulate the exposed foundation walls and usually plan a family room or guest room with a bath on the existing rough-in. Sound insulation in the ceiling and along shared walls is worth adding while the framing is open.',
    estate:
      'Estate lower levels are large and often walk out to a pool or patio, and owners usually want several rooms: a media room, a bar with full cabinetry, a guest suite, an exercise room and storage. At that size, heating and cooling zones, lighting circuits and sound isolation around the media room need planning from the start. Millwork and built-ins carry the finish level of the main floor down to the basement.',
    rural:
      'Farmhouse cellars can be stone and damp, while newer houses on rural lots often have full poured basements holding the well pressure tank, water treatment and sometimes a sewage ejector. We plan rooms around that equipment and keep service access to it. Adding a bedroom or bathroom on a septic system usually needs health department approval, and a bath below the sewer line leaving the house needs an ejector or up-flush pump.',
    'new-community':
      'Most houses in planned communities were built with unfinished basements, often with a walkout or areaway, poured walls, a bathroom rough-in and vinyl-faced insulation blankets on the walls. We remove those blankets, insulate with rigid foam, frame the rooms and place the bath on the rough-in. HOA review comes in only if the work changes the outside, such as a new egress window well or door.',
  },
  permits:
    'Finishing a basement usually needs a building permit from {building}, an electrical permit from {electrical}, and a permit from {plumbing} for any bathroom, wet bar or gas line. A bedroom must have an egress window or door, and cutting a new opening in the foundation for one is part of the building permit.',
  permitSources: [permitSources.montgomeryAlterations, permitSources.risingSunPermits, permitSources.egressOpenings, permitSources.baltimoreElectrical],
  reviews: ['historic-district', 'hoa', 'well-septic'],
  warranties: ['craftsmanship', 'hardware', 'manufacturer', 'installation'],
};
