import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { thirdParty } from '../src/content/site';
import {
  headersForPath,
  immutableCacheControl,
  metaPolicyOf,
  parseHeadersFile,
  parsePolicy,
  revalidateCacheControl,
  securityHeaders,
} from '../scripts/security-headers.mjs';
import { builtPages, distDir, onePerTemplate, readPage } from './support/site';

// The headers of the local server (scripts/serve.mjs) against the table they are defined in and
// against dist/_headers, which is what Netlify and Cloudflare Pages send.

const headersFile = () => parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'));
const cdnPolicy = () => headersForPath(headersFile(), '/')['Content-Security-Policy'];

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toContain('camera=()');
  const policy = headers['content-security-policy'];
  expect(policy, 'Content-Security-Policy').toBeTruthy();
  expect(policy).toBe(cdnPolicy());
  const directives = parsePolicy(policy!);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  const scriptSrc = directives.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain('*');
}

/** The hosts script-src allows, besides 'self' and hashes. */
const scriptHosts = (policy: string) => (parsePolicy(policy).get('script-src') ?? []).filter((s) => /^https?:/.test(s));

test('a page carries every security header, the CSP with frame-ancestors, and revalidation', async ({ request }) => {
  for (const path of ['/', ...onePerTemplate().map((route) => route.path)]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control'], path).toBe(revalidateCacheControl);
  }
});

test('script-src allows only the work-request script host; connect-src only the analytics endpoint', async ({ request }) => {
  const policy = (await request.get('/')).headers()['content-security-policy']!;
  // The analytics tracker is bundled with the site's own scripts: no script host of its own.
  expect(scriptHosts(policy)).toEqual([new URL(thirdParty.workRequest.scriptSrc).origin]);
  const directives = parsePolicy(policy);
  expect(directives.get('frame-src')).toEqual([new URL(thirdParty.workRequest.formUrl).origin]);
  expect(directives.get('connect-src')).toEqual(["'self'", new URL(thirdParty.analytics.endpoint).origin]);
  expect(directives.get('img-src')).not.toContain(new URL(thirdParty.analytics.endpoint).origin);
  expect(directives.get('style-src')).toContain(new URL(thirdParty.workRequest.stylesheetHref).origin);
});

test('the header policy covers every inline script hash the page <meta> allows', async ({ request }) => {
  for (const route of onePerTemplate()) {
    const response = await request.get(route.path);
    const header = parsePolicy(response.headers()['content-security-policy']!);
    const meta = metaPolicyOf(await response.text());
    expect(meta, `${route.path} has a CSP <meta>`).toBeTruthy();
    const metaDirectives = parsePolicy(meta!);
    expect(metaDirectives.get('frame-ancestors'), 'a <meta> cannot carry frame-ancestors').toBeUndefined();
    for (const [name, sources] of metaDirectives) {
      for (const source of sources) expect(header.get(name), `${route.path}: ${name} ${source}`).toContain(source);
    }
    const hashes = (metaDirectives.get('script-src') ?? []).filter((s) => s.startsWith("'sha256-"));
    expect(hashes.length, `${route.path}: inline script hashes`).toBeGreaterThan(0);
  }
});

test('hashed assets carry the security headers and are cached for a year, immutable', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+)"/g)].map((m) => m[1]!))];
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets.slice(0, 5)) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control'], asset).toBe(immutableCacheControl);
  }
});

test('the not-found page answers 404 with every security header and is not cached', async ({ request }) => {
  const response = await request.get('/no-such-page-here');
  expect(response.status()).toBe(404);
  expectSecurityHeaders(response);
  expect(response.headers()['cache-control']).toBe('no-store');
  // The CDNs read _headers and never serve it; neither does the local server.
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('redirects carry the security headers too', async ({ request }) => {
  const response = await request.get('/financing/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expectSecurityHeaders(response);
});

test('dist/_headers: one CSP for all paths, immutable assets, revalidated pages, no overlapping Cache-Control', () => {
  const rules = headersFile();
  const all = rules.find((rule) => rule.pattern === '/*');
  expect(all).toBeDefined();
  const names = all!.headers.map(([name]) => name);
  for (const name of [...Object.keys(securityHeaders), 'Content-Security-Policy']) expect(names).toContain(name);
  expect(names).not.toContain('Cache-Control');
  expect(headersForPath(rules, '/_astro/anything.js')['Cache-Control']).toBe(immutableCacheControl);
  // Every built page is revalidated by exactly one rule (the CDNs join the values of overlapping
  // rules), and the policy every page's <meta> states is inside the header policy. Collected
  // first and asserted once: there are thousands of pages.
  const header = parsePolicy(cdnPolicy()!);
  const problems: string[] = [];
  for (const [address, file] of builtPages()) {
    const cacheControl = headersForPath(rules, address)['Cache-Control'];
    if (cacheControl !== revalidateCacheControl) problems.push(`${address}: Cache-Control ${cacheControl}`);
    const meta = metaPolicyOf(readPage(file));
    if (!meta) {
      problems.push(`${address}: no CSP <meta>`);
      continue;
    }
    for (const [name, sources] of parsePolicy(meta)) {
      const allowed = header.get(name) ?? [];
      for (const source of sources) if (!allowed.includes(source)) problems.push(`${address}: ${name} ${source} not in the header`);
    }
  }
  expect(problems).toEqual([]);
});
