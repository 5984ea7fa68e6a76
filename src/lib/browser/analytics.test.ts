// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { thirdParty } from '../../content/site';
import { analyticsScript } from './analytics';

describe('analyticsScript', () => {
  it('builds a deferred script carrying the site id', () => {
    const script = analyticsScript(document, thirdParty.analytics.siteId, thirdParty.analytics.scriptSrc);
    expect(script?.src).toBe(thirdParty.analytics.scriptSrc);
    expect(script?.defer).toBe(true);
    expect(script?.dataset['site']).toBe(thirdParty.analytics.siteId);
  });

  it('loads nothing without a site id', () => {
    expect(analyticsScript(document, '', thirdParty.analytics.scriptSrc)).toBeNull();
    expect(analyticsScript(document, '   ', thirdParty.analytics.scriptSrc)).toBeNull();
  });
});
