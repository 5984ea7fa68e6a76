// @ts-check
// The routes and the content the build produced, for the code that checks the build from outside
// Astro (the browser tests, the bench, the SEO audit).
//
// The route table (src/lib/build/routes.ts) and the registries of src/content are bound to the
// content collections, which exist only inside Astro. So every `astro build` renders them once
// more: prerendered endpoints (scripts/route-list/endpoint.ts and content.ts, injected for builds
// only) write them as JSON, and as soon as the pages are generated, before any other integration
// looks at the output, this integration moves those files out of the published folder to files
// beside it: `dist` -> `dist.routes.json` and `dist.content.json` (git-ignored). They are never
// deployed, so `_headers`, the sitemap and every published file stay what they were;
// e2e/support/routes.ts and content.ts read them.
import { rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where each endpoint writes inside the build folder, for a moment, and the file's suffix beside it. */
const LISTS = [
  { pattern: '/__route-list.json', entrypoint: './route-list/endpoint.ts', suffix: '.routes.json' },
  { pattern: '/__content-list.json', entrypoint: './route-list/content.ts', suffix: '.content.json' },
];

/** @param {string} outDir @param {string} suffix */
const besideOutput = (outDir, suffix) => `${outDir.replace(/[\\/]+$/, '')}${suffix}`;

/**
 * The route list of the build in `outDir`: the file beside it (`/x/dist` -> `/x/dist.routes.json`),
 * so a build somewhere else (`--outDir`, DIST_DIR, a test's sandbox) has its own.
 * @param {string} outDir the build folder, a path
 */
export function routeListFile(outDir) {
  return besideOutput(outDir, '.routes.json');
}

/**
 * The content of the build in `outDir`, as the pages read it: `/x/dist` -> `/x/dist.content.json`.
 * @param {string} outDir the build folder, a path
 */
export function contentListFile(outDir) {
  return besideOutput(outDir, '.content.json');
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
        if (!building) return;
        for (const { pattern, entrypoint } of LISTS) injectRoute({ pattern, entrypoint: fileURLToPath(new URL(entrypoint, import.meta.url)), prerender: true });
      },
      // Lists left by an earlier build go first: a failed build leaves none beside its output,
      // rather than one that does not describe it (and Tailwind, which scans the project's files
      // where there is no .gitignore, as in the tests' sandboxes, never reads an old one).
      'astro:config:done': async ({ config, buildOutput }) => {
        if (!building) return;
        const published = buildOutput === 'server' ? config.build.client : config.outDir;
        await Promise.all(LISTS.map(({ suffix }) => rm(besideOutput(fileURLToPath(published), suffix), { force: true })));
      },
      'astro:build:generated': async ({ dir, logger }) => {
        for (const { pattern, suffix } of LISTS) await rename(new URL(pattern.slice(1), dir), besideOutput(fileURLToPath(dir), suffix));
        logger.info(`The built routes and content are listed beside ${fileURLToPath(dir)} (*.routes.json, *.content.json; not published).`);
      },
    },
  };
})();
