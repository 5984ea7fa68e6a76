import { describe, expect, it } from 'vitest';
import { buildHeadersFile, parseHeadersFile } from './headers-file.mjs';
import { nginxServerBlock } from './nginx.mjs';
import { immutableCacheControl, revalidateCacheControl, securityHeaders } from './policy.mjs';

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
