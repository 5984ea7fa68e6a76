/**
 * What each service's cost ranges assume, what drives them (drivers.ts, only those true of the
 * service's work) and how its material grade moves the price. The figures themselves are the
 * office's, in settings/costs.json.
 *
 * `published`: a figure from a published cost report for the same project, with its source. None
 * is quoted yet: the Cost vs. Value report's current Washington, D.C. figures could not be checked
 * at the source (costvsvalue.com), and a figure that cannot be checked is not quoted.
 */
import type { ServiceSlug } from '../services/slugs';
import type { CostDriverId } from './drivers';

/** A published average cost for a matching project, as its source states it. */
export interface PublishedFigure {
  /** The project as the report names it ("Minor kitchen remodel, midrange"). */
  project: string;
  /** The report's average job cost, in whole dollars. */
  cost: number;
  /** The publisher and report ("Remodeling magazine, Cost vs. Value"). */
  source: string;
  /** The region the figure is for ("Washington, D.C." or "national average"). */
  region: string;
  /** The report's year, as it names itself. */
  year: number;
  url: string;
  /** The day the figure was read at the source (YYYY-MM-DD). */
  checked: string;
}

export interface ServiceCost {
  /** What the ranges include and assume, in a sentence or two. */
  assumes: string;
  /** The drivers that apply to this work, most important first. */
  drivers: readonly CostDriverId[];
  /** How the material grade moves this service's price. */
  materials: string;
  published?: PublishedFigure;
}

