/**
 * The business constants, once. Every page, component, metadata builder and test reads them
 * from here; nothing else hard-codes a phone, an address, a claim or a third-party id.
 * The brand, domains, phones and e-mails are fictional (555-01xx numbers, example domains).
 *
 * What office staff change (phones, e-mails, hours, the office address, the response promise,
 * the headline numbers, social links, license numbers) lives in settings/business.json: the CMS
 * edits it and the `settings` collection validates it at every build (src/content.config.ts). It
 * is imported here as JSON, not read with getEntry, because astro.config.mjs, the security
 * headers, the location modules and the browser tests read these constants outside Astro's
 * runtime.
 */
import settingsJson from './settings/business.json' with { type: 'json' };
import { CLAIM_IDS, type ClaimId } from './claims.ts';
import { statsById, type StatId } from './headline-stats.ts';
import type { BusinessSettings } from './settings-schema';

const settings = settingsJson as BusinessSettings;

/**
 * Whether the pages make a claim of the register (content/claims.ts): the owner switches a claim
 * off in the editor (Business settings › Claims) when they cannot back it.
 */
export const shows = (claim: ClaimId): boolean => settings.claims?.[claim]?.shown !== false;

/** The items whose claim is shown (an item without a claim always is). */
export const onlyShown = <T extends { claim?: ClaimId }>(items: readonly T[]): T[] => items.filter((item) => !item.claim || shows(item.claim));

/** `{claim.freeEstimates}` in copy: written as nothing, it ties its sentence to the claim (facts.ts). */
export const claimMarker = Object.fromEntries(CLAIM_IDS.map((id) => [id, ''])) as Record<ClaimId, ''>;

/** The claim each headline stat makes. */
const STAT_CLAIMS: Record<StatId, ClaimId> = {
  projectsAnnually: 'projectsAnnually',
  combinedExperience: 'combinedExperience',
  fixedPrice: 'fixedPriceGuarantee',
};

export const brand = {
  name: 'Hearthwood Woodwork & Remodeling',
  shortName: 'Hearthwood',
  descriptor: 'Woodwork & Remodeling',
  legalName: 'Hearthwood Woodwork & Remodeling LLC',
  tagline: 'Custom woodwork and home remodeling for Maryland homeowners',
  /** The founding year (settings), for structured data while its claim is shown. */
  founded: shows('founded') ? settings.founded : undefined,
  /** The browser's toolbar color on phones: the walnut of the design tokens (--color-walnut in global.css). */
  themeColor: '#5c3a1e',
} as const;

/**
 * Two canonical origins: location pages live on the short domain, service and support pages
 * (and everything else) on the www domain.
 */
export const origins = {
  short: 'https://hearthwood.example',
  www: 'https://www.hearthwoodremodeling.example',
} as const;

export interface Contact {
  phone?: string;
  email: string;
}

export const contacts = settings.contacts satisfies Record<string, Contact>;

/** Hours as people read them (Maryland phone line). */
export const phoneHours = shows('openingHours') ? settings.phoneHours : [];

/** Hours as structured data states them (schema.org openingHours). */
export const structuredDataHours = shows('openingHours') ? settings.structuredDataHours : [];

export const office = settings.office;

export const business = {
  geoRadiusMeters: 50000,
  priceRange: '$$$',
  paymentAccepted: ['Cash', 'Credit Card', 'Check'],
  /** The work-request form's container never collapses below this while it loads. */
  contactFormMinHeightPx: 600,
  responseTime: settings.responseTime,
} as const;

/**
 * Headline stats in the order the settings list them, less those whose claim is switched off: the
 * home page's stat band and the city+service pages' cards. Each carries its id (headline-stats.ts).
 */
export const stats = settings.stats.filter((stat) => shows(STAT_CLAIMS[stat.id]));

/** Each headline stat by its id: a claim reads its stat here, so reordering the list changes no claim. */
export const headlineStats = statsById(settings.stats);

/** The years-of-experience claim as a stat card (generated locations and city pages show it). */
export const yearsExperienceStat = { value: settings.yearsExperience, label: 'Years Experience', claim: 'yearsExperience' } as const;

