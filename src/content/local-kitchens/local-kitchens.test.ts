import { describe, expect, it } from 'vitest';
import { LOCAL_KITCHEN_SLUGS } from './slugs';
import { getLocalKitchen, localKitchenList, localKitchens } from './index';

/*
 * The rules each local kitchen page is held to. The spec's metrics are checked once, in
 * src/test/spec-conformance.test.ts; the list sizes (9 neighbourhoods, 8 features, 3 styles) and
 * non-empty texts by the local kitchen schema.
 */

function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

describe('local kitchen registry', () => {
  it('holds exactly the two local kitchen pages, each under its own slug', () => {
    expect(Object.keys(localKitchens).sort()).toEqual([...LOCAL_KITCHEN_SLUGS].sort());
    expect(localKitchenList.map((k) => k.slug)).toEqual([...LOCAL_KITCHEN_SLUGS]);
    for (const slug of LOCAL_KITCHEN_SLUGS) expect(localKitchens[slug].slug).toBe(slug);
  });

  it('getLocalKitchen finds known slugs and rejects others', () => {
    expect(getLocalKitchen('bethesda-kitchen-remodeling')?.town).toBe('Bethesda');
    expect(getLocalKitchen('potomac-kitchen-remodeling')?.town).toBe('Potomac');
    expect(getLocalKitchen('rockville-kitchen-remodeling')).toBeUndefined();
    expect(getLocalKitchen('toString')).toBeUndefined();
  });
});

describe.each(LOCAL_KITCHEN_SLUGS)('%s', (slug) => {
  const kitchen = localKitchens[slug];

  it('names each feature and neighbourhood once', () => {
    expect(new Set(kitchen.neighborhoods.names).size).toBe(kitchen.neighborhoods.names.length);
    expect(new Set(kitchen.features.items).size).toBe(kitchen.features.items.length);
  });

  it('has a hero, headings and a final call to action about its own town', () => {
    expect(kitchen.hero.heading).toContain(kitchen.town);
    expect(kitchen.neighborhoods.heading).toContain(kitchen.town);
    expect(kitchen.cta.heading).toContain(kitchen.town);
    expect(kitchen.cta.primaryLabel.trim().length).toBeGreaterThan(0);
    expect(kitchen.cta.secondaryLabel.trim().length).toBeGreaterThan(0);
  });

  it('contains no placeholder text and no phone or e-mail literal', () => {
    const text = allText(kitchen).join('\n');
    expect(text).not.toMatch(/lorem|ipsum|\bTODO\b/i);
    expect(text).not.toMatch(/\(?\d{3}\)?[\s.-]\d{3}-\d{4}/);
    expect(text).not.toMatch(/@/);
  });
});
