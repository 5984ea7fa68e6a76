// @ts-check
// The routes the build produced, for the code that checks the build from outside Astro (the
// browser tests, the bench, the SEO audit).
//
// The route table is bound to the content collections in src/lib/build/routes.ts, which exists only
// inside Astro. So every `astro build` renders it once more: a prerendered endpoint
// (scripts/route-list/endpoint.ts, injected for builds only) writes allRoutes() as JSON, and as
// soon as the pages are generated, before any other integration looks at the output, this
// integration moves that file out of the published folder to a file beside it: `dist` ->
// `dist.routes.json` (git-ignored). It is never deployed, so `_headers`, the sitemap and every
// published file stay what they were; e2e/support/routes.ts reads it.
import { rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where the endpoint writes inside the build folder, for a moment. */
const PATTERN = '/__route-list.json';
const endpoint = fileURLToPath(new URL('./route-list/endpoint.ts', import.meta.url));

/**
 * The route list of the build in `outDir`: the file beside it (`/x/dist` -> `/x/dist.routes.json`),
 * so a build somewhere else (`--outDir`, DIST_DIR, a test's sandbox) has its own.
 * @param {string} outDir the build folder, a path
 */
export function routeListFile(outDir) {
  return `${outDir.replace(/[\\/]+$/, '')}.routes.json`;
}

/**
 * The list as the endpoint writes it: `{ "routes": [...] }`, one route a line.
 * @param {readonly unknown[]} routes
 */
export function routeListJson(routes) {
  return `{"routes":[\n${routes.map((route) => JSON.stringify(route)).join(',\n')}\n]}\n`;
}

/** @type {import('astro').AstroIntegration} */
export const routeList = (() => {
  let building = false;
  return {
    name: 'route-list',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        building = command === 'build';
        if (building) injectRoute({ pattern: PATTERN, entrypoint: endpoint, prerender: true });
      },
      // A list left by an earlier build goes first: a failed build leaves none beside its output,
      // rather than one that does not describe it (and Tailwind, which scans the project's files
      // where there is no .gitignore, as in the tests' sandboxes, never reads an old one).
      'astro:config:done': async ({ config, buildOutput }) => {
        if (!building) return;
        const published = buildOutput === 'server' ? config.build.client : config.outDir;
        await rm(routeListFile(fileURLToPath(published)), { force: true });
      },
      'astro:build:generated': async ({ dir, logger }) => {
        const to = routeListFile(fileURLToPath(dir));
        await rename(new URL(PATTERN.slice(1), dir), to);
        logger.info(`The built routes are listed in ${to} (not published).`);
      },
    },
  };
})();
