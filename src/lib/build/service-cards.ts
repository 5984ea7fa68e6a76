import type { IconName, ServiceSlug } from '../../content/types';
import { services } from '../../content/services';
import { serviceImage } from './artwork';
import { responsiveImage, type ResponsiveImage } from './images';

/** One card of the service grid (components/sections/service-grid.tsx). */
export interface ServiceCardData {
  slug: string;
  title: string;
  description: string;
  features: readonly string[];
  icon: IconName;
  href: string;
  image: ResponsiveImage;
}

/** The grid is one column on phones, two on tablets and three (400 px) on desktops. */
const cardSizes = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

/**
 * The cards of the given services, in order, each linking where `hrefOf` says (the home grid
 * links the service page, a location page its location variant).
 */
export function serviceCards(slugs: readonly ServiceSlug[], hrefOf: (slug: ServiceSlug) => string): Promise<ServiceCardData[]> {
  return Promise.all(
    slugs.map(async (slug) => {
      const service = services[slug];
      return {
        slug,
        title: service.cardTitle ?? service.name,
        description: service.description,
        features: service.features,
        icon: service.icon,
        href: hrefOf(slug),
        image: await responsiveImage(serviceImage(slug), { alt: '', widths: [400, 640, 800], sizes: cardSizes, aspect: 3 / 2, phoneAvif: 'photo' }),
      };
    }),
  );
}
