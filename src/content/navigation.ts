import type { SectionId } from '../lib/routes';

/** Labels and order of the fixed navigation (spec 2, "Navigation"). */
export const navigation = {
  links: [
    { label: 'Home', section: 'home' },
    { label: 'Services', section: 'services' },
    { label: 'Gallery', section: 'gallery' },
    { label: 'About', section: 'about' },
    { label: 'Financing', page: 'financing' },
    { label: 'Contact', section: 'contact' },
  ] as const satisfies readonly ({ label: string; section: SectionId } | { label: string; page: 'financing' })[],
  /** Added before Contact on location pages. */
  serviceAreas: { label: 'Service Areas', section: 'service-areas' } as const,
  locationsMenu: { label: 'Locations', heading: 'Service Locations' },
  consultation: { label: 'Project Consultation', section: 'contact' } as const,
  menuOpenLabel: 'Open menu',
  menuCloseLabel: 'Close menu',
  skipLink: 'Skip to main content',
} as const;
