/**
 * The cost ranges of each service (settings/costs.json, edited in the editor under Settings › Cost
 * ranges) with the copy that explains them (services.ts, drivers.ts). Imported as JSON, as site.ts
 * imports the business settings, so the browser tests read the very figures the pages show; the
 * `costs` collection checks the file at every build (src/content.config.ts).
 */
import costsJson from '../settings/costs.json' with { type: 'json' };
import type { CostRange, CostSettings } from '../costs-schema';
import type { ServiceSlug } from '../services/slugs';
import { costSection } from './copy';
import { costDrivers, type CostDriver } from './drivers';
import { serviceCosts, type PublishedFigure } from './services';

export type { CostRange, PublishedFigure };
export type { CostDriver, CostSource } from './drivers';
export { costSection };

const settings = costsJson as CostSettings;

/** What a service page's cost section shows. */
export interface ServiceCostView {
  ranges: readonly CostRange[];
  assumes: string;
  /** The drivers of this service's work, its material grade last. */
  drivers: readonly CostDriver[];
  published?: PublishedFigure;
}

/** A service's ranges, what they assume, and the drivers true of its work. */
export function costsFor(slug: ServiceSlug): ServiceCostView {
  const own = serviceCosts[slug];
  return {
    ranges: settings.ranges[slug],
    assumes: own.assumes,
    drivers: [...own.drivers.map((id) => costDrivers[id]), { title: costSection.materialsTitle, body: own.materials, sources: [] }],
    ...(own.published ? { published: own.published } : {}),
  };
}
