import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Roofing Services: what the work means in each kind of Maryland house, and its permits. */
export const roofingServicesFacts: ServiceLocalFacts = {
  slug: 'roofing-services',
  project: 'roof replacement',
  homes: {
    'historic-core':
      'Roofs on these houses may be slate, standing-seam metal, or asphalt laid over the spaced board sheathing of an early wood-shingle roof. When we replace an asphalt roof here, we cover spaced boards with plywood so the shingles have a solid deck, and rebuild chimney and wall flashing that has often been patched many times. In a historic district, changing the roofing material usually needs the commission\'s approval first.',
    'victorian-bungalow':
      'Victorians have steep roofs with dormers, turrets and valleys, bungalows have broad, lower-pitched roofs over deep porches, and many hide built-in box gutters that leak into the walls. We line every valley and wall joint with ice and water shield and new metal flashing. Porch roofs too shallow for shingles get a low-slope membrane instead, and box gutters are inspected and relined before the new roof goes on above them.',
    'bay-cottage':
      'Roofs near the water face strong winds and salt spray, so we fasten shingles with the high-wind nailing pattern the manufacturer specifies and use corrosion-resistant drip edge and flashing. Small cottage roofs often have thin decking and little or no attic ventilation, so we replace soft boards and add ridge and soffit vents where the framing allows. Shed and porch roofs added over the years are often too flat for shingles and need a membrane.',
    postwar:
      'Simple gable and hip roofs make these houses straightforward to re-roof, but many already carry two layers of shingles, and we tear off to the deck rather than add a third. Cape Cods with finished upstairs rooms have little space for insulation behind the knee walls, which invites ice dams, so ice and water shield at the eaves matters here. We also check that bath fans vent outdoors rather than into the attic.',
    'split-level':
      'Split-levels join several roof planes at different heights, and contemporaries add low-slope sections, shed roofs and clerestory walls that are hard to flash and quick to leak. Shingles go only on slopes steep enough for them, with a low-slope membrane on the rest, and every roof-to-wall joint gets step flashing and counterflashing. Vaulted ceilings often leave little room for ventilation, which we check before settling the roof details.',
    'suburban-colonial':
      'Many of these houses are on their first roof, often builder-grade three-tab shingles over OSB decking that has softened where attic ventilation was poor. We tear off to the deck, replace soft sheets, and balance soffit intake with ridge exhaust, removing extra exhaust vents that short-circuit the airflow. Architectural shingles are the usual upgrade, and if the house is under a homeowners association, its architectural committee may need to approve the color.',
    townhome:
      'A townhouse roof is usually one continuous roof across the row, so the new roof has to tie into the neighbors\' roofing at the property line with a clean, watertight seam. Some townhouses of the 1980s have fire-retardant-treated plywood near the party walls that has weakened with age, and we check for it during tear-off. The HOA commonly sets the shingle style and color so the row matches.',
    estate:
      'Large, steep roofs with many valleys, dormers and chimneys put the weight of the job on flashing and on safe access, with roof jacks and fall protection on every steep slope. Long valleys and roof-to-wall joints carry a lot of water, so we run ice and water shield through every valley and detail metal flashing at each intersection. Heavier architectural or designer shingles suit the scale of these roofs.',
    rural:
      "On open land, wind is the main threat, so we set starter strips at every edge and fasten shingles to the manufacturer's high-wind specifications. Farmhouse porch and addition roofs often have their own pitches, and each needs its own flashing where it meets the house. On long driveways and soft ground, we plan where the dumpster and delivery truck can go without rutting the lawn or crossing the septic field.",
    'new-community':
      'These roofs are approaching replacement age, and the HOA usually keeps a list of approved shingle lines and colors. Builder roofs of this era often have many small gables and valleys, and we replace pipe boots and step flashing rather than reusing them. Missing kick-out flashing where a roof edge ends against a wall is a common cause of hidden wall rot, and we add it with the new roof.',
  },
  permits:
    'Whether a shingle roof replacement needs a building permit depends on the jurisdiction and on how much roof decking is replaced, so we confirm it with {building} and obtain the permit wherever one is required. Changes to the roof framing, such as a new dormer or skylight opening, usually need a building permit from {building}.',
  permitSources: [permitSources.baltimoreRoofingSiding, permitSources.risingSunPermits],
  reviews: ['historic-district', 'hoa'],
  warranties: ['installation', 'manufacturer'],
};
