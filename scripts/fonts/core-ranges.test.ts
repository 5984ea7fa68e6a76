import { describe, expect, it } from 'vitest';
import { coreCharacters, coreUnicodeRange, inCoreSubset } from './core-ranges';

describe('core font subset', () => {
  it('covers the letters, digits and typographic marks of the copy', () => {
    for (const ch of 'Aa Zz 09 $%&@ © · – — ‘ ’ “ ” • … ™') expect(inCoreSubset(ch.codePointAt(0)!), ch).toBe(true);
  });

  it('leaves accented and non-Latin letters to the full font files', () => {
    for (const ch of 'éñüß€λ') expect(inCoreSubset(ch.codePointAt(0)!), ch).toBe(false);
  });

  it('writes a CSS unicode-range that matches the characters it keeps', () => {
    expect(coreUnicodeRange()).toMatch(/^U\+0020-007E, U\+00A0, /);
    expect(coreUnicodeRange()).toContain('U+2018-2019');
    const characters = coreCharacters();
    expect(characters).toContain('…');
    expect([...characters].every((ch) => inCoreSubset(ch.codePointAt(0)!))).toBe(true);
    expect(characters).toHaveLength(95 + 1 + 1 + 1 + 1 + 1 + 1 + 2 + 2 + 2 + 1 + 1 + 1);
  });
});