/** The happy-clients claim as a stat card (location pages and generated locations show it). */
export const happyClientsStat = { value: settings.happyClients, label: 'Happy Clients', claim: 'happyClients' } as const;

/** How many years the time-limited warranties run (the craftsmanship warranty is for life). */
export const warrantyYears = settings.warrantyYears;

/** Other claims of the business, quoted wherever a page makes them. */
export const claims = {
  licensedInsured: 'Licensed & Insured',
  qualityCraftsmanship: 'Quality Craftsmanship',
  projectsAnnually: headlineStats.projectsAnnually.value,
  combinedExperience: headlineStats.combinedExperience.value,
  yearsExperience: yearsExperienceStat.value,
  yearsExperienceLabel: `${yearsExperienceStat.value} ${yearsExperienceStat.label}`,
  happyClients: happyClientsStat.value,
  happyClientsLabel: `${happyClientsStat.value} ${happyClientsStat.label}`,
  satisfaction: '100%',
  satisfactionLabel: '100% Satisfaction',
  freeEstimates: 'Free Estimates',
  craftsmanshipWarranty: 'Lifetime Craftsmanship Warranty',
  hardwareWarranty: `${warrantyYears.hardware}-Year Hardware Warranty`,
  responsePromise: `We respond ${business.responseTime}`,
  fixedPrice: headlineStats.fixedPrice.value,
  fixedPriceLabel: `${headlineStats.fixedPrice.value} ${headlineStats.fixedPrice.label}`,
} as const;

/** The hero's claims, in the order the hero shows them (the spec's, whatever the settings' order), less those switched off. */
export const heroClaims = onlyShown([
  { label: claims.licensedInsured, icon: 'shield-check', claim: 'licensedInsured' },
  { label: claims.qualityCraftsmanship, icon: 'hammer' },
  { label: `${headlineStats.projectsAnnually.value} ${headlineStats.projectsAnnually.label}`, icon: 'calendar-check', claim: 'projectsAnnually' },
  { label: `${headlineStats.combinedExperience.value} ${headlineStats.combinedExperience.label}`, icon: 'award', claim: 'combinedExperience' },
  { label: claims.fixedPriceLabel, icon: 'badge-dollar-sign', claim: 'fixedPriceGuarantee' },
] as const);

/**
 * What each warranty covers, worded once. A service lists the kinds that apply to it
 * (content/local-facts): the craftsmanship warranty is about carpentry, not roofs or paint.
 */
export const warranties = {
  craftsmanship: {
    claim: 'craftsmanshipWarranty',
    title: claims.craftsmanshipWarranty,
    name: 'lifetime craftsmanship warranty',
    text: 'Our lifetime craftsmanship warranty covers the carpentry, cabinetry and millwork we build and install.',
  },
  hardware: {
    claim: 'hardwareWarranty',
    title: claims.hardwareWarranty,
    /** "5-year", as in "a {warranties.hardware.term} warranty on the hardware". */
    term: `${warrantyYears.hardware}-year`,
    years: String(warrantyYears.hardware),
    name: `${warrantyYears.hardware}-year hardware warranty`,
    text: `Hinges, drawer slides and other hardware we supply carry our ${warrantyYears.hardware}-year hardware warranty.`,
  },
  deck: {
    claim: 'deckWarranty',
    title: `${warrantyYears.deck}-Year Deck Warranty`,
    term: `${warrantyYears.deck}-year`,
    years: String(warrantyYears.deck),
    name: `${warrantyYears.deck}-year deck warranty`,
    text: `Every deck we build carries our ${warrantyYears.deck}-year deck warranty on its framing, footings and workmanship.`,
  },
  manufacturer: {
    claim: 'manufacturerWarranties',
    title: 'Manufacturer Warranties',
    text: 'Manufacturer warranties on the products we supply pass to you, registered in your name.',
  },
  installation: {
    claim: 'workmanshipWarranty',
    title: 'Written Workmanship Warranty',
    text: 'Our installation work is covered by the written workmanship warranty in your contract.',
  },
} as const;

