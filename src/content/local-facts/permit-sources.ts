import type { FactSource } from '../types';

/**
 * The pages the services' permit statements were checked against (local-facts/*.ts, `permits`):
 * county permit guides first, then the model code and federal rules they follow. Each service
 * lists the ones that back its own statement.
 */
const checked = '2026-11-28';

export const permitSources = {
  montgomeryAlterations: {
    url: 'https://montgomerycountymd.gov/DPS/Process/rci/residential-alterations.html',
    checked,
    supports: 'a permit for renovation other than repair; none for painting, faucets, countertops or flooring without structural change; separate electrical and plumbing permits',
  },
  montgomeryHomeImprovements: {
    url: 'https://www2.montgomerycountymd.gov/mcgportalapps/Press_Detail.aspx?Item_ID=45051&Dept=75',
    checked,
    supports: 'no permit for painting, replacing cabinets, flooring or windows when nothing structural changes',
  },
  montgomeryDecks: {
    url: 'https://www.montgomerycountymd.gov/DPS/Process/rci/residential-decks.html',
    checked,
    supports: 'a building permit for every deck whatever its height; an electrical permit for deck lighting and hot tubs',
  },
  anneArundelPermitGuide: {
    url: 'http://www.aacounty.org/IP/PAC/PermitRequired/Index.cfm',
    checked,
    supports: 'which projects need building permits and plans; separate mechanical, plumbing and electrical trade permits',
  },
  baltimoreRoofingSiding: {
    url: 'https://www.baltimorecountymd.gov/departments/pai/application/roofing-siding',
    checked,
    supports: 'roof permits when half or more of the sheathing is replaced; siding permits only in historic districts and on landmarks',
  },
  baltimoreElectrical: {
    url: 'https://baltimorecountymd.gov./departments/pai/application/electrical',
    checked,
    supports: 'an electrical permit for all electrical work and circuit extensions; none for ordinary maintenance of fixtures and switches',
  },
  marylandElectricalPermit: {
    url: 'https://onestop.md.gov/licenses/electrical-permit-5d1540c954f24d03e9998ac9',
    checked,
    supports: 'no electrical permit for replacing a fixture or minor repairs at an existing outlet',
  },
  princeGeorgesPlumbing: {
    url: 'https://princegeorgescountymd.gov/2329/Plumbing',
    checked,
    supports: 'no plumbing permit to replace existing fixtures; permits for first-time fixtures, gasfitting and water heaters',
  },
  wsscHomeowners: {
    url: 'https://www.wsscwater.com/work-with-us/permit-services/information-homeowners',
    checked,
    supports: 'plumbing and gas work in Montgomery and Prince George\'s done by a WSSC Water-licensed plumber or gasfitter under its permit',
  },
  wsscGasAppliances: {
    url: 'https://www.wsscwater.com/work-us/plumbing-and-inspections/inspections/gas-inspection-requirements',
    checked,
    supports: 'a permit and inspection for every new or replacement gas appliance, gas logs included',
  },
  risingSunPermits: {
    url: 'https://www.risingsunmd.org/department/division.php?structureid=43',
    checked,
    supports: 'permits for new or widened window and door openings, moved walls, finished basements and attics; the model code\'s exemptions for finish work',
  },
  modelCodeExemptions: {
    url: 'https://southprairie.municipal.codes/SPMC/15.80.008',
    checked,
    supports: 'the model code\'s work exempt from permit: painting, papering, tiling, carpeting, cabinets, countertops and similar finish work',
  },
  egressOpenings: {
    url: 'https://www.almostanarchitect.app/library/irc-r310-1-emergency-escape-rescue',
    checked,
    supports: 'IRC R310.1: an emergency escape and rescue opening in every sleeping room and habitable basement',
  },
  fireplacePermits: {
    url: 'https://www.doineedapermit.org/permits/fireplace',
    checked,
    supports: 'permits for new fireplaces, stoves, inserts and chimney liners; none for a mantel on an existing fireplace',
  },
  epaLeadRenovation: {
    url: 'https://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P1004H4G.txt',
    checked,
    supports: 'the EPA Renovation, Repair and Painting rule for work disturbing paint in homes built before 1978',
  },
} as const satisfies Record<string, FactSource>;
