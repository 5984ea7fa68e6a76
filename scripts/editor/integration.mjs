// @ts-check
// The content editor (Keystatic) as Astro integrations, for the two places it runs:
// - `npm run cms`: on a staff computer, saving to the working tree (or to GitHub with
//   KEYSTATIC_GITHUB_REPO), beside the dev server;
// - `npm run build:editor`: the editor's own origin on Netlify (edit. + the domain), where every
//   address is answered on demand by one function in Keystatic's GitHub mode, except the editor's
//   browser app, a static file. It builds no public page (astro.config.mjs).
// `npm run build` never loads this file, so the public build contains no editor.
import keystatic from '@keystatic/astro';
import { build } from 'esbuild';
import { writeFile } from 'node:fs/promises';
import { securityHeaders } from '../security-headers/policy.mjs';
import { fileURLToPath } from 'node:url';
import { keystaticHouseStyle } from '../../keystatic.yaml.mjs';
import { EDITOR_PAGE_PATTERN } from './routes.mjs';

const editorPage = fileURLToPath(new URL('../../src/editor/keystatic-page.astro', import.meta.url));
const liveEditorPage = fileURLToPath(new URL('../../src/editor/keystatic-page-live.astro', import.meta.url));
const liveEditorApp = fileURLToPath(new URL('../../src/editor/keystatic-browser.ts', import.meta.url));
const houseStyleYaml = fileURLToPath(new URL('../../keystatic.yaml.mjs', import.meta.url));
const editorMiddleware = fileURLToPath(new URL('../../src/editor/middleware.ts', import.meta.url));

/**
 * Keystatic's own integration, with its page swapped for ours: the same editor in a document that
 * says noindex and has a title (src/editor/keystatic-page.astro for `npm run cms`;
 * keystatic-page-live.astro, which loads the bundle liveEditorBundle() makes, on the live site).
 * @param {string} page
 * @returns {import('astro').AstroIntegration}
 */
function keystaticWithOurPage(page) {
  const upstream = keystatic();
  const setup = upstream.hooks['astro:config:setup'];
  if (!setup) throw new Error('@keystatic/astro no longer has an astro:config:setup hook; see scripts/editor/integration.mjs');
  return {
    name: 'keystatic',
    hooks: {
      'astro:config:setup': (params) =>
        setup({
          ...params,
          injectRoute: (route) =>
            params.injectRoute(route.pattern === EDITOR_PAGE_PATTERN ? { ...route, entrypoint: page } : route),
        }),
    },
  };
}

/**
 * The editor's response headers and its "not set up yet" page (src/editor/middleware.ts). Netlify
 * applies dist/_headers to static files only, so the on-demand routes carry their own.
 * @returns {import('astro').AstroIntegration}
 */
function editorHeaders() {
  return {
    name: 'editor-headers',
    hooks: {
      'astro:config:setup': ({ addMiddleware }) => addMiddleware({ entrypoint: editorMiddleware, order: 'pre' }),
    },
  };
}

/**
 * The live editor's browser app (src/editor/keystatic-browser.ts) as one file, _editor/keystatic.js,
 * bundled by esbuild rather than as an Astro island (Keystatic's app is one React root that owns the
 * page). It gets what keystaticHouseStyle() gives the editor in Vite: the YAML style and the
 * settings read at build time. `_headers` gives that file, the only static one, the headers the
 * function gives everything else.
 * @returns {import('astro').AstroIntegration}
 */
function liveEditorBundle() {
  return {
    name: 'live-editor-bundle',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const env = (/** @type {string} */ name) => JSON.stringify(process.env[name] ?? '');
        await build({
          entryPoints: [liveEditorApp],
          outfile: fileURLToPath(new URL('_editor/keystatic.js', dir)),
          bundle: true,
          format: 'esm',
          platform: 'browser',
          target: 'es2022',
          minify: true,
          jsx: 'automatic',
          alias: { 'js-yaml': houseStyleYaml },
          define: {
            'process.env.NODE_ENV': '"production"',
            'import.meta.env.KEYSTATIC_GITHUB_REPO': env('KEYSTATIC_GITHUB_REPO'),
            'import.meta.env.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG': env('PUBLIC_KEYSTATIC_GITHUB_APP_SLUG'),
            'import.meta.env.KEYSTATIC_DEPLOYED': 'true',
          },
          logLevel: 'warning',
        });
        const headers = Object.entries({ ...securityHeaders, 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-cache' })
          .map(([name, value]) => `  ${name}: ${value}`)
          .join('\n');
        await writeFile(new URL('_headers', dir), `/_editor/*\n${headers}\n`);
        logger.info('The editor app is in _editor/keystatic.js.');
      },
    },
  };
}

/**
 * @param {{ deployed: boolean }} options deployed: the live-site build (GitHub mode is required
 *   there; the middleware says which setting is missing instead of falling back to local files).
 * @returns {import('astro').AstroIntegration[]}
 */
export function siteEditor({ deployed }) {
  return deployed
    ? [keystaticWithOurPage(liveEditorPage), keystaticHouseStyle({ deployed }), editorHeaders(), liveEditorBundle()]
    : [keystaticWithOurPage(editorPage), keystaticHouseStyle({ deployed })];
}
