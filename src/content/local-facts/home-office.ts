import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Home Office: what the work means in each kind of Maryland house, and its permits. */
export const homeOfficeFacts: ServiceLocalFacts = {
  slug: 'home-office',
  project: 'home office',
  homes: {
    'historic-core':
      'An office in an old house usually goes into a small front parlor or a bedroom, where deep window reveals, doors and a chimney breast leave little straight wall for a desk. We anchor desks and bookcases through the plaster, run power and data inside the cabinetry rather than through plaster and masonry, and match the existing trim. Thick masonry walls also weaken Wi-Fi, so we often add a wired data line to the desk.',
    'victorian-bungalow':
      'Tall ceilings allow full-height bookcases with upper cabinets for files, and bay windows or dormer rooms make bright places for a desk. Where knob-and-tube wiring remains, we run new grounded circuits for computers and printers instead of adding outlets to the old wiring. Under the sloped ceilings of bungalow dormer rooms, we lay out the desk so the chair sits where headroom is full.',
    'bay-cottage':
      'A cottage office is usually a spare bedroom or an already enclosed porch, so space is tight and the walls are often thin and barely insulated. We build compact wall-mounted desks with shelving above and recommend insulating an exterior wall before cabinetry covers it. Near the water, we choose finishes and hardware that stand up to humidity and salt air.',
    postwar:
      'Small bedrooms in these houses make workable offices, and a reach-in closet can become a compact desk nook with shelves and lighting. Original circuits often serve several rooms and may lack a ground, so we add a dedicated grounded circuit for the workstation. When the room still has to sleep guests, a wall bed in matching cabinetry lets it work both ways.',
    'split-level':
      'The lower-level den or a bedroom off a half-flight is the usual choice, and a room that sits partly below grade needs attention to dampness and light. We check the walls for moisture, keep cabinet bases off the slab and add task lighting, because those rooms get little daylight. Dark 1970s paneling can be removed or painted, and we settle that with you before the cabinetry is measured.',
    'suburban-colonial':
      'Many of these houses have a first-floor study off the foyer, often behind French doors, which makes a natural office. We line it with a desk, file drawers and bookcases, and add outlets and data where the builder left only a few receptacles. Sound from a two-story foyer carries into that room, so we suggest solid or well-sealed doors and soft surfaces where calls are frequent.',
    townhome:
      'Offices in townhomes usually share space with something else: the lower-level rec room, a loft, or a third bedroom that still hosts guests. We design compact desks with storage above and, where needed, a wall bed in matching cabinetry. With a neighbor on the other side of the party wall, bookshelves or acoustic panels on that wall help keep video calls quiet in both directions.',
    estate:
      'Estate homes often have a dedicated library or study where owners want paneled walls, stain-grade bookcases and an executive desk. We match wood species and profiles to the existing millwork and plan lighting, power and data into the paneling so nothing shows. Some households need two workstations or a seating area for meetings, which changes desk orientation and what the camera sees behind each chair.',
    rural:
      'Internet on rural lots often arrives by fixed wireless, satellite or a long copper line, so we plan the office around where the router sits and run a wired data line to the desk. Farmhouse rooms rarely have enough outlets for a modern workstation, and we add a dedicated circuit with surge protection. Desks and shelving are scribed to old walls that lean and floors that are far from level.',
    'new-community':
      'Most of these houses have a flex room off the foyer or an upstairs loft that becomes the office, with wide openings that let in noise from the kitchen and family room. We build desk walls with closed storage and can add glass doors where the room is open to the house. The structured wiring panel usually makes it simple to bring a wired data line to the desk.',
  },
  permits:
    'Built-in desks, cabinets and shelving usually need no permit. New outlets, lighting circuits or hardwired fixtures need an electrical permit from {electrical}, and turning a garage, attic or unfinished basement into an office creates finished space that needs a building permit from {building}.',
  permitSources: [permitSources.modelCodeExemptions, permitSources.risingSunPermits, permitSources.baltimoreElectrical],
  reviews: [],
  warranties: ['craftsmanship', 'hardware'],
};
