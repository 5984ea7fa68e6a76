/** The in-page sections links can point at: the home page's and a location page's section ids. */
export type SectionId = 'home' | 'services' | 'gallery' | 'about' | 'contact' | 'service-areas';

/** Labels and order of the fixed navigation (spec 2, "Navigation"). */
export const navigation = {
  /** The accessible name of the header's <nav> landmark. */
  label: 'Main',
  /** The accessible name of a page's breadcrumb trail. */
  breadcrumbLabel: 'Breadcrumb',
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
