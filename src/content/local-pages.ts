import type { ServiceSlug } from './types';

/**
 * Copy of the programmatic local pages: city, city+service and Maryland neighbourhood-service.
 * Placeholders in {braces} are filled per page; arrays of variants are chosen deterministically
 * (lib/variants) so neighbouring towns read differently. Local facts (permit office, housing
 * stock, notes) come from the location modules, not from here.
 */
export const cityPage = {
  title: 'Remodeling & Custom Woodwork in {city}, {stateCode}',
  description:
    'Kitchens, baths, built-ins and decks for {city} homeowners in {county}. {noteLead} Fixed-price proposals and free estimates.',
  heading: 'Remodeling & custom woodwork in {city}, {stateCode}',
  /** Chosen by the first letter's code modulo 4 (spec 2). */
  intros: [
    'Homeowners in {city} call us when they want work that fits the house they already love: cabinetry built to the room, trim that matches the original, and a remodel that runs on a written schedule.',
    'From first sketch to final walkthrough, our {county} crews handle remodeling in {city} with one project manager, one fixed price and a clean job site at the end of every day.',
    '{city} homes come in every age and style, and we plan each project around what is behind the walls as much as what you see. Expect straight answers, careful carpentry and no surprises on the invoice.',
    'We have worked in {city} and the rest of {county} for years, so we know the permit office, the housing stock and the suppliers. That local knowledge keeps your project on schedule and on budget.',
  ],
  localHeading: 'Building in {city}',
  housingLabel: 'Homes in {county}',
  permitLabel: 'Permits',
  noteLabel: 'Good to know',
  consultationLabel: 'Request a Free Consultation',
  featuredHeading: 'Popular projects in {city}',
  featuredLinkLabel: '{service} in {city}',
  featuredIntro: 'The four projects {city} homeowners ask us about most. Each page covers timelines, permits and what is included.',
  /** The four service cards of a city page (spec 2), with the titles they show. */
  featured: [
    { slug: 'kitchen-remodeling', title: 'Kitchen Remodeling' },
    { slug: 'bathroom-remodeling', title: 'Bathroom Remodeling' },
    { slug: 'custom-woodworking', title: 'Custom Woodworking' },
    { slug: 'outdoor-decks', title: 'Decks and Cabanas' },
  ] as const satisfies readonly { slug: ServiceSlug; title: string }[],
  allServicesHeading: 'Every service we offer in {city}',
  neighborhoodsHeading: 'Neighborhoods around {city}',
  genericNeighborhood: {
    description:
      'We build kitchens, baths, built-ins and decks for homeowners in {name}, with the same fixed-price proposals and crews that serve the rest of {county}.',
    badges: ['Local Expertise', 'Quality Craftsmanship', 'Community Trusted'],
  },
  nearbyHeading: 'Nearby towns we serve in {county}',
  callLabel: 'Call {phone}',
  callHeading: 'Talk to a project manager about your {city} home',
  faqHeading: 'Remodeling in {city}: common questions',
  faq: [
    {
      question: 'Do you serve homeowners in {city}?',
      answer:
        'Yes. {city} is part of our {county} service area, and our crews work there every week. Consultations and estimates are free, and we reply to every request within 24 hours.',
    },
    {
      question: 'Who issues building permits for a remodel in {city}?',
      answer:
        'Permits for {city} go through {permitOffice}. We prepare the drawings, file the application and schedule every inspection, so you never stand in a permit line.',
    },
    {
      question: 'What should I know about remodeling a {city} home?',
      answer: '{housingStock}',
    },
    {
      question: 'How long will my project take?',
      answer:
        'Most kitchen remodels take 6-12 weeks, bathrooms 3-6 weeks and custom built-ins 2-4 weeks. Your written proposal includes a schedule, and your project manager updates you every week.',
    },
  ],
  breadcrumbLocations: 'Locations',
} as const;

