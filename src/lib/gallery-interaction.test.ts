import { describe, expect, it } from 'vitest';
import { galleryFilters } from '../content/gallery';
import { categoryQueryValue, parseCategoryParam } from './gallery-interaction';

describe('parseCategoryParam', () => {
  it('decodes + and %20 and matches a chip', () => {
    expect(parseCategoryParam('?category=Kitchen+Remodeling', galleryFilters)).toBe('Kitchen Remodeling');
    expect(parseCategoryParam('?category=Built-In%20Entertainment', galleryFilters)).toBe('Built-In Entertainment');
    expect(parseCategoryParam('?category=window+installation', galleryFilters)).toBe('Window Installation');
  });
  it('returns undefined for an absent, empty or unknown category', () => {
    expect(parseCategoryParam('', galleryFilters)).toBeUndefined();
    expect(parseCategoryParam('?category=', galleryFilters)).toBeUndefined();
    expect(parseCategoryParam('?category=Spaceships', galleryFilters)).toBeUndefined();
    expect(parseCategoryParam('?category=%E0%A4%A', galleryFilters)).toBeUndefined();
  });
});

describe('categoryQueryValue', () => {
  it('writes spaces as + like the spec examples', () => {
    expect(categoryQueryValue('Built-In Entertainment')).toBe('Built-In+Entertainment');
    expect(categoryQueryValue('Custom Woodworking')).toBe('Custom+Woodworking');
  });
});
