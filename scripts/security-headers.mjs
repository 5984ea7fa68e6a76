// @ts-check
// The security and caching headers, defined once. This file is the entry point the build, the
// servers and the tests import; each job lives in its own module under ./security-headers/:
//
// - policy.mjs: what the headers are. astro.config.mjs gives its Content-Security-Policy
//   directives to Astro's `security.csp`, which writes them into every page's
//   <meta http-equiv="content-security-policy"> together with the hashes of the inline scripts it
//   emitted for that page. The other security headers and the caching rules are there too.
// - csp.mjs: at the end of the build (the cdn-headers integration in astro.config.mjs),
//   `withPagePolicy()` narrows each page's <meta> to the hashes of the inline scripts that page
//   runs, and `headerPolicy()` turns those policies into the header policy (the union of every
//   page's policy, plus what only a header can carry).
// - headers-file.mjs: `buildHeadersFile()` writes that policy, with the other headers and the
//   caching rules, as dist/_headers, the format Netlify and Cloudflare Pages read.
//   scripts/serve.mjs parses that same dist/_headers, so `npm start`, Playwright and the bench are
//   served exactly what a CDN would send.
// - nginx.mjs: `npm run headers:nginx` prints dist/_headers as an nginx server block.
export {
  cacheControlFor,
  cspDirectives,
  editorPolicy,
  fallbackPolicy,
  headerOnlyDirectives,
  immutableCacheControl,
  revalidateCacheControl,
  scriptSources,
  securityHeaders,
  styleSources,
  thirdPartyOrigins,
} from './security-headers/policy.mjs';
export {
  headerPolicy,
  inlineScriptHashes,
  metaPolicyOf,
  parsePolicy,
  runsAsScript,
  serializePolicy,
  withPagePolicy,
} from './security-headers/csp.mjs';
export {
  buildHeadersFile,
  headersForPath,
  pageRules,
  parseHeadersFile,
  patternMatches,
} from './security-headers/headers-file.mjs';
export { nginxServerBlock } from './security-headers/nginx.mjs';