export const serviceCosts: Record<ServiceSlug, ServiceCost> = {
  'custom-woodworking': {
    assumes: 'Shop-built cabinetry in paint-grade hardwood and plywood, delivered, installed and finished, with the wall patched and painted where it meets the work.',
    drivers: ['lead'],
    materials: 'Paint-grade poplar and maple cost least; stain-grade walnut, cherry or quartersawn oak, inset doors and hand-applied finishes can add half again to the price.',
  },
  'kitchen-remodeling': {
    assumes: 'Demolition, cabinets, counters, sink and faucet, backsplash, lighting, flooring and paint, with mid-grade materials and the appliances you already own reinstalled or new ones you choose set in.',
    drivers: ['lead', 'permits', 'structural'],
    materials: 'Cabinets are most of the price: stock boxes against semi-custom or custom cabinetry, and laminate against quartz or natural stone counters, move a kitchen from the low end of its range to the high one.',
  },
  'bathroom-remodeling': {
    assumes: 'Demolition to the studs, a waterproofed tile shower or tub, vanity, toilet, lighting, ventilation fan and paint, in mid-grade tile and fixtures.',
    drivers: ['lead', 'permits', 'structural'],
    materials: 'Large-format porcelain or natural stone tile, frameless glass and thermostatic shower valves cost more to buy and take longer to set than ceramic tile and a framed door.',
  },
  'home-additions': {
    assumes: 'Design, engineering, foundation, framing, roof, windows, insulation, mechanical and electrical tie-ins and interior finishes, matched to the house.',
    drivers: ['permits', 'structural', 'criticalArea', 'historic', 'lead'],
    materials: 'Siding, roofing and windows matched to the house, and the finishes inside, set where an addition falls in its range; a room with a bathroom or kitchen costs more per square foot than a bedroom or family room.',
  },
  'bathroom-vanities': {
    assumes: 'Removal of the old vanity, the new cabinet, top, sink and faucet, connected to the supply and drain lines already in place.',
    drivers: [],
    materials: 'A stock cabinet with a cultured-marble top costs least; a furniture-grade or custom cabinet with a quartz or stone top and undermount sinks costs the most.',
  },
  'outdoor-decks': {
    assumes: 'Footings, framing, decking, railings and stairs, with the ledger flashed to the house; lighting and hot-tub wiring are priced apart.',
    drivers: ['permits', 'structural', 'criticalArea', 'historic'],
    materials: 'Composite or PVC decking costs more than pressure-treated pine to buy but needs no staining; aluminum or cable railings cost more than wood ones.',
  },
  'basement-finishing': {
    assumes: 'Framing and insulation of the outside walls, drywall, electrical, lighting, flooring, trim and paint on a dry foundation; waterproofing, if needed, is priced apart.',
    drivers: ['permits', 'structural'],
    materials: 'A bathroom, a wet bar or built-ins add the most; flooring and the ceiling (drywall against a drop ceiling) set the rest.',
  },
  'built-in-entertainment': {
    assumes: 'Shop-built cabinets and shelving, installed and finished, with concealed wiring paths for the screen and equipment.',
    drivers: ['lead', 'permits'],
    materials: 'Stain-grade hardwoods, glass doors, integrated lighting and new outlets or circuits behind the unit move it to the high end of its range.',
  },
  'custom-closets': {
    assumes: 'Design, removal of the old shelving and rods, and a melamine system of hanging, shelves and drawers installed and adjusted.',
    drivers: [],
    materials: 'Wood-grain textured melamine costs more than white; painted or stained wood, glass-front doors, an island and lighting cost the most.',
  },
  'home-office': {
    assumes: 'Desk surface, storage and shelving built in and finished, with cable management and power where the desk meets the wall.',
    drivers: ['lead', 'permits'],
    materials: 'Hardwood desk tops, stain-grade cabinetry and new circuits or lighting raise the price over painted cabinetry on existing outlets.',
  },
  'fireplace-mantels': {
    assumes: 'A mantel and surround built to fit an existing fireplace, installed to the clearances its manufacturer or the code requires, and finished in place.',
    drivers: ['lead'],
    materials: 'Painted poplar costs least; carved or stain-grade hardwood and stone or tile surrounds cost the most.',
  },
  'crown-molding': {
    assumes: 'Paint-grade trim, coped and fitted to the walls, caulked, filled and painted.',
    drivers: ['lead'],
    materials: 'Built-up crown of several pieces, hardwood in place of paint-grade poplar or MDF, and rooms with many corners or a vaulted ceiling cost more per foot.',
  },
  'flooring-installation': {
    assumes: 'Removal of the old floor, subfloor preparation, the new floor, and the baseboards or shoe molding reinstalled.',
    drivers: ['lead'],
    materials: 'Luxury vinyl plank costs least to buy and lay; engineered hardwood sits in the middle, and site-finished solid hardwood or tile costs the most.',
  },
  'interior-painting': {
    assumes: 'Walls, ceilings and trim in two coats of a premium acrylic, with the patching, caulking and furniture moving that go with them.',
    drivers: ['lead'],
    materials: 'Dark or deep colors, many trim and cabinet surfaces, and plaster that needs repair before paint raise the price over light colors on sound drywall.',
  },
  'pantry-organization': {
    assumes: 'Design, removal of the old shelving, and adjustable shelves, pull-out drawers and door racks installed.',
    drivers: [],
    materials: 'Solid wood shelving, soft-close pull-outs and lighting cost more than melamine shelves on standards.',
  },
  'siding-installation': {
    assumes: 'Removal of the old siding, new house wrap, flashing at windows and doors, the new siding and trim, and disposal.',
    drivers: ['lead', 'historic'],
    materials: 'Fiber cement costs more than vinyl to buy and to install, and needs paint; cedar and the trim details of an older house cost the most.',
  },
  'roofing-services': {
    assumes: 'Tear-off to the deck, underlayment, flashing, drip edge, ridge vents and the new roof, with rotten sheathing replaced at a set price per sheet.',
    drivers: ['historic'],
    materials: 'Architectural asphalt shingles cost least; standing-seam metal and slate cost two to three times as much and last longer.',
  },
  'door-installation': {
    assumes: 'Removal of the old door, a new prehung door and hardware, fitted, shimmed, sealed and cased.',
    drivers: ['lead', 'historic', 'structural', 'permits'],
    materials: 'A steel entry door costs less than fiberglass, and both less than solid wood; sidelights, transoms and multi-point locks add to it.',
  },
  'window-installation': {
    assumes: 'Removal of the old sash or unit, a new vinyl replacement window set in the existing opening, insulated, sealed and trimmed.',
    drivers: ['lead', 'historic', 'structural', 'permits'],
    materials: 'Vinyl windows cost least; fiberglass, wood-clad and windows with simulated divided lites to match an older house cost the most.',
  },
};
