import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Outdoor Decks: what the work means in each kind of Maryland house, and its permits. */
export const outdoorDecksFacts: ServiceLocalFacts = {
  slug: 'outdoor-decks',
  project: 'deck',
  homes: {
    'historic-core':
      'Rubble stone and soft old brick cannot safely carry a ledger, so decks on these houses are usually freestanding, with their own beam and posts beside the wall. In a historic district, a new deck, especially one seen from the street, generally needs commission review, and painted wood railings that suit the house are often preferred. We also check the old sill and door threshold, which are often rotted where earlier porches trapped water.',
    'victorian-bungalow':
      'Many of these houses already have a deep front porch, so a new deck usually goes at the back, off the kitchen or a rear porch. Balloon framing has no continuous rim joist to bolt a ledger to, so we often build the deck freestanding or attach it only where an engineer has confirmed the framing. Posts, rails and trim that echo the front porch make the deck look like part of the house.',
    'bay-cottage':
      'Near tidal water, a deck built with gaps between the boards can be left out of Critical Area lot coverage, but new construction in the shoreline buffer is still tightly limited, so we check the rules before design. Salt air calls for stainless or heavily coated fasteners and connectors. Many cottage decks stand on old piers, and in a flood zone the new footings and framing must also resist flood loads.',
    postwar:
      'The back door of a post-war colonial or rambler is often only a few steps above the yard, which suits a low, wide deck with one broad stair. A ledger cannot hang on brick veneer, so on brick houses we bolt through to the framing behind it or build freestanding. Mature trees are common in these yards, so we place footings clear of large roots and pick decking that tolerates shade.',
    'split-level':
      'A split-foyer or split-level puts the kitchen or dining room half a story or more above the backyard, so decks here are raised, with long stairs and tall posts that need bracing. Many still have their original deck, often with a nailed ledger and no flashing, so we check the rim joist behind it for rot before building. A patio or storage area underneath can make use of the space below.',
    'suburban-colonial':
      'Original decks on these colonials are aging pressure-treated structures, often with shallow footings, rusted hangers and unflashed ledgers, and most are better rebuilt than resurfaced. Where the basement walks out, the deck sits a full story up, so stair placement, post spacing and the view from the patio below shape the design. Composite boards with aluminum or composite rails are the usual choice.',
    townhome:
      'Townhome decks are small and often a full story or more above grade, set between privacy walls or close to the next deck, and the HOA usually sets size, material, color and railing style. Materials come through the house or a narrow rear yard, and the deck is often rebuilt on the same footprint. The ledger attachment and flashing at the rim are the most common failures, so we check them first.',
    estate:
      'Decks on estate homes are often large and multi-level, stepping down to a pool or lawn, with long spans that call for engineered beams and more footings. Ipe or other hardwoods, built-in benches, lighting and a pergola or cabana are common parts of the plan, and the layout has to line up with the window walls and doors across the back of the house.',
    rural:
      'With room to spread out, rural decks can be large, freestanding or wrapped around the house, and open sites take more wind, so post and beam connections get extra attention. Footings must stay clear of the septic tank, drain field and the water line from the well, which we locate before layout. A farmhouse often suits a painted wood railing that matches its existing porch.',
    'new-community':
      'Many houses in planned communities were sold with no deck or a small one off the kitchen, often over a walkout, and the HOA approves size, materials and colors before the permit application. Where a builder deck exists, we check its ledger, footings and railing posts before deciding whether to extend it or start over. Composite decking and stairs down to the yard are the common request.',
  },
  permits:
    'A new deck, or a rebuild of its frame, needs a building permit from {building}; only a small, low deck standing free of the house can be exempt, and some counties require a permit for every deck, however low. Its footings are dug below the frost line, {frostDepth}, and inspected before concrete is poured. Deck lighting, a new outdoor receptacle or wiring for a fan needs an electrical permit from {electrical}.',
  permitSources: [permitSources.montgomeryDecks, permitSources.risingSunPermits, permitSources.baltimoreElectrical],
  reviews: ['historic-district', 'critical-area', 'hoa'],
  warranties: ['deck', 'manufacturer'],
};