/**
 * Placeholders the site ships with until the owner has the accounts: `npm run launch-check` lists
 * each setting below while it still equals its placeholder (`placeholders`, after `thirdParty`).
 */
const SAMPLE_JOBBER_CLIENT_HUB_ID = '5e3b9a1c-7d24-4f0e-9b6a-2c8f41d07a55';
const SAMPLE_FINANCING_PROMO_URL = 'https://app.gethearth.com/partners/hearthwood-remodeling';

/** The id of the business's Jobber client hub (Jobber: Settings › Client Hub); the form and booking addresses use it. */
const jobberClientHubId: string = SAMPLE_JOBBER_CLIENT_HUB_ID;
/** The financing partner's page for this business (from the partner's contractor dashboard). */
const financingPromoUrl: string = SAMPLE_FINANCING_PROMO_URL;

/** Third-party services: configured here, loaded at runtime only, never required. */
export const thirdParty = {
  analytics: {
    /**
     * Cookieless page and lead analytics (Plausible, bundled from npm: no third-party script).
     * The site identifier is the domain the site is registered under in Plausible; an empty one
     * loads nothing and sends nothing.
     */
    domain: 'hearthwoodremodeling.example',
    /** Where events are sent: Plausible's cloud, or a self-hosted Community Edition's /api/event. */
    endpoint: 'https://plausible.io/api/event',
  },
  workRequest: {
    provider: 'Jobber',
    /** Locations whose contact section embeds the form; others show a contact card. */
    locations: ['maryland'] as readonly string[],
    clientHubId: jobberClientHubId,
    formUrl: `https://clienthub.getjobber.com/client_hubs/${jobberClientHubId}/public/work_request/embedded_work_request_form`,
    scriptSrc: 'https://d3ey4dbjkt2f6s.cloudfront.net/assets/static_link/work_request_embed_snippet.js',
    stylesheetHref:
      'https://d3ey4dbjkt2f6s.cloudfront.net/assets/external/work_request_embed.css',
  },
  booking: {
    label: 'Get Started Today',
    url: `https://clienthub.getjobber.com/booking/${jobberClientHubId}`,
  },
  financingPartner: {
    name: 'Hearth',
    /** Location pages that show the partner's banner (spec 2: Maryland). */
    locations: ['maryland'] as readonly string[],
    promoUrl: financingPromoUrl,
    bannerText: 'Flexible payment options with Hearth: check your rate in 60 seconds with no credit impact.',
  },
  certification: {
    manufacturer: 'Trex',
    title: 'Trex Certified Installer',
    url: 'https://www.trex.com/find-a-contractor/',
    paintBrand: 'Sherwin-Williams',
    paintTitle: 'Sherwin-Williams PRO+ Partner',
  },
} as const;

/** The third-party settings still at the placeholder the site shipped with (what launch-check lists). */
export const placeholders = [
  {
    file: 'src/content/site.ts',
    field: 'jobberClientHubId',
    what: 'your Jobber client hub id: the work-request form and the booking page use it',
    placeholder: SAMPLE_JOBBER_CLIENT_HUB_ID,
    current: jobberClientHubId,
  },
  {
    file: 'src/content/site.ts',
    field: 'financingPromoUrl',
    what: "your financing partner's page for your business",
    placeholder: SAMPLE_FINANCING_PROMO_URL,
    current: financingPromoUrl,
  },
] as const;

export const social = settings.social;

/** The social profiles the pages link to (footer, structured data): none while that claim is switched off. */
export const socialProfiles: Partial<BusinessSettings['social']> = shows('socialProfiles') ? settings.social : {};

/**
 * The contractor licenses: the MHIC number, the Virginia number and class once issued, and whether
 * each is still a sample (content/licenses.ts says how pages word them).
 */
export const licenses = settings.licenses;

/** Shown on share cards and as the default image of every page. */
export const shareImage = {
  path: '/og/default.jpg',
  width: 1200,
  height: 630,
  alt: 'Hearthwood Woodwork & Remodeling: custom woodwork and remodeling in Maryland',
} as const;
