import { durationsInWords } from './durations';
import { claims, happyClientsStat, yearsExperienceStat } from './site';
import { serviceCount } from './services/slugs';
/**
 * Copy of the internal Location Page Generator (spec 2, "Location Page Generator"): the page, the
 * form, the toasts, and the default texts a generated location module starts with. The defaults
 * are honest and generic on purpose: staff replace them with local detail before launch.
 * Placeholders: {state}, {county}, {city}, {name}, {n}, {file}, {yearsExperience}; {brand} in a
 * default becomes a reference to brand.name in the generated module, so the brand stays defined once.
 */
export const generatorPage = {
  metadata: {
    title: 'Location Page Generator',
    description:
      'Internal tool for staff: generate the content module of a new location page for franchise expansion into a new state.',
    breadcrumbHome: 'Home',
    breadcrumbName: 'Location Page Generator',
    keywords: ['location page generator', 'service area pages', 'franchise expansion'],
  },
  hero: {
    badge: 'Internal tool',
    heading: 'Location Page Generator',
    intro:
      'Expanding the franchise into a new state? Fill in the location below and generate a ready-made location module. Saved in the locations folder, it gives the new state its location page, a page for every city and a page for every service in each city on the next build.',
    privacy: 'Everything stays in this browser: nothing you type here is sent anywhere.',
  },
  steps: {
    heading: 'How to publish a new location',
    items: [
      'Fill in the form and select Generate Location Page.',
      'Download the file and save it in src/content/locations/: the next build finds it there.',
      'Replace the generic county, city and neighborhood texts with local detail, then build.',
    ],
  },
  form: {
    heading: 'Location details',
    stateName: {
      label: 'State Name',
      placeholder: 'e.g. New Jersey',
      help: 'Required. Names the page and forms its address, e.g. /locations/new-jersey.',
    },
    stateAbbr: {
      label: 'State Abbreviation',
      placeholder: 'NJ',
      help: 'Two letters at most, saved in capitals.',
    },
    phoneNumber: {
      label: 'Phone Number',
      placeholder: '(555) 555-0100', // launch-check: keep (the input's example, not a business number)
      help: 'The number every call button on the new pages dials.',
    },
    heroDescription: {
      label: 'Hero Description',
      help: 'The opening paragraph under the page heading.',
    },
    aboutDescription: {
      label: 'About Description',
      help: 'Separate paragraphs with a blank line. Leave empty to start from a default about section.',
    },
    neighborhoods: {
      label: 'Target Neighborhoods (comma-separated)',
      placeholder: 'e.g. Montclair, Princeton, Hoboken',
      help: 'Each name becomes a featured neighborhood card. Use the same spelling as the city to link the card to its city page.',
    },
  },
  serviceAreas: {
    heading: 'Service Areas',
    help: 'Add each county with the cities and towns in it. Every city gets its own page.',
    countyLegend: 'County {n}',
    countyLabel: 'County Name',
    countyPlaceholder: 'e.g. Essex County',
    cityLabel: 'City',
    cityPlaceholder: 'e.g. Montclair',
    cityHelp: 'Press Enter or select Add city.',
    addCity: 'Add city',
    citiesLabel: 'Cities in this county',
    citiesHint: 'Select a city to remove it.',
    noCities: 'No cities added yet.',
    removeCity: 'Remove {city}',
    addCounty: 'Add County',
    removeCounty: 'Remove county',
    removeCountyLabel: 'Remove county {n}',
  },
  generate: {
    label: 'Generate Location Page',
    disabledHint: 'Enter a state name and a name for every county to generate the page.',
  },
  output: {
    heading: 'Generated Code',
    intro: 'Save it as {file} in src/content/locations/; the next build publishes it.',
    codeLabel: 'Generated location module',
    copy: 'Copy',
    download: 'Download',
    stale: 'The form has changed since this code was generated. Select Generate Location Page again to update it.',
    copyFailed:
      'Your browser did not allow copying. Select the code above and copy it yourself, or use Download instead.',
  },
  toasts: {
    generated: { title: 'Success', description: 'Location page code generated successfully!', durationMs: 3000 },
    copied: { title: 'Copied', description: 'Code copied to clipboard!', durationMs: 2000 },
    notificationsLabel: 'Notifications',
  },
} as const;

