import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from './site';

describe('brand.themeColor', () => {
  it('is the walnut of the design tokens, so the toolbar matches the brand mark', () => {
    const css = readFileSync(join(import.meta.dirname, '../styles/global.css'), 'utf8');
    expect(css).toMatch(new RegExp(`--color-walnut:\\s*${brand.themeColor};`, 'i'));
  });
});
