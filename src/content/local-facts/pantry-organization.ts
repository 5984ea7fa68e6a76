import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Pantry Organization: what the work means in each kind of Maryland house, and its permits. */
export const pantryOrganizationFacts: ServiceLocalFacts = {
  slug: 'pantry-organization',
  project: 'custom pantry',
  homes: {
    'historic-core':
      "Storage is scarce in these houses, so a pantry usually goes into a closet under the stairs, an old back hall or a surviving butler's pantry. Walls are out of plumb and corners are seldom square, so we scribe shelves and face frames to the walls instead of relying on standard sizes. Where shelving has to hang on plaster over brick or stone, we anchor it with masonry fasteners rather than looking for studs.",
    'victorian-bungalow':
      "Many of these houses still have a butler's pantry or kitchen closet with original shelving and glass-front cabinets. Where that cabinetry is worth keeping, we fit pull-outs and dividers inside it and add new shelving only where pieces are missing. Tall ceilings leave room for shelves that run high, so we keep everyday items at counter height and put the top tier to use for things reached a few times a year.",
    'bay-cottage':
      'Cottage kitchens are small, so the pantry is often a shallow cabinet, a door rack or a reach-in closet fitted with shelves only as deep as a can or jar. Damp air makes the choice of material matter: we favor sealed or melamine surfaces that do not swell and shelves supported so they do not sag. Bins with tight lids help keep dry goods fresh in a humid house.',
    postwar:
      'Post-war kitchens were small and closed, often with a single broom closet, so we frequently turn a nearby coat closet or the end of a counter run into the pantry. Shallow shelves and door racks make the most of a reach-in closet, where deep shelves would hide cans at the back. On plaster walls we locate studs carefully and use anchors rated for loaded shelving.',
    'split-level':
      'Galley kitchens in split-levels and ranches leave little wall for food storage, so we look to a nearby closet or the end of the kitchen for a full-height pantry cabinet. Full-extension pull-outs suit these narrow, deep spaces, where reaching to the back of a fixed shelf is awkward. When the kitchen is being opened to the dining room, we plan the pantry as part of the new layout.',
    'suburban-colonial':
      "Many of these houses have a reach-in or corner pantry with the builder's ventilated wire shelves, which sag and let small items tip through. We remove the wire shelving, patch the anchor holes and install solid shelves, with pull-out drawers near the floor for heavy goods. Corner pantries with an angled door get shelving shaped to the corners so no space is lost.",
    townhome:
      'Townhouse kitchens are narrow and closets are few, so pantry space often comes from the closet under the stairs or a tall cabinet at the end of a run. Under-stair pantries work best with roll-out drawers and shelves stepped to follow the slope of the stair. Door racks and shallow shelves add storage without narrowing an already tight room.',
    estate:
      "Large kitchens here often come with a walk-in or butler's pantry that was finished with basic shelving. We build it out as a working room, with counters and outlets for small appliances, drawers and pull-outs for bulk goods, and shelving or cabinetry that matches the kitchen. Good light matters in a walk-in, so we plan LED or motion-sensor lighting with the layout.",
    rural:
      'Households on rural lots tend to shop less frequently and buy in bulk, and some put up their own preserves, so pantries here need deep, heavy-duty shelving. We size shelf spans and supports for the weight of jars and cases, and leave floor space for a freezer or bulk bins where the owner wants them. Old farmhouses sometimes have a back room or former summer kitchen that makes a good walk-in pantry.',
    'new-community':
      'Newer houses often have a walk-in or reach-in pantry off the open kitchen, fitted by the builder with wire shelves. Open plans put small appliances on display, so we often add a pantry counter with outlets where a mixer, coffee maker or air fryer can stay plugged in out of sight. Shelving, drawers and door racks are then sized to what the household actually stores.',
  },
  permits:
    'A pantry built from shelving, drawers and cabinets inside an existing closet or room usually needs no permit. Framing a new pantry wall or widening a doorway usually needs a building permit from {building}, and new outlets or hardwired lighting need an electrical permit from {electrical}.',
  permitSources: [permitSources.modelCodeExemptions, permitSources.risingSunPermits, permitSources.baltimoreElectrical],
  reviews: [],
  warranties: ['craftsmanship', 'hardware'],
};
