import { quoteDeep } from './facts';

/**
 * Labels of a location page (spec 2, "Location page"); the location's own copy is in locations/.
 * Claims are quoted by name (facts.ts), so one the owner switches off leaves with its sentence.
 */
export const locationPage = quoteDeep({
  title: 'Custom Woodwork & Remodeling in {name} | Kitchens, Baths, Built-Ins',
  /** Sentences of the meta description; later ones are dropped when it would pass the description limit (limits.ts). */
  description: [
    'Custom woodwork and remodeling for {name} homeowners: kitchens, baths, built-ins, decks and more, from one licensed crew.',
    'Fixed-price proposals.',
    'Free estimates{claim.freeEstimates}.',
    'Call {phone}.',
  ],
  /** serviceType of the Service node of location and city pages. */
  serviceType: 'Home remodeling and custom woodwork',
  keywords: ['remodeling contractor {name}', 'custom woodworking {name}', 'kitchen remodeling {name}', 'home remodeling {name}'],
  hero: {
    eyebrow: 'Serving {name} homeowners',
    heading: 'Custom Woodwork & Remodeling in {name}',
    callLabel: 'Call {displayName}',
    consultationLabel: 'Request a Free Consultation',
    imageAlt: 'Custom cabinetry and trim in a {name} home',
  },
  financingBanner: {
    heading: 'Flexible project financing',
    linkLabel: 'Check your rate',
    newTabHint: '(opens in a new tab)',
  },
  services: {
    eyebrow: 'Our services in {name}',
    heading: 'Everything your home needs, from one crew',
    learnMoreLabel: 'Learn More',
    learnMoreContext: 'about {title} in {name}',
  },
  about: { eyebrow: 'About us', specialtiesHeading: 'What we are known for' },
  neighborhoods: {
    eyebrow: 'Featured neighborhoods',
    heading: 'Neighborhoods we know well',
    linkLabel: 'Remodeling in {name}',
  },
  serviceAreas: {
    eyebrow: 'Service areas',
    heading: 'Counties and towns we serve',
    intro: 'Choose your town for local details, permits and the services we offer there.',
    permitLabel: 'Permits',
  },
  gallery: {
    eyebrow: 'Client stories',
    heading: 'What {name} homeowners say',
    galleryLabel: 'Browse our project gallery',
  },
  /** The testimonials of the gallery block (content/testimonials/, lib/build/testimonials.ts). */
  testimonials: {
    /** How many it shows: the newest of the location's state. */
    count: 3,
    /** On a sample's card: placeholder text is never passed off as a customer's words. */
    sampleLabel: 'Sample testimonial, not a customer review',
    /** Under a testimonial whose source is a published review. */
    reviewLinkLabel: 'Read the full review',
    /** After the link, for screen readers: whose review it is. */
    reviewLinkContext: 'by {name}',
  },
  faq: { eyebrow: 'Questions & answers', heading: 'Remodeling in {name}: common questions' },
  breadcrumbHome: 'Home',
} as const);
