// @ts-check
// The security and caching headers, defined once.
//
// - astro.config.mjs gives the Content-Security-Policy directives below to Astro's `security.csp`,
//   which writes them into every page's <meta http-equiv="content-security-policy"> together with
//   the hashes of the inline scripts it emitted for that page.
// - At the end of the build (the cdn-headers integration in astro.config.mjs), `headerPolicy()`
//   turns the policies Astro wrote into the header policy (the union of every page's policy, plus
//   what only a header can carry) and `buildHeadersFile()` writes it, with the headers below and
//   the caching rules, as dist/_headers, the format Netlify and Cloudflare Pages read.
// - scripts/serve.mjs parses that same dist/_headers, so `npm start`, Playwright and the bench are
//   served exactly what a CDN would send; `npm run headers:nginx` prints it as an nginx server block.
//
// Third-party hosts come from src/content/site.ts, so a host appears in the policy only while the
// site is configured to load something from it. Plain Node imports that TypeScript file by
// stripping its types (Node >= 22.18; the npm scripts run the project's own Node 24).
import { thirdParty } from '../src/content/site.ts';

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/** @param {string[]} values */
const unique = (values) => [...new Set(values)];

const analyticsOn = thirdParty.analytics.siteId.trim() !== '' && thirdParty.analytics.scriptSrc.trim() !== '';
const workRequestOn = thirdParty.workRequest.locations.length > 0;

/** The third-party origins the pages load something from; nothing else is allowed. */
export const thirdPartyOrigins = {
  /** Page analytics: its script, and the pageview beacons it sends back to the same host. */
  analytics: analyticsOn ? [originOf(thirdParty.analytics.scriptSrc)] : [],
  /** The work-request embed's snippet script. */
  workRequestScript: workRequestOn ? [originOf(thirdParty.workRequest.scriptSrc)] : [],
  /** The work-request embed's stylesheet (and any image it references). */
  workRequestStyle: workRequestOn ? [originOf(thirdParty.workRequest.stylesheetHref)] : [],
  /** The client hub the snippet renders as an iframe, and where that form is submitted. */
  workRequestFrame: workRequestOn ? [originOf(thirdParty.workRequest.formUrl)] : [],
};

const o = thirdPartyOrigins;

