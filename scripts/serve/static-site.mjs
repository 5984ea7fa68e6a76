// Serves a built dist/ the way a CDN would. Maintained packages do the serving: serve-handler
// (Vercel's, behind `serve`) resolves clean URLs (/financing -> financing.html; /financing/ and
// /financing.html redirect to /financing), refuses paths outside dist/ and lists no folders;
// compression (Express's) sends gzip or brotli. This file adds what only the build knows: the
// headers of dist/_headers (scripts/security-headers.mjs, what Netlify / Cloudflare Pages send) and
// the not-found page with a real 404 status. Used by scripts/serve.mjs and scripts/serve-editor.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {
  cacheControlFor,
  fallbackPolicy,
  headersForPath,
  parseHeadersFile,
  securityHeaders,
} from '../security-headers.mjs';

/** serve-handler's options: its types come from a 2018 mime-db, so JavaScript and AVIF are set here. */
const handlerOptions = {
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  headers: [
    { source: '**/*.@(js|mjs)', headers: [{ key: 'Content-Type', value: 'text/javascript; charset=utf-8' }] },
    { source: '**/*.avif', headers: [{ key: 'Content-Type', value: 'image/avif' }] },
    // Nothing here answers If-Modified-Since, and compressed answers take no ranges.
    { source: '**', headers: ['Content-Disposition', 'Last-Modified', 'Accept-Ranges'].map((key) => ({ key, value: null })) },
  ],
};
// Compressed anew for every response: brotli 8 comes within 0.6% of 9's size on these pages at
// about a hundredth of its time (1 ms against 0.5 s here), gzip 9 costs little.
const compress = compression({ threshold: 512, level: 9, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 8 } } });

/**
 * The request handler for a built folder.
 * @param {string} dist path of the build (dist/)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function staticSite(dist) {
  const root = resolve(dist);
  // The CDN header rules of this build. A dist/ without them (built by something other than
  // `astro build`) still gets the fixed headers, and the pages' own CSP <meta> still applies.
  const headersPath = join(root, '_headers');
  const headerRules = (() => {
    if (existsSync(headersPath)) return parseHeadersFile(readFileSync(headersPath, 'utf8'));
    console.warn(`${headersPath} is missing: run \`npm run build\`. Serving the fixed headers only.`);
    /** @type {[string, string][]} */
    const headers = Object.entries({ ...securityHeaders, 'Content-Security-Policy': fallbackPolicy });
    return [{ pattern: '/*', headers }];
  })();
  // The CDNs read _headers and never serve it, and the not-found page has no 200 address (/404).
  const notFoundPage = join(root, '404.html');
  const hidden = new Set([headersPath, notFoundPage]);
  const files = {
    lstat: (/** @type {string} */ path) =>
      hidden.has(path) ? Promise.reject(Object.assign(new Error(`${path} is not served`), { code: 'ENOENT' })) : lstat(path),
  };

  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(headersForPath(headerRules, pathname))) res.setHeader(name, value);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', cacheControlFor(pathname));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    await new Promise((next) => compress(req, res, next));
    const notFound = async (/** @type {unknown} */ _path, /** @type {typeof res} */ response) => {
      // Lighthouse refuses to score an error status; the benchmark asks for the page under this
      // address (set only by scripts/bench.ts) to measure the not-found template itself.
      const body = await readFile(notFoundPage);
      const preview = pathname === process.env.NOT_FOUND_PREVIEW_PATH;
      response.writeHead(preview ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', ...(preview ? {} : { 'Cache-Control': 'no-store' }) });
      response.end(body);
    };
    await serveHandler(req, res, { ...handlerOptions, public: root }, { ...files, sendError: notFound });
  };
}
