import type { ServiceLocalFacts, ServiceSlug } from '../types';
import { customWoodworkingFacts } from './custom-woodworking';
import { kitchenRemodelingFacts } from './kitchen-remodeling';
import { bathroomRemodelingFacts } from './bathroom-remodeling';
import { homeAdditionsFacts } from './home-additions';
import { bathroomVanitiesFacts } from './bathroom-vanities';
import { outdoorDecksFacts } from './outdoor-decks';
import { basementFinishingFacts } from './basement-finishing';
import { builtInEntertainmentFacts } from './built-in-entertainment';
import { customClosetsFacts } from './custom-closets';
import { homeOfficeFacts } from './home-office';
import { fireplaceMantelsFacts } from './fireplace-mantels';
import { crownMoldingFacts } from './crown-molding';
import { flooringInstallationFacts } from './flooring-installation';
import { interiorPaintingFacts } from './interior-painting';
import { pantryOrganizationFacts } from './pantry-organization';
import { sidingInstallationFacts } from './siding-installation';
import { roofingServicesFacts } from './roofing-services';
import { doorInstallationFacts } from './door-installation';
import { windowInstallationFacts } from './window-installation';

/** What each service means locally (kinds of houses, permits, reviews, warranties), by slug. */
export const localFacts: Record<ServiceSlug, ServiceLocalFacts> = {
  'custom-woodworking': customWoodworkingFacts,
  'kitchen-remodeling': kitchenRemodelingFacts,
  'bathroom-remodeling': bathroomRemodelingFacts,
  'home-additions': homeAdditionsFacts,
  'bathroom-vanities': bathroomVanitiesFacts,
  'outdoor-decks': outdoorDecksFacts,
  'basement-finishing': basementFinishingFacts,
  'built-in-entertainment': builtInEntertainmentFacts,
  'custom-closets': customClosetsFacts,
  'home-office': homeOfficeFacts,
  'fireplace-mantels': fireplaceMantelsFacts,
  'crown-molding': crownMoldingFacts,
  'flooring-installation': flooringInstallationFacts,
  'interior-painting': interiorPaintingFacts,
  'pantry-organization': pantryOrganizationFacts,
  'siding-installation': sidingInstallationFacts,
  'roofing-services': roofingServicesFacts,
  'door-installation': doorInstallationFacts,
  'window-installation': windowInstallationFacts,
};

export { homeTypes } from './home-types';
