import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Bathroom Remodeling: what the work means in each kind of Maryland house, and its permits. */
export const bathroomRemodelingFacts: ServiceLocalFacts = {
  slug: 'bathroom-remodeling',
  project: 'bathroom remodel',
  homes: {
    'historic-core':
      'Bathrooms came to these houses long after they were built, often in a former bedroom, closet or rear wing, so we regularly find drains notched through old joists, uneven floors and no exhaust duct. Opening the floor lets us sister damaged joists and build a flat, stiff base for tile. Against brick or stone, we frame a new wall for the shower so pipes and waterproofing stay off the masonry.',
    'victorian-bungalow':
      'Original baths in these houses often keep a clawfoot tub, a hexagon or penny-tile floor set in a mortar bed, and cast-iron or galvanized drains. Removing a mortar-bed floor takes the room down to the joists, which are usually cut for old drains, and we rebuild the floor before waterproofing. Many owners want a walk-in shower in period-style tile, and a clawfoot tub can often be kept where there is room.',
    'bay-cottage':
      'A cottage bath is usually tiny and was often built for summer use, with a thinly insulated outside wall, supply pipes running through a crawlspace and little ventilation. We insulate and protect the pipes from freezing, add a ducted exhaust fan, and where space is short build a waterproofed walk-in shower instead of a tub. On a pier foundation we check the floor for bounce, and stiffen it if needed, before choosing tile.',
    postwar:
      'Most post-war houses started with one small hall bath: a tub on a mortar bed, wall tile on wire lath and often a window in the tub wall. Replacing the tub with a shower means rebuilding that wet wall, and the window is either moved out of the shower or fitted with safety glass, which code requires that close to a tub. We replace the galvanized supply pipe and cast-iron drain the work exposes.',
    'split-level':
      'Bathrooms in split-levels and ranches date from the 1960s and 70s: colored tubs and toilets, small vanities, fiberglass or tile-on-drywall showers, and fans that vent into the attic. We often find rotted subfloor around the toilet and tub and soft, water-damaged drywall behind the tile. Low-slope or vaulted roofs can make fan ducting awkward, so the exhaust route to the outside is planned before the layout is final.',
    'suburban-colonial':
      'Primary baths in these colonials often have a large drop-in or jetted tub on a platform, a small shower on a fiberglass or cultured-marble pan, and a long builder-grade vanity. The common plan removes the tub, builds a larger walk-in shower in its place and adds a double vanity with drawers. We check the second-floor framing before heavy tile and stone go in, and replace the builder\'s fan with a properly ducted one.',
    townhome:
      'Townhome baths are narrow and often stacked over one another on a single plumbing wall, which largely fixes where toilets and drains can go. A leak here can reach a neighbor\'s home as well as your own, so the flood test of every shower pan matters all the more. Converting a tub to a walk-in shower is the most common change, and we keep the fire-rated party wall intact when opening plumbing walls.',
    estate:
      'Primary suites in estate homes are large, often with a soaking tub, separate shower, two vanities and a water closet, and the remodel usually updates every finish and builds a larger shower. A curbless shower needs the floor recessed so the pan can slope to the drain, which we plan with the framing below. Electric radiant floor heat and a freestanding tub are frequent additions.',
    rural:
      'Farmhouse baths were often added in a former bedroom, back porch or lean-to, with pipes in outside walls or an unheated crawlspace, so we move supply lines inside heated space where we can. Well water can leave scale and iron stains, which affects our advice on fixtures and glass. On a septic system, adding a bathroom or fixtures may need health department review before the permit is issued.',
    'new-community':
      'Baths in these houses usually have fiberglass tub-shower units, cultured-marble tops and plain mirrors, while the framing and plumbing behind them are generally sound. Most remodels replace the tub unit with a tiled shower on a bonded membrane, then add a custom vanity and better lighting. Since the layout usually works, drains rarely need to move, which keeps the project focused on finishes and fixtures.',
  },
  permits:
    'Replacing fixtures, tile and a vanity in the same places often needs no permit. Moving a toilet, shower or drain, or adding a fixture, needs a plumbing permit from {plumbing}; new circuits, heated floors and new fan wiring need an electrical permit from {electrical}; and moving a wall or door needs a building permit from {building}.',
  permitSources: [permitSources.princeGeorgesPlumbing, permitSources.montgomeryAlterations, permitSources.baltimoreElectrical, permitSources.modelCodeExemptions],
  reviews: ['well-septic'],
  warranties: ['craftsmanship', 'hardware', 'manufacturer', 'installation'],
};
