/**
 * The fixed labels of the policy pages (/warranty, /privacy, /accessibility); their copy is in
 * src/content/policies/*.yaml, edited in the editor.
 */
export const policyPage = {
  breadcrumbHome: 'Home',
  /** Before the day the page was last changed: "Last updated June 2, 2025". */
  lastUpdatedLabel: 'Last updated',
  /** The five parts every warranty section states, in this order. */
  warrantyParts: {
    covered: 'What it covers',
    duration: 'How long it lasts',
    remedy: 'What we do',
    exclusions: 'What it does not cover',
    howToClaim: 'How to make a claim',
  },
  /** The list of the sections at the top of the warranty page. */
  contentsLabel: 'On this page',
  contact: { phone: 'Call', email: 'E-mail', hours: 'Phone hours', response: 'We reply' },
} as const;

/** The name of each policy page in the footer and its breadcrumb. */
export const policyPageNames = {
  warranty: 'Warranty',
  privacy: 'Privacy',
  accessibility: 'Accessibility',
} as const;

export type PolicyPageName = keyof typeof policyPageNames;
