/**
 * The routes the build produced, for the browser tests, the bench and the SEO audit: the list
 * `astro build` writes beside its output (scripts/route-list.mjs; `dist` -> `dist.routes.json`),
 * which is lib/build/routes.ts's table as the pages' getStaticPaths read it. Read on first use, so a
 * script that builds first (the bench) gets the new list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeListFile } from '../../scripts/route-list.mjs';
import type { RouteEntry, TemplateName } from '../../src/lib/build/route-table';

export { href, type RouteEntry, type TemplateName } from '../../src/lib/build/route-table';

/** The build the tests check: dist/, or DIST_DIR. */
export const distDir = process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');

/** A JSON file the build wrote beside dist/ (`what` the tests read from it), parsed; a clear error when there is no build. */
export function readBuildFile(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: the tests read ${what} from the build. Run \`npm run build\` first (or set DIST_DIR to a built site).`);
  }
  return JSON.parse(text);
}

let built: readonly RouteEntry[] | undefined;

function builtRoutes(): readonly RouteEntry[] {
  if (built) return built;
  const file = routeListFile(distDir);
  const { routes } = readBuildFile(file, 'the routes') as { routes?: RouteEntry[] };
  if (!Array.isArray(routes) || routes.length === 0) throw new Error(`${file} lists no routes; run \`npm run build\` again.`);
  built = routes;
  return built;
}

/** Every built route except the 404 page, in the route table's order (family by family). */
export const allRoutes = (): RouteEntry[] => [...builtRoutes()];

export const routesOf = (template: TemplateName): RouteEntry[] => builtRoutes().filter((route) => route.template === template);

/** What the sitemap should list: indexable routes at their canonical address (no aliases), as in lib/build/route-table.ts. */
export const indexableRoutes = (): RouteEntry[] => builtRoutes().filter((route) => route.indexable && !route.aliasOf);
