// The security and caching headers, defined once. The local server (scripts/serve.mjs) sends
// them, and the build writes them as dist/_headers for Netlify / Cloudflare Pages.

/** @type {Record<string, string>} */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed build assets never change; everything else is revalidated. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (/\.(?:html|xml|txt)$/.test(pathname) || !/\.[a-z0-9]+$/i.test(pathname)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}

/** The _headers file format shared by Netlify and Cloudflare Pages. */
export function headersFile() {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders)) lines.push(`  ${name}: ${value}`);
  lines.push('', '/_astro/*', `  Cache-Control: ${cacheControlFor('/_astro/x.js')}`, '');
  return lines.join('\n');
}
