import { describe, expect, it } from 'vitest';
import { headerPolicy, metaPolicyOf, parsePolicy } from './csp.mjs';

describe('merging the pages’ policies', () => {
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
