import { quote } from './facts';
import { claims, onlyShown, shows, thirdParty } from './site';
import type { ServiceSlug } from './types';

/** Labels shared by every service page (spec 2, "Service pages"). Per-service copy lives in services/. */
export const servicePage = {
  viewOurWorkLabel: 'View Our Work',
  /** Alt text of the photo beside the checklist: one of the category's gallery photos. */
  checklistImageAlt: '{category} project by our team',
  /** "?location=" variant: the primary button dials the location. */
  callLabel: 'Call {displayName}',
  locationHeading: '{service} in {location}',
  locationBadge: 'Serving {location}',
  /** Page titles (spec 9); the brand is appended by the metadata builder. */
  titleWithLocation: '{service} {location} | {title}',
  titleWithoutLocation: '{services} | {title}',
  /** Spec 9, word for word. */
  descriptionWithLocation: 'Professional {service} contractor in {location}',
  trustEyebrow: 'Why homeowners trust us',
  processEyebrow: 'Our process',
  /** Links to the service's local landing pages (the kitchen pages of Bethesda and Potomac). */
  localPagesHeading: '{service} near you',
  localPagesLinkLabel: 'Read more',
  /** Every guide whose related service is this one, so a guide published in the editor is linked at once. */
  guidesHeading: '{service} guides',
  guideLinkLabel: 'Read the guide',
  faqEyebrow: 'Questions & answers',
  faqHeading: 'Frequently Asked Questions',
  /** The claims under the hero, less those switched off (none when all are); the page joins them with " · ". */
  experienceNote: onlyShown([
    { text: claims.yearsExperienceLabel, claim: 'yearsExperience' },
    { text: claims.freeEstimates, claim: 'freeEstimates' },
    { text: claims.craftsmanshipWarranty, claim: 'craftsmanshipWarranty' },
  ] as const),
  breadcrumbHome: 'Home',
  breadcrumbServices: 'Services',
  contact: {
    eyebrow: 'Get started',
    heading: 'Ready to talk about your project?',
    intro: quote('Tell us what you have in mind and a project manager will arrange an in-home consultation. We reply {business.responseTime}.'),
    requestLabel: 'Request a Free Consultation',
    financingLabel: 'Estimate Your Monthly Payment',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    hoursLabel: 'Phone hours',
  },
  certified: {
    /** Shown only on this service page, and only with one of these locations selected. */
    service: 'outdoor-decks' as ServiceSlug,
    locations: ['maryland'] as readonly string[],
    /** Each certification shows while its claim is; the section shows while one does. */
    showInstaller: shows('trexCertified'),
    showPaint: shows('sherwinWilliamsPartner'),
    heading: 'Certified Excellence',
    intro: 'Our deck crews are trained and certified by the manufacturers whose materials we install, so your warranty is backed twice.',
    installerTitle: thirdParty.certification.title,
    installerBody: `We are a ${thirdParty.certification.title}: our crews follow ${thirdParty.certification.manufacturer}'s installation standards, which keeps the manufacturer's material warranty in force on every board we set.`,
    installerLogoAlt: `${thirdParty.certification.manufacturer} certified installer badge`,
    viewCertificationLabel: 'View Certification',
    newTabHint: '(opens in a new tab)',
    paintTitle: thirdParty.certification.paintTitle,
    paintBody: `As a ${thirdParty.certification.paintTitle}, we specify and apply ${thirdParty.certification.paintBrand} stains and coatings made for Maryland sun, humidity and freeze-thaw winters.`,
    cardsHeading: 'What we build outdoors',
    cards: [
      { title: 'Custom Decks', description: 'Composite, PVC and hardwood decks on engineered footings, with stairs, lighting and rail systems.' },
      { title: 'Cabanas', description: 'Open-air cabanas with roofs, ceiling fans and built-in seating beside the pool or patio.' },
      { title: 'Pool Houses', description: 'Enclosed pool houses with changing rooms, storage and outdoor kitchens, permitted and inspected.' },
      { title: 'Pergolas', description: 'Cedar, aluminum or fiberglass pergolas with optional louvered roofs and privacy screens.' },
    ],
  },
} as const;
