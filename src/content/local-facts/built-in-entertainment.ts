import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Built-In Entertainment Centers: what the work means in each kind of Maryland house, and its permits. */
export const builtInEntertainmentFacts: ServiceLocalFacts = {
  slug: 'built-in-entertainment',
  project: 'built-in entertainment center',
  homes: {
    'historic-core':
      'Walls here are often plaster laid directly on brick or stone, so recessing a TV or fishing cable through them is rarely practical. We build the media wall as a cabinet run anchored through the plaster into masonry or framing, carry conduit and wiring inside the cabinet backs, and scribe every piece to floors and walls that are seldom level or plumb. Painted finishes and paneled doors keep it in character with the original trim.',
    'victorian-bungalow':
      'Balloon-framed walls make it easier to fish cable from the basement, but any stud bay we open gets the fireblocking the original builders left out. We do not add outlets to knob-and-tube wiring; the equipment bay gets a new grounded circuit instead. Bungalow living rooms often already have built-in bookcases, and we echo them with stained oak or fir and flat casings, while tall Victorian rooms can carry a cornice at picture-rail height.',
    'bay-cottage':
      'Living rooms in converted cottages are small and broken up by windows and doors, so a media wall usually has to stay shallow and fit one stretch of wall. Painted or melamine-lined cases with sealed backs cope best with salt air and humidity swings. Where the house is in a flood zone, we put the equipment, outlets and surge protection high in the unit rather than in a floor-level base cabinet.',
    postwar:
      'These houses have modest living rooms, often with a brick fireplace centered on one wall and plaster or gypsum lath around it. We favor side towers with a low bridge, or a niche beside the chimney, so the TV does not end up hung too high over the firebox. Original two-wire circuits often lack a ground, so we add a grounded circuit and surge protection at the equipment bay.',
    'split-level':
      'Most media walls in these houses go in the lower-level family room, often beside a full-height brick or stone fireplace and wood paneling. That room sits partly below grade, so we check the walls for dampness, keep cabinet bases off the slab on a sealed toe kick and ventilate the equipment bay well. Vaulted living rooms in contemporaries call for towers that stop at a deliberate height rather than chasing the slope.',
    'suburban-colonial':
      'The family room usually has a factory-built gas fireplace in a bump-out, frequently under a two-story ceiling, and that is where owners want the TV. We follow the fireplace manufacturer\'s clearances for the mantel and screen, and often suggest a pull-down mount or flanking towers that put the TV beside the fireplace. Drywall over standard studs makes it simple to add backing, in-wall conduit and outlets before the cabinetry arrives.',
    townhome:
      'Rooms are narrow, so every inch of cabinet depth comes out of walking space; we keep base cabinets shallow and float the TV section on the wall. Many living rooms share a fire-rated party wall with the neighbor, and openings in it must keep that rating, so we put the TV niche, outlets and equipment bay on another wall where we can. Wall-hung units also keep the floor clear in a tight room.',
    estate:
      'Great rooms with two-story ceilings and window walls usually leave the fireplace wall as the only place for a media wall, and the scale calls for full-height cabinetry with a cornice or overmantel. Many owners also want a lower-level theater, where we build ventilated equipment racks and speaker bays behind fabric panels and plan wiring with their AV installer. Stain-grade walnut, cherry or oak matched to the existing millwork is common.',
    rural:
      'Farmhouse rooms were often added in stages, with walls that lean and floors that step, so each cabinet is scribed and leveled on site. Overhead lines on rural roads leave electronics more exposed to lightning surges, and we recommend whole-house surge protection in addition to the protected outlets in the equipment bay. Where a wood stove heats the room, cabinetry and the TV stay outside the stove\'s listed clearances.',
    'new-community':
      'Most of these houses have an open family room with a gas fireplace and a structured wiring panel that already runs coax and data lines to the TV wall. We plan around those runs and the open sightlines, usually with low cabinets and floating shelves instead of full-height towers that would block the view from the kitchen. Builder outlets rarely sit where the new TV goes, so we add or move them before installation.',
  },
  permits:
    'The cabinetry itself usually needs no permit. Adding or moving outlets or circuits for the TV and equipment needs an electrical permit from {electrical}, and cutting into a load-bearing wall or altering a fireplace or its venting usually needs a building permit from {building}.',
  permitSources: [permitSources.modelCodeExemptions, permitSources.baltimoreElectrical, permitSources.risingSunPermits, permitSources.fireplacePermits],
  reviews: [],
  warranties: ['craftsmanship', 'hardware'],
};
