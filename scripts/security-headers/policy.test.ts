import { describe, expect, it } from 'vitest';
import { thirdParty } from '../../src/content/site';
import { cspDirectives, scriptSources, styleSources, thirdPartyOrigins } from './policy.mjs';

const origin = (url: string) => new URL(url).origin;

describe('the policy', () => {
  it('takes its third-party hosts from site.ts, and only the ones in use', () => {
    expect(thirdPartyOrigins.analyticsEndpoint).toEqual([origin(thirdParty.analytics.endpoint)]);
    expect(thirdPartyOrigins.workRequestScript).toEqual([origin(thirdParty.workRequest.scriptSrc)]);
    expect(thirdPartyOrigins.workRequestStyle).toEqual([origin(thirdParty.workRequest.stylesheetHref)]);
    expect(thirdPartyOrigins.workRequestFrame).toEqual([origin(thirdParty.workRequest.formUrl)]);
    expect(scriptSources).toEqual(["'self'", origin(thirdParty.workRequest.scriptSrc)]);
  });

  it('lets the bundled analytics tracker reach its endpoint, and nothing else', () => {
    const directive = (name: string) => cspDirectives.find((d) => d.startsWith(`${name} `));
    expect(directive('connect-src')).toBe(`connect-src 'self' ${origin(thirdParty.analytics.endpoint)}`);
    expect(scriptSources).not.toContain(origin(thirdParty.analytics.endpoint));
    expect(directive('img-src')).not.toContain(origin(thirdParty.analytics.endpoint));
  });

  it('never lets scripts run inline or from eval; styles may be inline', () => {
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(styleSources).toContain("'unsafe-inline'");
    const names = cspDirectives.map((d) => d.split(' ')[0]);
    expect(names).toEqual(['default-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'form-action', 'base-uri', 'object-src']);
    expect(names).not.toContain('frame-ancestors'); // a <meta> ignores it: header only
  });
});
