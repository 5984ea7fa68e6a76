import { quoteDeep } from './facts';
import { claims, shows } from './site';
import type { ServiceSlug } from './types';

/**
 * Copy of the programmatic local pages: city, city+service and Maryland neighbourhood-service.
 * Placeholders in {braces} are filled per page; arrays of variants are chosen deterministically
 * (lib/build/text-variants) so neighbouring towns read differently. Local facts (permit office, housing
 * stock, notes) come from the location modules, not from here.
 */
export const cityPage = quoteDeep({
  title: 'Remodeling & Custom Woodwork in {city}, {stateCode}',
  /** Sentences of the meta description, in order; the later ones are dropped when it would pass the description limit (limits.ts). */
  description: [
    'Remodeling and custom woodwork in {city}, {stateCode}: kitchens, baths, built-ins, decks and more for {county} homes.',
    'Fixed-price proposals.',
    'Free estimates{claim.freeEstimates}.',
    'Call {phone}.',
  ],
  heading: 'Remodeling & custom woodwork in {city}, {stateCode}',
  /** Chosen by the first letter's code modulo 4 (spec 2). */
  intros: [
    'Homeowners in {city} call us when they want work that fits the house they already love: cabinetry built to the room, trim that matches the original, and a remodel that runs on a written schedule.',
    'From first sketch to final walkthrough, our {county} crews handle remodeling in {city} with one project manager, one fixed price and a clean job site at the end of every day.',
    '{city} homes come in every age and style, and we plan each project around what is behind the walls as much as what you see. Expect straight answers, careful carpentry and no surprises on the invoice.',
    'We work in {city} and across {county}, so we know the permit office, the housing stock and the suppliers. That local knowledge keeps your project on schedule and on budget.',
  ],
  localHeading: 'Building in {city}',
  projectsHeading: 'What {city} homeowners ask us for',
  housingLabel: 'Homes across {county}',
  permitLabel: 'Permits in {county}',
  noteLabel: 'Good to know in {county}',
  consultationLabel: 'Request a Free Consultation',
  featuredHeading: 'Popular projects in {city}',
  featuredLinkLabel: '{service} in {city}',
  featuredIntro: 'Four projects homeowners ask us about most. Each page covers the houses of {city}, permits and what is included.',
  /** The four service cards of a city page (spec 2), with the titles they show. */
  featured: [
    { slug: 'kitchen-remodeling', title: 'Kitchen Remodeling' },
    { slug: 'bathroom-remodeling', title: 'Bathroom Remodeling' },
    { slug: 'custom-woodworking', title: 'Custom Woodworking' },
    { slug: 'outdoor-decks', title: 'Decks and Cabanas' },
  ] as const satisfies readonly { slug: ServiceSlug; title: string }[],
  allServicesHeading: 'Every service we offer in {city}',
  /** The neighbourhood cards are the county's, so the heading says so (spec 2's featured neighbourhoods). */
  neighborhoodsHeading: 'Communities we serve across {county}',
  genericNeighborhood: {
    description:
      'We build kitchens, baths, built-ins and decks for homeowners in {name}, with the same fixed-price proposals and crews that serve the rest of {county}.',
    badges: ['Local Expertise', claims.qualityCraftsmanship, 'Community Trusted'],
  },
  nearbyHeading: 'Other towns we serve in {county}',
  callLabel: 'Call {phone}',
  callHeading: 'Talk to a project manager about your {city} home',
  faqHeading: 'Remodeling in {city}: common questions',
  faq: [
    {
      question: 'Do you serve homeowners in {city}?',
      answer: 'Yes. {city} is part of our {county} service area{distance}. Consultations and estimates are free{claim.freeEstimates}. We reply to every request {business.responseTime}.',
    },
    {
      question: 'Who issues building permits for a remodel in {city}?',
      answer:
        'Permits for {city} go through {permitOffice}. We prepare the drawings, file the application and schedule every inspection, so you never stand in a permit line.',
    },
    {
      question: 'What should I know about remodeling in {county}?',
      answer: '{housingStock}',
    },
    {
      question: 'How long will my project take?',
      answer:
        'Most kitchen remodels take {kitchenDuration}, bathrooms {bathroomDuration} and custom built-ins {woodworkingDuration}. Your written proposal includes a schedule, and your project manager updates you every week.',
    },
  ],
  /** Inserted into the first answer when the town's position is known. */
  distance: ', about {miles} miles from our shop in {shopTown} as the crow flies',
  /** The town within a couple of miles of the shop: no mileage to quote. */
  distanceHome: ', close to our shop in {shopTown}',
  breadcrumbLocations: 'Locations',
} as const);

