import { describe, expect, it } from 'vitest';
import { thirdParty } from '../../src/content/site';
import { cspDirectives, scriptSources, styleSources, thirdPartyOrigins } from './policy.mjs';

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
});
