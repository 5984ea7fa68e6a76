import { describe, expect, it } from 'vitest';
import { buildHeadersFile, headersForPath, pageRules, parseHeadersFile, patternMatches } from './headers-file.mjs';
import { cacheControlFor, immutableCacheControl, revalidateCacheControl, securityHeaders } from './policy.mjs';

describe('dist/_headers', () => {
  const htmlFiles = ['index.html', '404.html', 'financing.html', 'services/kitchen.html', 'locations/maryland.html', 'locations/maryland/annapolis.html', 'og/page.html'];
  const otherFiles = ['_astro/app.js', 'favicon.svg', 'og/default.jpg', 'robots.txt'];
  const text = buildHeadersFile({ policy: "default-src 'self'; frame-ancestors 'none'", htmlFiles, otherFiles });
  const rules = parseHeadersFile(text);

  it('gives every path the security headers and the policy', () => {
    for (const path of ['/', '/financing', '/_astro/app.js', '/favicon.svg']) {
      const headers = headersForPath(rules, path);
      for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name]).toBe(value);
      expect(headers['Content-Security-Policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    }
  });

  it('caches hashed assets for good and revalidates every page, with no overlapping rule', () => {
    expect(headersForPath(rules, '/_astro/app.js')['Cache-Control']).toBe(immutableCacheControl);
    for (const path of ['/', '/404', '/financing', '/services/kitchen', '/locations/maryland/annapolis', '/og/page']) {
      expect(headersForPath(rules, path)['Cache-Control'], path).toBe(revalidateCacheControl);
    }
    // A folder that also holds other files gets exact rules, so its images keep CDN defaults.
    expect(pageRules(htmlFiles, otherFiles)).toContain('/og/page');
    expect(headersForPath(rules, '/og/default.jpg')['Cache-Control']).toBeUndefined();
  });

  it('agrees with cacheControlFor, which the local server uses where no rule applies', () => {
    expect(cacheControlFor('/_astro/app.js')).toBe(immutableCacheControl);
    expect(cacheControlFor('/financing')).toBe(revalidateCacheControl);
    expect(cacheControlFor('/og/default.jpg')).toBe('public, max-age=86400');
  });

  it('matches paths like the CDNs: exact, or * for the rest', () => {
    expect(patternMatches('/*', '/anything/at/all')).toBe(true);
    expect(patternMatches('/services/*', '/services/kitchen')).toBe(true);
    expect(patternMatches('/services/*', '/services')).toBe(false);
    expect(patternMatches('/', '/financing')).toBe(false);
    expect(patternMatches('/a.b', '/aXb')).toBe(false);
  });

  it('joins a header two rules set, as the CDNs do, so an overlap cannot hide', () => {
    const overlapping = parseHeadersFile('/*\n  Cache-Control: a\n/x\n  Cache-Control: b\n');
    expect(headersForPath(overlapping, '/x')['Cache-Control']).toBe('a, b');
    expect(() => parseHeadersFile('  Orphan: header')).toThrow();
  });
});
