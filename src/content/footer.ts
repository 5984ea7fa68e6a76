import { quote } from './facts';
import type { SectionId } from './navigation';
import type { PolicyPageName } from './policy-page';
import type { ServiceSlug } from './types';

/** Footer copy and which services it links to (spec 2: crown molding, closets, basements among them). */
export const footer = {
  blurb:
    'Custom woodwork, kitchens, baths and whole-home remodeling for Maryland homeowners, built by one accountable crew under a fixed-price agreement.',
  servicesHeading: 'Popular Services',
  services: [
    'custom-woodworking',
    'kitchen-remodeling',
    'bathroom-remodeling',
    'basement-finishing',
    'custom-closets',
    'crown-molding',
    'built-in-entertainment',
    'outdoor-decks',
  ] satisfies ServiceSlug[],
  companyHeading: 'Company',
  /** The navigation entries the Company column repeats (labels from navigation.ts), then /process (its name from process.ts) and the locations. */
  companyLinks: ['gallery', 'about', 'financing'] satisfies (SectionId | 'financing')[],
  contactHeading: 'Contact',
  marylandLabel: 'Maryland',
  generalLabel: 'General inquiries',
  officeLabel: 'Office',
  hoursLabel: 'Phone hours',
  socialHeading: 'Follow our work',
  /** The name of each profile in site.ts's social, in the order the footer lists them. */
  socialLabels: { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' },
  /** The policy pages every footer links to (names from policy-page.ts), in this order, under this landmark name. */
  policyLinks: ['warranty', 'privacy', 'accessibility'] satisfies PolicyPageName[],
  policyLinksLabel: 'Policies',
  copyright: '© {year} {legalName}. All rights reserved.',
  /** Each sentence leaves while the owner has its claim switched off (facts.ts). */
  legal: quote('Licensed and insured home improvement contractor{claim.licensedInsured}. Free estimates on every project{claim.freeEstimates}.'),
} as const;
