/**
 * What the page analytics (Plausible, configured in site.ts `thirdParty.analytics`) records
 * besides page views: one event per lead action, named as the owner reads it in Plausible's
 * dashboard, and the custom properties every event carries. README, "Leads in Plausible", says
 * which goals and properties the owner adds in Plausible's site settings; renaming one here
 * starts a new series there.
 */

/** The lead actions, by key; the value is the event (goal) name Plausible shows. */
export const leadEvents = {
  /** Any `tel:` link tapped. */
  phone: 'Phone Call',
  /** Any `mailto:` link tapped. */
  email: 'Email',
  /**
   * A visitor started using the work-request form (the provider's embed): the first tap or focus
   * inside it, once per page view; never its loading or scrolling into view.
   */
  requestForm: 'Request Form Opened',
  /** The embed failed to load, so the section said to call or e-mail instead. */
  requestFormFallback: 'Request Form Fallback',
  /** A link to the financing partner ("Check your rate"). */
  financingCheckRate: 'Financing Check Rate',
  /** The calculator's "Apply with …" link to the financing partner. */
  financingApply: 'Financing Apply',
  /** The financing calculator's first change of a value on a page. */
  calculatorUsed: 'Calculator Used',
  /** The home gallery's photo viewer opened. */
  galleryOpened: 'Gallery Opened',
  /** A link to the online booking page (site.ts `thirdParty.booking`: "Get Started Today"). */
  booking: 'Booking Link Clicked',
} as const;

export type LeadEvent = keyof typeof leadEvents;

/**
 * The custom properties of every event (page views included): which page family, town and
 * service the visitor was on. Never a phone number, an e-mail address or anything a visitor typed.
 */
export const leadProperties = {
  family: 'page_family',
  town: 'town',
  service: 'service',
} as const;