/** How a permit sentence names an office the data does not know. */
export const localPermitWording = {
  /** After the permit answer of a town with its own offices: who permits the homes outside its limits. */
  outsideLimits: ' Homes outside the limits of {city} are permitted by {county} instead.',
  county: 'the county permit office',
  /** Where a county's footing depth is not in the data, the page does not guess a number. */
  frostDepthKnown: '{inches} inches deep in {county}',
  frostDepthUnknown: 'to the depth local code requires',
} as const;

export const cityServicePage = quoteDeep({
  title: '{service} in {city}, {stateCode} | {serviceTitle}',
  /** Sentences of the meta description, in order; the later ones are dropped when it would pass the description limit (limits.ts). */
  description: [
    '{service} in {city}, {stateCode}: {serviceTitle} for {county} homes.',
    'Permits handled, fixed-price proposals.',
    'Free estimates{claim.freeEstimates}.',
    'Call {phone}.',
  ],
  heading: '{service} in {city}, {stateCode}',
  /** Chosen by summed character codes modulo 3 (spec 2). Each is true of every service. */
  intros: [
    'Planning {serviceLower} in {city}? We plan the work around your house and your budget, with one fixed price agreed before work begins.',
    '{city} homeowners trust us with {serviceLower} because we plan carefully, keep to a written schedule and leave the house clean every day.',
    'Our {county} crews bring {serviceLower} to {city} with a written schedule, any permits handled for you and one accountable project manager.',
  ],
  callLabel: 'Call {phone}',
  quoteLabel: 'Get Free Quote',
  localHeading: '{service} in {city} homes',
  neighborhoodsLabel: 'Around {city}',
  projectsLabel: 'What we see in {city}',
  homesHeading: 'What the work involves in the houses here',
  /** How many of the town's kinds of houses (most common first) the page explains. */
  homeTypesShown: 3,
  featuresHeading: "What's included",
  durationLabel: 'Time on site',
  /** The free-estimates claim leaves the heading while the owner has it switched off. */
  contactHeading: shows('freeEstimates') ? 'Request a free estimate for {serviceLower}' : 'Request an estimate for {serviceLower}',
  statsHeading: 'Why {city} homeowners choose us',
  /** Chosen by summed character codes modulo 4 (spec 2). Each is true of every service. */
  processVariants: [
    [
      {
        step: 1,
        title: 'In-Home Consultation',
        description: 'We visit your {city} home, listen to your goals, measure and talk through budget. The consultation is free{claim.freeEstimates}.',
      },
      { step: 2, title: 'Design & Fixed Price', description: 'You receive a written fixed-price proposal with the scope, materials and schedule.' },
      { step: 3, title: 'Build & Walkthrough', description: 'Our crew works to the schedule, then we walk the finished work with you.' },
    ],
    [
      { step: 1, title: 'Site Visit', description: 'A project manager looks over the space, checks the condition of what we will work on and measures.' },
      { step: 2, title: 'Plan & Approvals', description: 'We finalize the plan, price it in writing and file any permits the work needs.' },
      { step: 3, title: 'Craft & Complete', description: 'We do the work, arrange any inspections and hand over a clean, finished space.' },
    ],
    [
      { step: 1, title: 'Tell Us Your Plans', description: 'Call or send a request to book a visit. We reply {business.responseTime}.' },
      { step: 2, title: 'Review Your Proposal', description: 'Compare options and approve one fixed price with a realistic schedule.' },
      { step: 3, title: 'Enjoy the Result', description: 'We finish the work, walk it with you and stand behind it under its written warranty.' },
    ],
    [
      { step: 1, title: 'Measure & Discuss', description: 'We measure your {city} home and talk through options, materials and budget.' },
      { step: 2, title: 'Design & Approve', description: 'You approve the plan and a written fixed price before any work starts.' },
      { step: 3, title: 'Install & Finish', description: 'Our crew installs, any required inspections are passed and we finish every detail.' },
    ],
  ],
  processHeading: 'How it works',
  faqHeading: '{service} in {city}: questions',
  faq: {
    /** Services whose timeline is their own (kitchen, bathroom, and work longer than durations.otherServices). */
    timelineOwn: {
      question: 'How long does {aProject} take in {city}?',
      answer: 'Plan on {timeline} from the start of work, depending on size and selections; your proposal includes a written schedule.',
    },
    timelineOther: {
      question: 'How long does {aProject} take in {city}?',
      answer: '{AProject} in {city} is usually finished within {timeline} of a signed proposal, including ordering materials and any permits.{onSite}',
    },
    /** Inserted into timelineOther when the service has an advertised time on site. */
    onSite: ' The work on site itself takes {duration}.',
    permits: {
      question: 'Does {aProject} need a permit in {city}?',
      answer: '{permits}{outsideLimits}{reviews} We file any permit the work needs in {buildingCity} and meet the inspector.',
    },
    serve: {
      question: 'Do you work in {city}?',
      answer: 'Yes. {city} is part of our {county} service area{distance}{nearby}. Estimates are free{claim.freeEstimates}. We reply to every request {business.responseTime}.',
    },
    /** Inserted into the serve answer: the nearest towns of the county. */
    nearby: ', and we also work in nearby {towns}',
    warranty: {
      question: 'What warranty comes with {aProject}?',
      answer: '{warranties}',
    },
  },
  /**
   * Spec 2: the hero shows the service's own image for 15 services; these four (exterior work)
   * show the default share image instead.
   */
  heroWithShareImage: ['siding-installation', 'roofing-services', 'door-installation', 'window-installation'] as const satisfies readonly ServiceSlug[],
  otherServicesHeading: 'More services in {city}',
  otherServicesCount: 3,
  /** A town with its own local kitchen page links to it. */
  localPageLinkLabel: 'See kitchen styles, features and the neighborhoods we serve in {city}',
  nearbyHeading: '{service} in nearby {county} towns',
  nearbyCount: 4,
  nearbyLinkLabel: '{service} in {city}',
  heroAlt: '{service} by our team',
} as const);

