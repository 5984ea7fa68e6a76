/**
 * The service catalogue, read from the `services` collection (one YAML file a service in this
 * folder, edited in the CMS). The set of services is SERVICE_SLUGS (slugs.ts): a service also
 * needs its routes, picture and local facts, so adding one is a developer's change, while
 * everything a service page says is the office's.
 */
import { getCollection } from 'astro:content';
import { GRID_SERVICE_SLUGS, SERVICE_SLUGS } from './slugs';
import { type ServiceContent, type ServiceSlug } from '../types';
import { checkedRegistry } from '../registry';

/** The service catalogue, keyed by slug. */
export const services: Record<ServiceSlug, ServiceContent> = checkedRegistry(
  'services',
  'src/content/services/{slug}.yaml',
  SERVICE_SLUGS,
  await getCollection('services'),
);

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
