/**
 * lib/routes.ts for the browser tests: the same route table (lib/route-table.ts), built from the
 * content files (./content.ts) instead of the registries, which need Astro's runtime.
 */
import { routeTable } from '../../src/lib/route-table';
import { guideList, locations } from './content';

export { href, type RouteEntry, type TemplateName } from '../../src/lib/route-table';

export const { routesOf, allRoutes, indexableRoutes } = routeTable({ locations, guides: guideList });