export const neighborhoodPage = quoteDeep({
  /** Spec 9's title; the free-estimates claim leaves it while the owner has it switched off. */
  title: ['{area} {service}', shows('freeEstimates') && claims.freeEstimates, 'Licensed MD Contractor'].filter(Boolean).join(' | '),
  /** Spec 9: the description includes the benefit text and the phone. */
  description: ['{service} in {area}, MD. {benefit}', 'Call {phone}.'],
  heading: '{service} in {area}, MD',
  intro: '{benefit}',
  callLabel: 'Call {phone}',
  consultationLabel: 'Request Free Project Consultation',
  whyHeading: 'Why {area} homeowners choose us',
  why: [
    { title: '{claims.licensedInsured}', description: 'Maryland Home Improvement Commission licensed, with full liability coverage on every job.', icon: 'shield-check' },
    { title: 'Fixed-Price Proposals', description: 'One written price before work starts; it changes only if you change the plan.', icon: 'badge-dollar-sign' },
    { title: 'Local {county} Crews', description: 'We know the permit office, the housing stock and the suppliers around {area}.', icon: 'map-pin' },
  ],
  /** The fourth card: the first warranty that applies to the service. */
  warrantyIcon: 'award',
  serviceLinkLabel: 'Learn more about our {servicesLower}',
  guidesHeading: 'Helpful guides',
  guideLinkLabel: 'Read the guide',
  localHeading: 'Your local {service} team',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  stepsHeading: 'Four steps to your new space',
  steps: [
    { step: 1, title: 'Contact Us', description: 'Call or request a consultation. We reply {business.responseTime}.' },
    { step: 2, title: 'Site Visit', description: 'We visit your {area} home, measure and discuss ideas and budget.' },
    { step: 3, title: 'Custom Proposal', description: 'You receive a detailed, fixed-price proposal and schedule.' },
    { step: 4, title: 'Expert Execution', description: 'Our crew completes the work and walks it with you at the end.' },
  ],
  ctaHeading: 'Ready to start your {area} project?',
  ctaBody: 'Book a consultation and get a written, fixed-price proposal for {serviceLower} in your home.',
  breadcrumbHome: 'Home',
} as const);
