/**
 * The route table of lib/build/route-table.ts, bound to the registries (content collections): what the
 * pages' getStaticPaths, the sitemap and robots.txt read. Code that runs outside Astro (the
 * browser tests, scripts) reads it as the build wrote it beside its output (scripts/route-list.mjs,
 * e2e/support/routes.ts).
 */
import { locations } from '../../content/locations';
import { galleryProjects } from '../../content/gallery';
import { guideList } from '../../content/guides';
import { SERVICE_SLUGS } from '../../content/services/slugs';
import { familyList, routeTable } from './route-table';

export * from './route-table';

// BUILD_FAMILIES=guide,service builds only those families' pages: for the editor tests' sandboxes.
const only = process.env.BUILD_FAMILIES;

export const { routesOf, allRoutes, indexableRoutes, staticPaths } = routeTable({
  services: SERVICE_SLUGS,
  locations,
  guides: guideList,
  projects: galleryProjects,
  families: only ? familyList(only) : undefined,
});
