// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { satteri } from '@astrojs/markdown-satteri';
import tailwindcss from '@tailwindcss/vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  buildHeadersFile,
  cspDirectives,
  headerPolicy,
  metaPolicyOf,
  scriptSources,
  styleSources,
  withPagePolicy,
} from './scripts/security-headers.mjs';
import { publishedImages } from './scripts/published-images.mjs';
import { routeList } from './scripts/route-list.mjs';
import { testBuildCacheDir } from './scripts/test-build.mjs';
import { chunkUrl } from './scripts/vite/chunk-url.mjs';
// Node >= 22.18 strips TypeScript types on import, so the business constants are read, not retyped.
import { origins } from './src/content/site.ts';

/**
 * Three builds from one repository:
 * - `npm run build` (neither variable): the public site, plain static files for any host;
 * - `npm run cms` (CMS=1): the dev server with the content editor, saving on this computer;
 * - `npm run build:editor` (SITE_EDITOR=netlify): the editor alone, for its own origin
 *   (edit. + the domain): Keystatic's routes as a Netlify function in GitHub mode and its browser
 *   app, and no public page. The editor's cookies hold a token that can write to the repository,
 *   so no page that runs a third-party script may share its origin (docs/deploy.md).
 */
const cms = Boolean(process.env.CMS);
const liveEditor = process.env.SITE_EDITOR === 'netlify';
if (process.env.SITE_EDITOR && !liveEditor) {
  throw new Error(`SITE_EDITOR=${process.env.SITE_EDITOR} is not a host this site deploys its editor to; use SITE_EDITOR=netlify.`);
}
const editor = cms || liveEditor ? (await import('./scripts/editor/integration.mjs')).siteEditor({ deployed: liveEditor }) : [];

/**
 * At the end of the build, narrows the Content-Security-Policy Astro wrote into every page to the
 * inline scripts that page runs, and writes the header version of those policies, with the other security and caching headers, to _headers
 * (Netlify, Cloudflare Pages; scripts/serve.mjs serves from it too). Uses the `dir` Astro passes,
 * so `astro build --outDir elsewhere` works.
 * @type {import('astro').AstroIntegration}
 */
const cdnHeaders = {
  name: 'cdn-headers',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const files = (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => `${entry.parentPath}/${entry.name}`.slice(root.length).replace(/^\/+/, ''));
      const htmlFiles = files.filter((file) => file.endsWith('.html'));
      const otherFiles = files.filter((file) => !file.endsWith('.html') && file !== '_headers');
      const policies = [];
      for (const file of htmlFiles) {
        const html = await readFile(new URL(file, dir), 'utf8');
        const narrowed = await withPagePolicy(html);
        if (narrowed !== html) await writeFile(new URL(file, dir), narrowed);
        const policy = metaPolicyOf(narrowed);
        if (!policy) throw new Error(`${file} has no Content-Security-Policy <meta>.`);
        policies.push(policy);
      }
      await writeFile(new URL('_headers', dir), buildHeadersFile({ policy: headerPolicy(policies), htmlFiles, otherFiles }));
      logger.info(`_headers written (${htmlFiles.length} pages share one Content-Security-Policy header).`);
    },
  },
};

/**
 * `client:painted`: hydrate the page's main island once its first paint is on screen
 * (src/lib/browser/painted-directive.ts).
 * @type {import('astro').AstroIntegration}
 */
const paintedDirective = {
  name: 'client-painted',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('./src/lib/browser/painted-directive.ts', import.meta.url)) });
    },
  },
};

/** The Netlify adapter, for the editor build only. */
async function netlifyAdapter() {
  const { default: netlify } = await import('@astrojs/netlify');
  // The editor publishes no image; Netlify's Image CDN would only add a route that serves files
  // from the repository on request.
  return netlify({ imageCDN: false });
}

/**
 * The editor build has pages of its own only: its source folder (src/editor/site/) holds no route,
 * so none of the public pages, their images or their third-party scripts are built; Keystatic's
 * routes and the editor's middleware are all it serves (scripts/editor/integration.mjs).
 */
const editorOnly = liveEditor
  ? {
      adapter: await netlifyAdapter(),
      srcDir: './src/editor/site',
      publicDir: './src/editor/public',
      outDir: './dist-editor',
      // Every address reaches the editor's middleware, which answers it with the editor's headers.
      trailingSlash: /** @type {const} */ ('ignore'),
    }
  : {};

/**
 * A build for the tests (TEST_BUILD=1: `npm run test:e2e`, the editor tests' copies, the recipe
 * check) encodes images at sharp's effort 1 for AVIF and 2 for WebP instead of its default 4: no
 * test weighs an image, and a build without the image cache takes 52 s instead of 136 s, with
 * AVIF files about a fifth larger, WebP 6%, and the pages byte for byte the same. It keeps its
 * images (and its content store) in a cache of its own, so none of them can reach a published
 * build. Only `astro build` takes it: the unit tests read the store `astro sync` writes to .astro/.
 */
const testBuild = process.env.TEST_BUILD === '1';

export default defineConfig({
  // The www origin is the site's default canonical origin.
  site: origins.www,
  output: 'static',
  cacheDir: testBuild ? `./${testBuildCacheDir}` : './.astro',
  ...(testBuild ? { image: { service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 1 }, webp: { effort: 2 } } } } } : {}),
  trailingSlash: 'never',
  ...editorOnly,
  build: {
    // /financing -> financing.html: canonical addresses carry no trailing slash.
    format: 'file',
    inlineStylesheets: 'auto',
  },
  security: {
    // Every page gets a CSP <meta> with the hashes of the inline scripts Astro emits; the
    // directives and third-party hosts are defined in scripts/security-headers.mjs.
    csp: {
      algorithm: 'SHA-256',
      directives: [...cspDirectives],
      scriptDirective: { resources: scriptSources },
      styleDirective: { resources: styleSources },
    },
  },
  markdown: {
    // Guide articles are Markdown. Keep their apostrophes and quotes as typed, like every other
    // text on the site: no curly quotes from smart punctuation (the core font subsets, npm run
    // fonts, carry the characters the copy uses).
    processor: satteri({ features: { smartPunctuation: false } }),
  },
  // routeList writes the built routes beside the build for the tests, out of the published files.
  // publishedImages runs before cdnHeaders: it deletes the originals no page uses, then checks
  // that no published image carries metadata; cdnHeaders lists the files that remain.
  integrations: liveEditor ? [react(), ...editor] : [react(), paintedDirective, routeList, publishedImages, cdnHeaders, ...editor],
  vite: {
    plugins: [tailwindcss(), chunkUrl()],
  },
  devToolbar: { enabled: false },
});
