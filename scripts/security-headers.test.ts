import { describe, expect, it } from 'vitest';
import { thirdParty } from '../src/content/site';
import {
  buildHeadersFile,
  cacheControlFor,
  cspDirectives,
  headerPolicy,
  headersForPath,
  immutableCacheControl,
  metaPolicyOf,
  nginxServerBlock,
  pageRules,
  parseHeadersFile,
  parsePolicy,
  patternMatches,
  revalidateCacheControl,
  scriptSources,
  securityHeaders,
  styleSources,
  thirdPartyOrigins,
} from './security-headers.mjs';

const origin = (url: string) => new URL(url).origin;

describe('the policy', () => {
  it('takes its third-party hosts from site.ts, and only the ones in use', () => {
    expect(thirdPartyOrigins.analytics).toEqual([origin(thirdParty.analytics.scriptSrc)]);
    expect(thirdPartyOrigins.workRequestScript).toEqual([origin(thirdParty.workRequest.scriptSrc)]);
    expect(thirdPartyOrigins.workRequestStyle).toEqual([origin(thirdParty.workRequest.stylesheetHref)]);
    expect(thirdPartyOrigins.workRequestFrame).toEqual([origin(thirdParty.workRequest.formUrl)]);
    expect(scriptSources).toEqual(["'self'", origin(thirdParty.analytics.scriptSrc), origin(thirdParty.workRequest.scriptSrc)]);
  });

  it('never lets scripts run inline or from eval; styles may be inline', () => {
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(styleSources).toContain("'unsafe-inline'");
    const names = cspDirectives.map((d) => d.split(' ')[0]);
    expect(names).toEqual(['default-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'form-action', 'base-uri', 'object-src']);
    expect(names).not.toContain('frame-ancestors'); // a <meta> ignores it: header only
  });

  it('the header policy is the union of the pages’ policies plus frame-ancestors', () => {
    const a = "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'unsafe-inline'";
    const b = "default-src 'self'; script-src 'self' 'sha256-b' ;";
    expect(headerPolicy([a, b])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(() => headerPolicy([])).toThrow();
    expect(() => headerPolicy(["script-src 'self' 'unsafe-inline'"])).toThrow(/unsafe/);
    expect(() => headerPolicy(["script-src-elem 'unsafe-eval'"])).toThrow(/unsafe/);
  });

  it('reads the policy of a built page’s <meta>, entities decoded', () => {
    const html = `<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;"></head>`;
    expect(metaPolicyOf(html)).toBe("default-src 'self'; script-src 'self'");
    expect(metaPolicyOf('<meta name="robots" content="index">')).toBeUndefined();
    expect(parsePolicy("a x y; b ;").get('a')).toEqual(['x', 'y']);
  });
});

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

describe('the nginx server block', () => {
  const rules = parseHeadersFile(
    buildHeadersFile({ policy: "default-src 'self'; frame-ancestors 'none'", htmlFiles: ['index.html'], otherFiles: [] }),
  );
  const conf = nginxServerBlock(rules, { root: '/srv/dist', serverNames: ['www.example.com'] });

  it('sends every header of _headers in every location (nginx drops inherited add_header lines)', () => {
    const locations = conf.split(/\n\s*location /).slice(1).filter((block) => block.includes('add_header'));
    expect(locations.length).toBe(4);
    for (const block of locations) {
      for (const [name, value] of Object.entries({ ...securityHeaders, 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'" })) {
        expect(block).toContain(`add_header ${name} "${value}" always;`);
      }
      expect(block).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
  });

  it('serves clean addresses and the not-found page with a 404', () => {
    expect(conf).toContain('root /srv/dist;');
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain(`add_header Cache-Control "${immutableCacheControl}" always;`);
    expect(conf).toContain(`add_header Cache-Control "${revalidateCacheControl}" always;`);
  });

  it('needs the policy from a build', () => {
    expect(() => nginxServerBlock(parseHeadersFile('/*\n  X-Content-Type-Options: nosniff\n'))).toThrow(/Content-Security-Policy/);
  });
});