export const cityServicePage = {
  title: '{service} in {city}, {stateCode} | {serviceTitle}',
  description: '{service} in {city}, {county}: {serviceDescription}',
  heading: '{service} in {city}, {stateCode}',
  /** Chosen by summed character codes modulo 3 (spec 2). */
  intros: [
    'Planning {serviceLower} in {city}? Our designers and carpenters build it to fit your home and your budget, with one fixed price agreed before work begins.',
    '{city} homeowners trust us with {serviceLower} because we plan carefully, build much of the millwork in our own shop and leave the house clean every day.',
    'Our {county} crews bring {serviceLower} to {city} with a written schedule, the permits handled for you and a lifetime craftsmanship warranty on the work.',
  ],
  callLabel: 'Call {phone}',
  quoteLabel: 'Get Free Quote',
  localHeading: '{service} in a {city} home',
  featuresHeading: "What's included",
  statsHeading: 'Why {city} homeowners choose us',
  experienceLabel: 'Years Experience',
  /** Chosen by summed character codes modulo 4 (spec 2). */
  processVariants: [
    [
      { step: 1, title: 'Free Consultation', description: 'We visit your {city} home, listen to your goals, measure and talk through budget.' },
      { step: 2, title: 'Design & Fixed Price', description: 'You receive drawings, material selections and a written fixed-price proposal.' },
      { step: 3, title: 'Build & Walkthrough', description: 'Our crew builds to schedule, then we walk the finished work with you.' },
    ],
    [
      { step: 1, title: 'Site Visit', description: 'A project manager inspects the space, checks what is behind the walls and measures.' },
      { step: 2, title: 'Plan & Permits', description: 'We finalize the design, price it in writing and file the {county} permits.' },
      { step: 3, title: 'Craft & Complete', description: 'We build, pass inspections and hand over a finished, cleaned-up space.' },
    ],
    [
      { step: 1, title: 'Tell Us Your Plans', description: 'Call or send a request; we reply within 24 hours to book a visit.' },
      { step: 2, title: 'Review Your Proposal', description: 'Compare options and approve one fixed price with a realistic schedule.' },
      { step: 3, title: 'Enjoy the Result', description: 'We complete the work, walk it with you and stand behind it for life.' },
    ],
    [
      { step: 1, title: 'Measure & Discuss', description: 'We measure your {city} home and talk through layout, materials and budget.' },
      { step: 2, title: 'Design & Approve', description: 'You approve drawings and a written fixed price before any work starts.' },
      { step: 3, title: 'Install & Inspect', description: 'Our crew installs, the county inspects and we finish every detail.' },
    ],
  ],
  processHeading: 'How it works',
  faqHeading: '{service} in {city}: questions',
  timeline: {
    'kitchen-remodeling': '6-12 weeks',
    'bathroom-remodeling': '3-6 weeks',
    other: '2-8 weeks',
  },
  /** Each question has wordings to choose from (summed codes), so towns do not share one script. */
  faq: [
    [
      {
        question: 'How long does {serviceLower} take in {city}?',
        answer: 'Most {serviceLower} projects take {timeline} from the start of work, depending on size and selections. Your proposal includes a written schedule.',
      },
      {
        question: 'What is the timeline for {serviceLower} in {city}?',
        answer: 'Plan on {timeline} once work begins. Custom orders and inspections set the pace, and your project manager confirms dates with you every week.',
      },
      {
        question: 'When could my {city} project be finished?',
        answer: 'A typical {serviceLower} job runs {timeline} on site. We order long-lead materials before demolition so the crew is never waiting on a delivery.',
      },
    ],
    [
      {
        question: 'Do I need a permit in {county}?',
        answer: 'Many projects do. Permits for {city} go through {permitOffice}; we prepare the drawings, file them and schedule every inspection for you.',
      },
      {
        question: 'Who handles the permits for work in {city}?',
        answer: 'We do. Applications for {city} go to {permitOffice}, and we attend the inspections so you do not have to take time off work.',
      },
    ],
    [
      {
        question: 'Will the price change once work starts?',
        answer: 'No. Your proposal is a fixed price covering labor and the materials listed. It changes only if you decide to change the scope, and you approve any change in writing first.',
      },
      {
        question: 'How do you price {serviceLower}?',
        answer: 'After a free visit to your {city} home we send a written, fixed-price proposal that lists materials and labor line by line. The number you sign is the number you pay unless you change the plan.',
      },
      {
        question: 'Is the estimate really free?',
        answer: 'Yes. We measure, talk through options and send a detailed fixed-price proposal at no cost and with no obligation, usually within a week of the visit.',
      },
    ],
    [
      {
        question: 'What warranty do you offer?',
        answer: 'Our workmanship carries a lifetime craftsmanship warranty, and hardware such as hinges, slides and closet systems is covered for 5 years.',
      },
      {
        question: 'What happens if something needs attention after we finish?',
        answer: 'Call us and we come back. Our carpentry is covered by a lifetime craftsmanship warranty, and hinges, slides and other hardware by a 5-year hardware warranty.',
      },
    ],
  ],
  /** Services whose hero shows their own image; the rest show the default share image (spec 2). */
  heroImageSlugs: [
    'kitchen-remodeling',
    'bathroom-remodeling',
    'custom-woodworking',
    'home-additions',
    'bathroom-vanities',
    'outdoor-decks',
    'basement-finishing',
    'built-in-entertainment',
    'custom-closets',
    'home-office',
    'fireplace-mantels',
    'crown-molding',
    'flooring-installation',
    'interior-painting',
    'pantry-organization',
  ] as const satisfies readonly ServiceSlug[],
  otherServicesHeading: 'More services in {city}',
  otherServicesCount: 3,
  heroAlt: '{service} by our team',
} as const;