/** Default texts of a generated location module; staff edit them in the file afterwards. */
export const generatedDefaults = {
  fileComment: [
    'Location module written by the Location Page Generator.',
    'To publish it: save it in src/content/locations/; the next build reads every module there.',
    'Before launch, replace the generic county, city and neighborhood texts with local detail',
    '(permit offices, housing stock, what homeowners there ask for).',
  ],
  heroDescription:
    'Custom woodwork and home remodeling for {state} homeowners: kitchens, bathrooms, built-ins, decks and more, each starting with a written fixed-price proposal.',
  serviceDescription:
    `We offer ${serviceCount} services under one roof for {state} homeowners, from kitchen remodeling and bathroom remodeling to outdoor decks, custom closets and window installation. Every project starts with a written fixed-price proposal, and one accountable team handles design, permits and inspections. In-home estimates are free{claim.freeEstimates}.`,
  about: {
    heading: 'Your {state} Custom Woodwork & Remodeling Team',
    paragraphs: [
      '{brand} brings {yearsExperience} years of experience in custom woodwork and home remodeling to homeowners in {state}. Our carpenters build cabinetry, built-ins and trim to fit each house, and our project managers keep every remodel on schedule.',
      'Every {state} project begins with a written fixed-price proposal, and in-home estimates are free{claim.freeEstimates}. We handle the drawings, permits and inspections your city or county requires, so you deal with one accountable team from the first sketch to the final walkthrough.',
      'Our work is backed by a {warranties.craftsmanship.name} and a {warranties.hardware.name}. We respond to every enquiry {business.responseTime}.',
    ],
  },
  county: {
    permitOffice:
      'The building permit office of {county}. We confirm which permits your project needs and file the applications for you.',
    housingStock:
      '{county} has homes of many ages and styles. We check the framing, wiring and plumbing of each house during the in-home estimate, before we recommend a design.',
    remodelingNote:
      'Zoning, homeowner association and historic-district rules in {county} can affect additions, decks and exterior changes, so we check them before a design is final.',
  },
  cityNote:
    `{city} is part of our {county} service area. Homeowners there can book an in-home estimate for any of our ${serviceCount} services.`,
  neighborhood: {
    description:
      '{name} is one of the {state} communities we serve. Our team offers in-home estimates, written fixed-price proposals and shop-built custom woodwork for homeowners there.',
    badges: ['Local Expertise', claims.qualityCraftsmanship, 'Community Trusted'],
  },
  /** Labels of the stats whose values come from site.ts (claims and stats). */
  statLabels: {
    yearsExperience: yearsExperienceStat.label,
    happyClients: happyClientsStat.label,
  },
  faq: [
    {
      question: 'Do you offer free estimates{claim.freeEstimates} in {state}?',
      answer:
        'Yes. Every {state} project starts with a free in-home estimate, followed by a written fixed-price proposal. The price on the contract is the price you pay{claim.fixedPriceGuarantee}.',
    },
    {
      question: 'Do I need a permit for my remodeling project in {state}?',
      answer:
        'Most kitchen remodels, bathroom remodels, basement finishing, home additions and decks need a building permit from your city or county, and electrical or plumbing changes need their own trade permits. We prepare the drawings, file the applications and schedule every inspection.',
    },
    {
      question: 'How long does a kitchen remodel take?',
      answer:
        `Most kitchen remodels take ${durationsInWords.kitchen} from demolition to the final walkthrough, depending on the scope, cabinet lead times and inspections. We give you a written schedule before work starts.`,
    },
    {
      question: 'Which parts of {state} do you serve?',
      answer:
        'We serve the counties and towns listed on this page. If your town is not listed, call us: we may still be able to help with your project in {state}.',
    },
    {
      question: 'What warranty do you offer?',
      answer:
        'Our work is covered by a {warranties.craftsmanship.name}. The hardware we install carries a {warranties.hardware.name}.',
    },
    {
      question: 'Can you work with my existing home style?',
      answer:
        'Yes. Our carpenters build cabinetry, trim and built-ins in our own shop to match the age and style of your house, whether it is a historic home or a new build in {state}.',
    },
  ],
  specialties: [
    'Custom cabinetry and built-ins made in our own shop for {state} homes',
    'Kitchen and bathroom remodels quoted at a fixed price',
    'Basement finishing with built-in storage and entertainment centers',
    'Crown molding, trim and fireplace mantels matched to the house',
    'Decks and outdoor living spaces built for the local climate',
    'Home additions managed from drawings and permits to the final inspection',
  ],
} as const;
