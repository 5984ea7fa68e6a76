import { describe, expect, it } from 'vitest';
import * as entry from './security-headers.mjs';
import * as csp from './security-headers/csp.mjs';
import * as headersFile from './security-headers/headers-file.mjs';
import * as nginx from './security-headers/nginx.mjs';
import * as policy from './security-headers/policy.mjs';

// The modules are tested beside them, in ./security-headers/*.test.ts.
describe('scripts/security-headers.mjs', () => {
  it('re-exports every module’s API unchanged, for astro.config.mjs, serve.mjs, nginx-headers.mjs and e2e/', () => {
    const modules: Record<string, unknown>[] = [policy, csp, headersFile, nginx];
    const names = modules.flatMap((module) => Object.keys(module));
    expect(new Set(names).size, 'an export name used by two modules').toBe(names.length);
    expect(Object.keys(entry).sort()).toEqual([...names].sort());
    const exported: Record<string, unknown> = entry;
    for (const module of modules) {
      for (const [name, value] of Object.entries(module)) expect(exported[name], name).toBe(value);
    }
  });
});
