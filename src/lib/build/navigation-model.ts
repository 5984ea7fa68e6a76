import { navigation } from '../../content/navigation';
import { brand } from '../../content/site';
import { href } from './routes';

/** Where the navigation sits: the home page and location pages link to their own sections. */
export type NavContext = 'home' | 'location' | 'page';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavModel {
  links: NavLink[];
  locations: NavLink[];
  /** Only on location pages: scrolls to the page's contact section. */
  consultation?: NavLink;
  homeHref: string;
  brandName: string;
  brandTagline: string;
  /** The <nav> landmark's accessible name. */
  label: string;
  locationsLabel: string;
  locationsHeading: string;
  menuOpenLabel: string;
  menuCloseLabel: string;
}

export function buildNavigation(context: NavContext, locations: readonly NavLink[]): NavModel {
  const onSamePage = context !== 'page';
  const links: NavLink[] = navigation.links.map((link) =>
    'section' in link
      ? { label: link.label, href: href.section(link.section, onSamePage) }
      : { label: link.label, href: href.financing() },
  );
  if (context === 'location') {
    const contactIndex = navigation.links.findIndex((link) => 'section' in link && link.section === 'contact');
    links.splice(contactIndex, 0, {
      label: navigation.serviceAreas.label,
      href: href.section(navigation.serviceAreas.section, true),
    });
  }
  return {
    links,
    locations: [...locations],
    ...(context === 'location'
      ? { consultation: { label: navigation.consultation.label, href: href.section('contact', true) } }
      : {}),
    homeHref: href.home(),
    brandName: brand.shortName,
    brandTagline: brand.descriptor,
    label: navigation.label,
    locationsLabel: navigation.locationsMenu.label,
    locationsHeading: navigation.locationsMenu.heading,
    menuOpenLabel: navigation.menuOpenLabel,
    menuCloseLabel: navigation.menuCloseLabel,
  };
}
