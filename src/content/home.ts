import { quoteDeep } from './facts';
import { serviceCount } from './services/slugs';

/**
 * Copy of the home page (spec 2, "Home page"). Claims are quoted by name from site.ts
 * (`{claims.freeEstimates}`, facts.ts), so a claim the owner switches off leaves the page with
 * the sentence or the promise that made it.
 */
export const home = quoteDeep({
  metadata: {
    title: 'Custom Woodwork & Home Remodeling in Maryland',
    description:
      'Custom built-ins, kitchens, baths, basements and decks for Maryland homes, designed, permitted and built by one accountable crew from our shop in Owings.',
    keywords: [
      'custom woodworking Maryland',
      'home remodeling contractor Maryland',
      'kitchen remodeling',
      'bathroom remodeling',
      'basement finishing',
      'custom built-ins',
    ],
  },
  hero: {
    eyebrow: 'Custom woodwork & remodeling in Maryland',
    heading: 'Craftsmanship you can see in every joint and finish',
    intro:
      'From a single built-in bookcase to a whole-floor renovation, our designers and carpenters plan, build and finish your project with one schedule and a clean job site every day.',
    imageAlt: 'Warm white-oak and walnut cabinetry in a sunlit room',
    primaryAction: { label: 'View Our Work', section: 'gallery' },
    secondaryAction: { label: 'Get a Free Consultation', section: 'contact' },
    claimsLabel: 'Why homeowners choose us',
  },
  services: {
    eyebrow: 'What we build',
    heading: `${serviceCount} services, one accountable crew`,
    intro:
      'Design, permits, carpentry and finishing under one roof. Pick a service to see how we plan it, what it costs in time, and what homeowners ask us most.',
    learnMoreLabel: 'Learn More',
    learnMoreContext: 'about {title}',
  },
  about: {
    eyebrow: 'About us',
    heading: 'A woodshop at heart, a full-service remodeler by trade',
    paragraphs: [
      'We started as finish carpenters and still build much of our millwork in our own shop, so cabinets, mantels and built-ins are made to your room rather than pulled from a catalogue.',
      'Today our designers, project managers and crews handle everything from the first sketch to the final walkthrough: county permits, inspections, the trades and the clean-up. One team, one schedule. One written fixed price{claim.fixedPriceGuarantee}.',
    ],
    promisesHeading: 'Our promises to you',
    promises: [
      {
        title: '{claims.freeEstimates}',
        description: 'An in-home visit, measurements and a written proposal, at no cost and with no pressure.',
        icon: 'clipboard-list',
      },
      {
        title: '{claims.fixedPriceLabel}',
        claim: 'fixedPriceGuarantee',
        description: 'The price we sign is the price you pay, unless you choose to change the plan.',
        icon: 'badge-dollar-sign',
      },
      {
        title: '{claims.craftsmanshipWarranty}',
        claim: 'craftsmanshipWarranty',
        description: 'If a joint we built opens or a door we hung sags, we come back and make it right.',
        icon: 'shield-check',
      },
      {
        title: '{claims.hardwareWarranty}',
        claim: 'hardwareWarranty',
        description: 'Hinges, slides, and closet and pantry hardware we supply are covered for {warranties.hardware.years} years.',
        icon: 'wrench',
      },
      {
        title: '{claims.responsePromise}',
        description: 'Every call, e-mail and form request gets a reply from a real person on our team.',
        icon: 'clock',
      },
      {
        title: '{claims.satisfactionLabel}',
        description: 'We walk every project with you before we call it done. {claims.happyClients} Maryland clients and counting.',
        icon: 'thumbs-up',
      },
    ],
  },
  contact: {
    eyebrow: 'Start your project',
    heading: 'Tell us about your home',
    intro:
      'Book an in-home consultation in Maryland, or put numbers to your plans first with our financing calculator.',
    consultation: {
      heading: 'Request a free consultation',
      body: 'Share a few details through our Maryland project request form. A project manager answers {business.responseTime} to arrange a visit.',
      label: 'Request a Consultation',
    },
    estimate: {
      heading: 'Plan your budget',
      body: 'Estimate a monthly payment for your project with our home-improvement loan calculator.',
      label: 'Estimate Your Project',
    },
    emailLabel: 'Prefer e-mail? Write to',
  },
} as const);
