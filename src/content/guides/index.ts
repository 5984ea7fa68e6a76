/**
 * All guide articles (/support/{slug}), keyed by slug. Each guide lives in its own module; this
 * index is the only place that lists them, so pages, the sitemap and the tests share one source.
 */
import { GUIDE_SLUGS } from './slugs';
import { type GuideContent, type GuideSlug, type ServiceSlug } from '../types';
import { kitchenLayoutGuide } from './kitchen-layout-guide';
import { kitchenMaterialsGuide } from './kitchen-materials-guide';
import { kitchenTrendsGuide } from './kitchen-trends-guide';
import { bathroomDesignIdeas } from './bathroom-design-ideas';
import { basementFinishingDesignIdeas } from './basement-finishing-design-ideas';
import { basementFinishingGuide } from './basement-finishing-guide';
import { builtInEntertainmentDesignIdeas } from './built-in-entertainment-design-ideas';
import { builtInEntertainmentGuide } from './built-in-entertainment-guide';
import { crownMoldingGuide } from './crown-molding-guide';
import { customClosetsGuide } from './custom-closets-guide';
import { customClosetsOrganizationGuide } from './custom-closets-organization-guide';
import { customWoodworkingGuide } from './custom-woodworking-guide';
import { doorInstallationGuide } from './door-installation-guide';
import { fireplaceMantelsGuide } from './fireplace-mantels-guide';
import { flooringInstallationGuide } from './flooring-installation-guide';
import { homeAdditionsDesignGuide } from './home-additions-design-guide';
import { homeAdditionsGuide } from './home-additions-guide';
import { homeOfficeGuide } from './home-office-guide';
import { interiorPaintingGuide } from './interior-painting-guide';
import { outdoorDecksDesignGuide } from './outdoor-decks-design-guide';
import { outdoorDecksGuide } from './outdoor-decks-guide';
import { pantryOrganizationGuide } from './pantry-organization-guide';
import { roofingServicesGuide } from './roofing-services-guide';
import { sidingInstallationGuide } from './siding-installation-guide';
import { windowInstallationGuide } from './window-installation-guide';

export const guides: Record<GuideSlug, GuideContent> = {
  'kitchen-layout-guide': kitchenLayoutGuide,
  'kitchen-materials-guide': kitchenMaterialsGuide,
  'kitchen-trends-guide': kitchenTrendsGuide,
  'bathroom-design-ideas': bathroomDesignIdeas,
  'basement-finishing-design-ideas': basementFinishingDesignIdeas,
  'basement-finishing-guide': basementFinishingGuide,
  'built-in-entertainment-design-ideas': builtInEntertainmentDesignIdeas,
  'built-in-entertainment-guide': builtInEntertainmentGuide,
  'crown-molding-guide': crownMoldingGuide,
  'custom-closets-guide': customClosetsGuide,
  'custom-closets-organization-guide': customClosetsOrganizationGuide,
  'custom-woodworking-guide': customWoodworkingGuide,
  'door-installation-guide': doorInstallationGuide,
  'fireplace-mantels-guide': fireplaceMantelsGuide,
  'flooring-installation-guide': flooringInstallationGuide,
  'home-additions-design-guide': homeAdditionsDesignGuide,
  'home-additions-guide': homeAdditionsGuide,
  'home-office-guide': homeOfficeGuide,
  'interior-painting-guide': interiorPaintingGuide,
  'outdoor-decks-design-guide': outdoorDecksDesignGuide,
  'outdoor-decks-guide': outdoorDecksGuide,
  'pantry-organization-guide': pantryOrganizationGuide,
  'roofing-services-guide': roofingServicesGuide,
  'siding-installation-guide': sidingInstallationGuide,
  'window-installation-guide': windowInstallationGuide,
};

/** Every guide, in GUIDE_SLUGS order. */
export const guideList: GuideContent[] = GUIDE_SLUGS.map((slug) => guides[slug]);

function isGuideSlug(slug: string): slug is GuideSlug {
  return (GUIDE_SLUGS as readonly string[]).includes(slug);
}

/** The guide with this slug, or undefined for an unknown slug. */
export function getGuide(slug: string): GuideContent | undefined {
  return isGuideSlug(slug) ? guides[slug] : undefined;
}

/** Guides whose related service is `service`, in GUIDE_SLUGS order (empty when there are none). */
export function guidesForService(service: ServiceSlug): GuideContent[] {
  return guideList.filter((guide) => guide.service === service);
}
