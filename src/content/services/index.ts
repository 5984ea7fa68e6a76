import { GRID_SERVICE_SLUGS, SERVICE_SLUGS } from './slugs';
import { type ServiceContent, type ServiceSlug } from '../types';
import { customWoodworking } from './custom-woodworking';
import { kitchenRemodeling } from './kitchen-remodeling';
import { bathroomRemodeling } from './bathroom-remodeling';
import { homeAdditions } from './home-additions';
import { bathroomVanities } from './bathroom-vanities';
import { outdoorDecks } from './outdoor-decks';
import { basementFinishing } from './basement-finishing';
import { builtInEntertainment } from './built-in-entertainment';
import { customClosets } from './custom-closets';
import { homeOffice } from './home-office';
import { fireplaceMantels } from './fireplace-mantels';
import { crownMolding } from './crown-molding';
import { flooringInstallation } from './flooring-installation';
import { interiorPainting } from './interior-painting';
import { pantryOrganization } from './pantry-organization';
import { sidingInstallation } from './siding-installation';
import { roofingServices } from './roofing-services';
import { doorInstallation } from './door-installation';
import { windowInstallation } from './window-installation';

/** The service catalogue, keyed by slug. */
export const services: Record<ServiceSlug, ServiceContent> = {
  'custom-woodworking': customWoodworking,
  'kitchen-remodeling': kitchenRemodeling,
  'bathroom-remodeling': bathroomRemodeling,
  'home-additions': homeAdditions,
  'bathroom-vanities': bathroomVanities,
  'outdoor-decks': outdoorDecks,
  'basement-finishing': basementFinishing,
  'built-in-entertainment': builtInEntertainment,
  'custom-closets': customClosets,
  'home-office': homeOffice,
  'fireplace-mantels': fireplaceMantels,
  'crown-molding': crownMolding,
  'flooring-installation': flooringInstallation,
  'interior-painting': interiorPainting,
  'pantry-organization': pantryOrganization,
  'siding-installation': sidingInstallation,
  'roofing-services': roofingServices,
  'door-installation': doorInstallation,
  'window-installation': windowInstallation,
};

/** All 19 services in SERVICE_SLUGS order. */
export const serviceList: ServiceContent[] = SERVICE_SLUGS.map((slug) => services[slug]);

/**
 * The 18 services on the home grid and in every location: the catalogue without the
 * catalogue-only bathroom-vanities, in the spec's card order (which is SERVICE_SLUGS order).
 * Each of them has a cardTitle; bathroom-vanities has none (services.test checks both).
 */
export const homeGridSlugs: ServiceSlug[] = [...GRID_SERVICE_SLUGS];

/** How many services that is, for copy ("18 services under one roof"). */
export { serviceCount } from './slugs';

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

/** The service for a slug, or undefined for an unknown slug. */
export function getService(slug: string): ServiceContent | undefined {
  return isServiceSlug(slug) ? services[slug] : undefined;
}
