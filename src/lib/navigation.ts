import { navigation } from '../content/navigation';
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
}

export function buildNavigation(context: NavContext, locations: readonly NavLink[]): NavModel {
  const onSamePage = context !== 'page';
  const links: NavLink[] = navigation.links.map((link) =>
    'section' in link
      ? { label: link.label, href: href.section(link.section, onSamePage) }
      : { label: link.label, href: href.financing() },
  );
  if (context === 'location') {
    const contactIndex = links.findIndex((link) => link.label === 'Contact');
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
  };
}
