// @ts-check
// What the headers are: the Content-Security-Policy directives and the third-party hosts they
// allow, the other security headers every response carries, and the caching rules.
//
// Third-party hosts come from src/content/site.ts, so a host appears in the policy only while the
// site is configured to load something from it. Plain Node imports that TypeScript file by
// stripping its types (Node >= 22.18; the npm scripts run the project's own Node 24).
import { thirdParty } from '../../src/content/site.ts';

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/** @param {string[]} values */
const unique = (values) => [...new Set(values)];

const analyticsOn = thirdParty.analytics.domain.trim() !== '';
/** The tracker's own default when the endpoint setting is left empty. */
const defaultAnalyticsEndpoint = 'https://plausible.io/api/event';
const workRequestOn = thirdParty.workRequest.locations.length > 0;

/** The third-party origins the pages load something from; nothing else is allowed. */
export const thirdPartyOrigins = {
  /**
   * Page analytics: the endpoint its events are posted to (fetch). The tracker itself is bundled
   * with the site's own scripts, so no script host is needed.
   */
  analyticsEndpoint: analyticsOn ? [originOf(thirdParty.analytics.endpoint.trim() || defaultAnalyticsEndpoint)] : [],
  /** The work-request embed's snippet script. */
  workRequestScript: workRequestOn ? [originOf(thirdParty.workRequest.scriptSrc)] : [],
  /** The work-request embed's stylesheet (and any image it references). */
  workRequestStyle: workRequestOn ? [originOf(thirdParty.workRequest.stylesheetHref)] : [],
  /** The client hub the snippet renders as an iframe, and where that form is submitted. */
  workRequestFrame: workRequestOn ? [originOf(thirdParty.workRequest.formUrl)] : [],
};

const o = thirdPartyOrigins;

/** script-src besides the hashes Astro adds per page. Never 'unsafe-inline' or 'unsafe-eval'. */
export const scriptSources = unique(["'self'", ...o.workRequestScript]);

/**
 * style-src. 'unsafe-inline' stays: React renders style attributes (the work-request container's
 * min-height, Radix and embla positioning) and sonner injects a <style> element at runtime, none
 * of which can be hashed at build time. With it present, Astro adds no style hashes (they would
 * switch 'unsafe-inline' off).
 */
export const styleSources = unique(["'self'", "'unsafe-inline'", ...o.workRequestStyle]);

/** Every other directive, the same in the <meta> and in the header. */
export const cspDirectives = /** @type {const} */ ([
  "default-src 'self'",
  `img-src ${unique(["'self'", 'data:', ...o.workRequestStyle]).join(' ')}`,
  "font-src 'self'",
  `connect-src ${unique(["'self'", ...o.analyticsEndpoint]).join(' ')}`,
  `frame-src ${o.workRequestFrame.length > 0 ? o.workRequestFrame.join(' ') : "'none'"}`,
  `form-action ${unique(["'self'", ...o.workRequestFrame]).join(' ')}`,
  "base-uri 'self'",
  "object-src 'none'",
]);

/** Directives a <meta> policy ignores, so they are sent only in the header. */
export const headerOnlyDirectives = ["frame-ancestors 'none'"];

/** The headers every response carries, besides Content-Security-Policy (computed at build end). */
/** @type {Record<string, string>} */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** What is sent when no build-time policy exists (a dist/ built without the cdn-headers step). */
export const fallbackPolicy = [...headerOnlyDirectives, "base-uri 'self'", "object-src 'none'"].join('; ');

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'public, max-age=0, must-revalidate';

/**
 * Hashed build assets never change; pages are revalidated on every visit; other files (share
 * image, favicon) may be cached for a day.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/_astro/')) return immutableCacheControl;
  if (/\.(?:html|xml|txt)$/.test(pathname) || !/\.[a-z0-9]+$/i.test(pathname)) return revalidateCacheControl;
  return 'public, max-age=86400';
}

/**
 * The content editor's own policy (/keystatic and /api/keystatic/* on the live site, sent by
 * src/editor/middleware.ts: Netlify applies dist/_headers to static files only). Keystatic's
 * browser app talks to GitHub's API with the editor's token, shows GitHub avatars and previews
 * uploads as blob: URLs; sign-in is a link that the editor's function redirects to github.com (a
 * navigation, which no directive governs). It loads its own fonts from
 * Google, which this policy refuses: the editor falls back to system fonts.
 * @param {string[]} scriptHashes the 'sha256-…' sources of the inline scripts Astro rendered
 */
export function editorPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' https://api.github.com",
    "frame-src 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ...headerOnlyDirectives,
  ].join('; ');
}