export const neighborhoodPage = {
  title: '{area} {service} | Free Estimates | Licensed MD Contractor',
  description: '{service} in {area}, MD. {benefit} Free estimates: call {phone}.',
  heading: '{service} in {area}, MD',
  intro: '{benefit}',
  callLabel: 'Call {phone}',
  consultationLabel: 'Request Free Project Consultation',
  whyHeading: 'Why {area} homeowners choose us',
  why: [
    { title: 'Licensed & Insured', description: 'Maryland Home Improvement Commission licensed, with full liability coverage on every job.', icon: 'shield-check' },
    { title: 'Fixed-Price Proposals', description: 'One written price before work starts; it changes only if you change the plan.', icon: 'badge-dollar-sign' },
    { title: 'Local {county} Crews', description: 'We know the permit office, the housing stock and the suppliers around {area}.', icon: 'map-pin' },
    { title: 'Lifetime Craftsmanship Warranty', description: 'We stand behind our carpentry for as long as you own the home.', icon: 'award' },
  ],
  serviceLinkLabel: 'Learn more about our {serviceLower} services',
  guidesHeading: 'Helpful guides',
  guideLinkLabel: 'Read the guide',
  localHeading: 'Your local {service} team',
  localBody: '{note}',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  stepsHeading: 'Four steps to your new space',
  steps: [
    { step: 1, title: 'Contact Us', description: 'Call or request a consultation; we reply within 24 hours.' },
    { step: 2, title: 'Site Visit', description: 'We visit your {area} home, measure and discuss ideas and budget.' },
    { step: 3, title: 'Custom Proposal', description: 'You receive a detailed, fixed-price proposal and schedule.' },
    { step: 4, title: 'Expert Execution', description: 'Our crew completes the work and walks it with you at the end.' },
  ],
  ctaHeading: 'Ready to start your {area} project?',
  ctaBody: 'Book a free consultation and get a written, fixed-price proposal for your {serviceLower} project.',
  breadcrumbHome: 'Home',
} as const;
