import { quoteDeep } from './facts';

/**
 * The coming-soon page of an inactive region (spec 2, "Northern Virginia coming-soon page"). Claims
 * are quoted by name (facts.ts), so one the owner switches off leaves with its sentence.
 */
export const comingSoon = quoteDeep({
  title: 'Remodeling in {name}: Coming Soon',
  description:
    'Custom woodwork and remodeling is coming to {name}, starting with {areas}. Get notified when we launch. Maryland homeowners can book a free consultation{claim.freeEstimates} today.',
  /** Filled with the region's name; the launch areas are added after them. */
  keywords: ['home remodeling {name}', 'custom woodwork {name}'],
  badge: 'Coming Soon',
  heading: 'Custom woodwork & remodeling is coming to {name}',
  launch:
    'We are preparing to launch in {areas}, with the same fixed-price proposals and shop-built millwork that our Maryland clients rely on. Our carpentry there will carry the same {warranties.craftsmanship.name}.',
  /** How many of the region's areas the launch sentence names. */
  launchAreaCount: 3,
  notify: {
    heading: 'Be the first to know',
    body: 'Send us a note and we will e-mail you as soon as we can schedule consultations in {name}.',
    label: 'Get Notified',
    subject: '{name} Launch Notification',
  },
  marylandLabel: 'Explore Our Maryland Services',
  homeLabel: 'Back to Home',
  serving: {
    heading: 'Currently Serving',
    body: 'Our crews work across {counties} counties in {primary} today, from our shop in Owings.',
    label: 'See {primary} service areas',
  },
  areasHeading: 'Areas we will serve first',
} as const);
