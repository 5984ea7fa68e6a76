/**
 * The register of the business's claims: every promise or credential a customer, the Maryland Home
 * Improvement Commission or the FTC could hold the business to (years, guarantees, warranties,
 * insurance, certifications, free estimates, the response promise, hours, social profiles).
 *
 * Each claim has an entry in the business settings (settings/business.json `claims`, edited in the
 * editor) with two marks the owner sets: `shown` (switch it off and every page drops it: a list
 * item, a stat card, a badge, or the sentence that quotes it) and `confirmed` (ticked once the owner
 * has checked it is true and can back it: the launch check lists every claim shown and not
 * confirmed, with the pages that show it). The claim's words and figures are written once, in the
 * settings or site.ts, and quoted by name; this module only names the claims and says how to
 * check each. A leaf module: nothing here imports the rest of the content.
 */

export const CLAIM_IDS = [
  'licensedInsured',
  'freeEstimates',
  'fixedPriceGuarantee',
  'projectsAnnually',
  'combinedExperience',
  'yearsExperience',
  'kitchenTeamExperience',
  'happyClients',
  'satisfaction',
  'craftsmanshipWarranty',
  'hardwareWarranty',
  'deckWarranty',
  'workmanshipWarranty',
  'manufacturerWarranties',
  'trexCertified',
  'sherwinWilliamsPartner',
  'founded',
  'responsePromise',
  'processTimes',
  'openingHours',
  'socialProfiles',
] as const;

export type ClaimId = (typeof CLAIM_IDS)[number];

/** The owner's marks on one claim. */
export interface ClaimMarks {
  /** Whether the pages make the claim at all. */
  shown: boolean;
  /** Whether the owner has checked the claim and can back it. */
  confirmed: boolean;
}

export interface ClaimDefinition {
  /** The claim in the editor's words. */
  label: string;
  /** What backs it: what the owner checks before ticking "confirmed". */
  check: string;
  /**
   * How the built pages word it, to find the pages that show it (case-insensitive, on the text of
   * the HTML). Omitted for a claim only structured data makes (founding year, opening hours).
   */
  shownAs?: RegExp;
}

export const claimDefinitions: Record<ClaimId, ClaimDefinition> = {
  licensedInsured: {
    label: 'Licensed and insured',
    check: 'A current certificate of general liability insurance, and the MHIC license active at the MHIC license search.',
    shownAs: /licensed (?:&|&amp;|and) insured|liability (?:insurance|coverage)/i,
  },
  freeEstimates: {
    label: 'Free estimates and consultations',
    check: 'That no visit, measurement or written estimate is ever charged for.',
    shownAs: /free (?:in-home )?(?:estimates?|consultations?|quotes?|inspections?|design visits?)|(?:estimates?|consultations?|quotes?|inspections?|visits?) (?:is|are|will be|is always|are always) free/i,
  },
  fixedPriceGuarantee: {
    label: 'Fixed-price guarantee',
    check: 'That every contract states a fixed price and the guarantee’s terms on the warranty page are the ones your contracts give.',
    shownAs: /fixed[- ]price guarantee/i,
  },
  projectsAnnually: {
    label: 'Projects a year (headline stat)',
    check: 'Your job records for the last twelve months: at least the number the stat says.',
  },
  combinedExperience: {
    label: 'Years of combined experience (headline stat)',
    check: 'The years in the trade of the people who work on clients’ projects today, added up.',
  },
  yearsExperience: {
    label: 'Years of experience',
    check: 'The years the business has done this work under its license.',
  },
  kitchenTeamExperience: {
    label: 'Years of kitchen experience of the lead team (Potomac kitchen page)',
    check: 'The years the lead kitchen designer and cabinetmaker have each worked in kitchens: at least the number the Potomac page says.',
    shownAs: /20\+ Years/,
  },
  happyClients: {
    label: 'Happy clients',
    check: 'Your client list: at least that many completed projects whose clients were satisfied.',
  },
  satisfaction: {
    label: '100% satisfaction',
    check: 'That every client has signed off the finished work; if one has not, switch this off.',
    shownAs: /100% satisfaction/i,
  },
  craftsmanshipWarranty: {
    label: 'Lifetime craftsmanship warranty',
    check: 'That your contracts give this warranty in the words of the warranty page.',
    shownAs: /lifetime craftsmanship warranty/i,
  },
  hardwareWarranty: {
    label: 'Hardware warranty',
    check: 'That your contracts warrant the hardware you supply for the years the site says.',
    shownAs: /hardware warranty/i,
  },
  deckWarranty: {
    label: 'Deck warranty',
    check: 'That your deck contracts give this warranty in the words of the warranty page.',
    shownAs: /deck warranty/i,
  },
  workmanshipWarranty: {
    label: 'Written workmanship warranty',
    check: 'That every contract includes a written workmanship warranty for the work it covers.',
    shownAs: /workmanship warranty/i,
  },
  manufacturerWarranties: {
    label: 'Manufacturer warranties passed to the client',
    check: 'That you register the products you install in the client’s name, as the manufacturers require.',
    shownAs: /manufacturer(?:’|')?s?(?:’|')? (?:material )?warrant/i,
  },
  trexCertified: {
    label: 'Trex Certified Installer',
    check: 'Your listing in Trex’s contractor finder (trex.com/find-a-contractor).',
    shownAs: /trex certified/i,
  },
  sherwinWilliamsPartner: {
    label: 'Sherwin-Williams PRO+ partner',
    check: 'Your Sherwin-Williams PRO+ account.',
    shownAs: /PRO\+ Partner/i,
  },
  founded: {
    label: 'Founding year',
    check: 'The year on the business’s articles of organization (Maryland SDAT business search).',
  },
  responsePromise: {
    label: 'Response promise',
    check: 'That the office answers every request in that time, including Fridays and holidays.',
  },
  processTimes: {
    label: 'How we work: times and updates on the process page',
    check:
      'That your jobs run as the process page says: the first visit within its window of a request and as long as it says, the proposal, permits and ordering, and the punch list in their spans (src/content/durations.ts), and a weekly update from the project manager during the work.',
    shownAs: /usually within [^<.]+ of your request|from the signed proposal|to the last punch-list item|update from your project manager every week/i,
  },
  openingHours: {
    label: 'Phone and opening hours',
    check: 'That the phone is answered in those hours.',
  },
  socialProfiles: {
    label: 'Social media profiles',
    check: 'That each link opens the business’s own profile.',
  },
};

/** Every claim shown and unconfirmed: a newly registered claim starts here until the owner checks it. */
export const DEFAULT_MARKS: ClaimMarks = { shown: true, confirmed: false };
