import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { headerPolicy, inlineScriptHashes, metaPolicyOf, parsePolicy, withPagePolicy } from './csp.mjs';

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

describe('each page’s own policy', () => {
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const run = 'console.log(1)';
  const mod = 'import("/x.js")';
  const page = (policy: string) =>
    `<head><meta http-equiv="content-security-policy" content="${policy}"><script>${run}</script>` +
    `<script type="application/ld+json">{"@type":"Thing"}</script><script type="module" src="/a.js"></script></head>` +
    `<body><script type="module">${mod}</script></body>`;

  it('hashes the inline scripts a browser runs, not data blocks or external scripts', async () => {
    expect(await inlineScriptHashes(page(''))).toEqual(new Set([hash(run), hash(mod)]));
  });

  it('keeps the hashes of the scripts on the page and drops the others', async () => {
    const other = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
    const policy = `default-src 'self';script-src 'self' https://cdn.example ${hash(run)} ${other} ${hash(mod)}; style-src 'self' 'unsafe-inline'`;
    const narrowed = metaPolicyOf(await withPagePolicy(page(policy)))!;
    expect(parsePolicy(narrowed).get('script-src')).toEqual(["'self'", 'https://cdn.example', hash(run), hash(mod)]);
    expect(parsePolicy(narrowed).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(await withPagePolicy('<p>no policy</p>')).toBe('<p>no policy</p>');
  });
});
