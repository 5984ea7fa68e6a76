/**
 * What moves the price of work on a Maryland house, each with the pages its statement was checked
 * against. A service lists the drivers true of its own work (services.ts); the material grade is
 * worded per service there, since what "grade" means differs from cabinets to paint.
 */
import { permitSources } from '../local-facts/permit-sources';

/** A page a statement was checked against: its publisher as the page names it, its address, the day and what it supports. */
export interface CostSource {
  name: string;
  url: string;
  checked: string;
  supports: string;
}

export const COST_DRIVER_IDS = ['lead', 'permits', 'structural', 'criticalArea', 'historic'] as const;
export type CostDriverId = (typeof COST_DRIVER_IDS)[number];

export interface CostDriver {
  title: string;
  body: string;
  sources: readonly CostSource[];
}

const checked = '2026-11-28';

export const costDrivers: Record<CostDriverId, CostDriver> = {
  lead: {
    title: 'A house built before 1978',
    body: 'When work in a house built before 1978 disturbs 6 square feet or more of painted surface inside, or 20 square feet or more outside, the EPA’s Renovation, Repair and Painting rule applies: a certified firm seals off the work area, keeps the dust down and cleans up to the rule’s standard, and that containment adds labor and materials. It does not apply where a certified inspector has found the house free of lead-based paint. In a rental home, Maryland’s lead law adds the landlord’s own duties.',
    sources: [
      {
        name: 'Maryland Home Improvement Commission: the EPA’s RRP rule',
        url: 'https://dllr.state.md.us/license/mhic/mhicleadpaintfaqs.shtml',
        checked,
        supports: 'certified firms and lead-safe work practices for paid work in homes built before 1978 that disturbs 6 square feet or more inside or 20 square feet or more outside',
      },
      {
        name: 'Lexology: the EPA’s Renovation, Repair and Painting rule',
        url: 'https://www.lexology.com/library/detail.aspx?g=5cd9366c-2b30-4e13-a346-38422c498c1d',
        checked,
        supports: 'housing found lead-free by a certified inspector is not subject to the rule',
      },
      {
        name: 'Maryland People’s Law Library: lead paint law',
        url: 'https://www.peoples-law.org/lead-paint-law-rights-and-obligations-renters-and-property-owners',
        checked,
        supports: 'Maryland’s lead paint law (Environment §§ 6-801 to 6-852) sets duties for owners of rental homes built before 1978',
      },
    ],
  },
  permits: {
    title: 'Permits and inspections',
    body: 'Work that changes structure, wiring or plumbing needs the county’s building, electrical or plumbing permit, and each brings its fee, its drawings and the days the work waits for an inspector. Like-for-like finish work, such as new counters or flooring with nothing structural changed, usually needs none.',
    sources: [
      { name: 'Montgomery County Department of Permitting Services', ...permitSources.montgomeryAlterations },
      { name: 'Anne Arundel County: when a permit is required', ...permitSources.anneArundelPermitGuide },
    ],
  },
  structural: {
    title: 'Structural changes',
    body: 'Moving or opening a wall, widening a door or window opening, or setting new footings needs a beam, header or footing sized for the load, often an engineer’s drawing, and a framing inspection. Keeping the existing layout and openings is the largest single saving on most jobs.',
    sources: [{ name: 'Town of Rising Sun: when a building permit is required', ...permitSources.risingSunPermits }],
  },
  criticalArea: {
    title: 'Chesapeake Bay Critical Area',
    body: 'Land within 1,000 feet of tidal water or tidal wetlands is in Maryland’s Chesapeake Bay Critical Area. There, lot coverage is limited, a buffer along the shore is protected, and new coverage such as an addition or a deck goes through the county’s Critical Area review, which can call for replacement plantings. That review adds design work and time before the permit.',
    sources: [
      {
        name: 'Maryland Critical Area Commission',
        url: 'http://www.dnr.state.md.us/criticalarea/',
        checked,
        supports: 'the Critical Area is all land within 1,000 feet of the mean high water line of tidal waters or the landward edge of tidal wetlands',
      },
      {
        name: 'Critical Area Commission: frequently asked questions',
        url: 'http://dnr.state.md.us/criticalarea/faq.asp',
        checked,
        supports: 'additions, decks and garages in the Critical Area, lot coverage limits, buffer planting and mitigation',
      },
    ],
  },
  historic: {
    title: 'Historic districts',
    body: 'In a local historic district, exterior changes go before the historic preservation commission first. In Montgomery County, additions, new exterior materials and replacement window sashes need a Historic Area Work Permit, while interior work and repairs in matching materials do not; Baltimore County requires a permit for siding on its landmarks and in its historic districts. Matching the original materials and waiting for the review add cost and weeks.',
    sources: [
      {
        name: 'Montgomery Planning: Historic Area Work Permits',
        url: 'https://montgomeryplanning.org/planning/historic/historic-area-work-permits/',
        checked,
        supports: 'a HAWP for additions, new exterior materials and replacement window sashes; none for interior work or maintenance in matching materials',
      },
      { name: 'Baltimore County: roofing and siding permits', ...permitSources.baltimoreRoofingSiding },
    ],
  },
};