/** script-src besides the hashes Astro adds per page. Never 'unsafe-inline' or 'unsafe-eval'. */
export const scriptSources = unique(["'self'", ...o.analytics, ...o.workRequestScript]);

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
  `img-src ${unique(["'self'", 'data:', ...o.analytics, ...o.workRequestStyle]).join(' ')}`,
  "font-src 'self'",
  `connect-src ${unique(["'self'", ...o.analytics]).join(' ')}`,
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
 * A policy string as an ordered map of directive -> sources.
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
export function parsePolicy(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** @param {Map<string, string[]>} directives */
export function serializePolicy(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The header policy: every source any page's <meta> policy allows (they differ only in which
 * inline-script hashes a page needs), plus the header-only directives.
 * @param {string[]} metaPolicies
 */
export function headerPolicy(metaPolicies) {
  if (metaPolicies.length === 0) throw new Error('No page carries a Content-Security-Policy <meta>.');
  /** @type {Map<string, string[]>} */
  const union = new Map();
  for (const policy of metaPolicies) {
    for (const [name, sources] of parsePolicy(policy)) union.set(name, unique([...(union.get(name) ?? []), ...sources]));
  }
  for (const [name, sources] of parsePolicy(headerOnlyDirectives.join(';'))) union.set(name, sources);
  for (const [name, sources] of union) {
    if (/^script-src/.test(name) && sources.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'")) {
      throw new Error(`${name} must not allow 'unsafe-inline' or 'unsafe-eval'.`);
    }
  }
  return serializePolicy(union);
}

/**
 * The Content-Security-Policy <meta> of a built page, or undefined.
 * @param {string} html
 */
export function metaPolicyOf(html) {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/http-equiv\s*=\s*["']?content-security-policy/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const value = content?.[1] ?? content?.[2];
    if (value !== undefined) return value.replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return undefined;
}

/**
 * Path rules for the pages' Cache-Control, which must not overlap /_astro/* (where rules overlap,
 * Netlify and Cloudflare join the values). Pages live at extensionless addresses, so each
 * top-level page is listed exactly and each folder that holds only pages gets one splat rule.
 * @param {string[]} htmlFiles built page files, relative to dist/ with forward slashes
 * @param {string[]} otherFiles every other built file, relative to dist/ with forward slashes
 */
export function pageRules(htmlFiles, otherFiles) {
  const mixed = new Set(otherFiles.map((file) => file.split('/')[0]));
  /** @type {Set<string>} */
  const rules = new Set();
  for (const file of htmlFiles) {
    const [top, ...rest] = file.split('/');
    if (!top) continue;
    if (rest.length === 0) {
      const page = top.replace(/\.html$/, '');
      rules.add(page === 'index' ? '/' : `/${page}`);
    } else if (!mixed.has(top)) {
      rules.add(`/${top}/*`);
    } else {
      rules.add(`/${file.replace(/(?:\/index)?\.html$/, '')}`);
    }
  }
  return [...rules].sort();
}

/**
 * dist/_headers for Netlify and Cloudflare Pages.
 * @param {{ policy: string, htmlFiles: string[], otherFiles: string[] }} build
 */
export function buildHeadersFile({ policy, htmlFiles, otherFiles }) {
  const lines = ['# Written by the build from scripts/security-headers.mjs. Do not edit.', '/*'];
  for (const [name, value] of Object.entries(securityHeaders)) lines.push(`  ${name}: ${value}`);
  lines.push(`  Content-Security-Policy: ${policy}`, '', '/_astro/*', `  Cache-Control: ${immutableCacheControl}`, '');
  for (const rule of pageRules(htmlFiles, otherFiles)) lines.push(rule, `  Cache-Control: ${revalidateCacheControl}`);
  lines.push('');
  return lines.join('\n');
}

/**
 * Parses the _headers format: a path pattern on its own line, indented `Name: value` lines below.
 * @param {string} text
 * @returns {{ pattern: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: string, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: unexpected line "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Whether a _headers path pattern matches a request path (`*` matches anything, as on the CDNs).
 * @param {string} pattern
 * @param {string} pathname
 */
export function patternMatches(pattern, pathname) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers the CDNs send for a path: every matching rule applies; a header set by two rules
 * gets both values joined with a comma, as Netlify and Cloudflare do (so an overlap shows).
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, [string, string]>} */
  const out = new Map();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = out.get(key);
      out.set(key, existing ? [existing[0], `${existing[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(out.values());
}

/** @param {string} value */
const nginxQuote = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * An nginx server block sending what dist/_headers states (nginx drops a server's add_header
 * lines inside any location that has its own, so each location repeats them all).
 * @param {ReturnType<typeof parseHeadersFile>} rules the parsed dist/_headers
 * @param {{ root?: string, serverNames?: string[] }} [options]
 */
export function nginxServerBlock(rules, { root = '/var/www/hearthwood/dist', serverNames = ['www.example.com'] } = {}) {
  const all = rules.find((rule) => rule.pattern === '/*');
  if (!all) throw new Error('_headers has no /* rule.');
  const policy = all.headers.find(([name]) => name === 'Content-Security-Policy');
  if (!policy) throw new Error('_headers has no Content-Security-Policy.');
  const security = all.headers.filter(([name]) => name !== 'Cache-Control');
  /** @param {[string, string][]} list @param {string} indent */
  const lines = (list, indent) => list.map(([name, value]) => `${indent}add_header ${name} ${nginxQuote(value)} always;`).join('\n');
  /** @param {string} cacheControl */
  const headers = (cacheControl) => lines([...security, ['Cache-Control', cacheControl]], '        ');
  const names = serverNames.join(' ');
  return `# Generated by \`npm run headers:nginx\` from dist/_headers (scripts/security-headers.mjs).
# Regenerate after every build: the Content-Security-Policy carries the build's script hashes.
server {
    listen 80;
    listen [::]:80;
    server_name ${names};
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl;
    listen [::]:443 ssl;
    server_name ${names};
    # ssl_certificate     /etc/ssl/certs/site.pem;
    # ssl_certificate_key /etc/ssl/private/site.key;

    root ${root};
    charset utf-8;
    server_tokens off;
    absolute_redirect off;
    gzip on;
    gzip_types text/css text/javascript application/javascript application/json application/xml image/svg+xml;

    # For responses no location below answers (the redirects); each location repeats them.
${lines(security, '    ')}

    # One address per page: /financing/ and /financing.html -> /financing.
    rewrite ^/(.+)/$ /$1 permanent;
    location = /index.html {
        return 301 /;
    }
    location ~ ^/(.+?)(?:/index)?\\.html$ {
        return 301 /$1;
    }

    error_page 404 /404.html;

    # Hashed build assets: cached for a year, never revalidated.
    location ^~ /_astro/ {
${headers(immutableCacheControl)}
        try_files $uri =404;
    }

    # The not-found page, for every missing address (with a 404 status).
    location = /404.html {
        internal;
${headers('no-store')}
    }

    # The CDN header file is build output, not a page.
    location = /_headers {
        return 404;
    }

    # Images, icons and fonts outside /_astro/ (share image, favicon).
    location ~* \\.(?:avif|webp|jpe?g|png|gif|svg|ico|woff2?)$ {
${headers(cacheControlFor('/file.jpg'))}
        try_files $uri =404;
    }

    # Pages: clean addresses (/financing -> financing.html), revalidated on every visit.
    location / {
${headers(revalidateCacheControl)}
        try_files $uri $uri.html $uri/index.html =404;
    }
}
`;
}
