/**
 * What the spec fixes (sections 2 and 3; docs/spec-rules.md), written here once and apart from
 * the site's content, so tests compare the site with the spec rather than with the list it was
 * built from.
 */

/** The 19 service slugs of section 2 ("Service pages"), in the spec's order. */
export const SPEC_SERVICE_SLUGS = `custom-woodworking kitchen-remodeling bathroom-remodeling home-additions bathroom-vanities
  outdoor-decks basement-finishing built-in-entertainment custom-closets home-office fireplace-mantels crown-molding
  flooring-installation interior-painting pantry-organization siding-installation roofing-services door-installation
  window-installation`.split(/\s+/);

/** The calculator's hints and slider labels (section 3, "Financing calculator"). */
export const SPEC_CALCULATOR_LABELS = {
  costHint: 'Range: $1,000 - $200,000',
  rateHint: 'Range: 1% - 20%',
  monthsMin: '6 months',
  monthsMax: '120 months (10 years)',
} as const;

/**
 * The calculator's input labels (section 2, "Financing page"). One departs from the spec's words:
 * its "Interest Rate" is shown as "Annual Percentage Rate (APR)", the name Regulation Z requires
 * for a rate in a credit advertisement (12 CFR 1026.24(c)); same control, same meaning, same
 * clamps (docs/spec-rules.md, "Financing").
 */
export const SPEC_CALCULATOR_INPUTS = {
  cost: 'Estimated Project Cost',
  deposit: 'Deposit',
  rate: 'Annual Percentage Rate (APR)',
  months: 'Loan Period (months)',
} as const;

/** The city+service FAQ's timelines (section 9: "kitchen 6-12 weeks, bathroom 3-6, others 2-8"). */
export const SPEC_CITY_SERVICE_TIMELINES = { kitchen: '6-12 weeks', bathroom: '3-6 weeks', other: '2-8 weeks' } as const;
