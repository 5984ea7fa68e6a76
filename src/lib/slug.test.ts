import { describe, expect, it } from 'vitest';
import { areaSlug, citySlug, slugify } from './slug';

describe('slugs', () => {
  it('city slug: lowercased, spaces to hyphens, other non-alphanumerics removed', () => {
    expect(citySlug('Chevy Chase')).toBe('chevy-chase');
    expect(citySlug("St. Mary's City")).toBe('st-marys-city');
    expect(citySlug('Upper Marlboro')).toBe('upper-marlboro');
  });
  it('area slug: runs of non-alphanumerics become one hyphen, edges trimmed', () => {
    expect(areaSlug("St. Mary's City")).toBe('st-mary-s-city');
    expect(areaSlug('  Chevy Chase  ')).toBe('chevy-chase');
    expect(areaSlug('McLean & Great Falls')).toBe('mclean-great-falls');
  });
});

describe('slugify', () => {
  it('folds accents, reads "&" as "and", drops apostrophes and trims the edges', () => {
    expect(slugify("Prince George's & Charles")).toBe('prince-georges-and-charles');
    expect(slugify('  Québec  ')).toBe('quebec');
    expect(slugify('Built-In Entertainment')).toBe('built-in-entertainment');
    expect(slugify('***')).toBe('');
  });
});
