import { describe, expect, it } from 'vitest';
import { cityIntroIndex, pick, summedCodeIndex } from './text-variants';

describe('variants', () => {
  it('city intro: first letter code modulo 4', () => {
    expect(cityIntroIndex('Annapolis')).toBe(65 % 4);
    expect(cityIntroIndex('Bethesda')).toBe(66 % 4);
    expect(cityIntroIndex('Owings')).toBe(79 % 4);
    expect(cityIntroIndex('')).toBe(0);
  });
  it('summed codes modulo the number of options', () => {
    expect(summedCodeIndex(['ab'], 3)).toBe((97 + 98) % 3);
    // The codes of "Bowiekitchen-remodeling" add up to 2351, and 2351 mod 4 is 3.
    expect(summedCodeIndex(['Bowie', 'kitchen-remodeling'], 4)).toBe(3);
    expect(summedCodeIndex(['x'], 0)).toBe(0);
  });
  it('pick wraps the index and refuses an empty list', () => {
    expect(pick(['a', 'b', 'c'], 4)).toBe('b');
    expect(pick(['a', 'b', 'c'], -1)).toBe('c');
    expect(() => pick([], 0)).toThrow();
  });
});
