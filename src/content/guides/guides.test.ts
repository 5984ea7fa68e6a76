import { describe, it, expect } from 'vitest';
import { SERVICE_SLUGS } from '../services/slugs';
import { type GuideContent, type ServiceSlug } from '../types';
import { guides, guideList, getGuide, guidesForService } from './index';

/**
 * The spec's guide pages (section 2, "Guide pages"), in the spec's order. Staff may publish
 * more guides in the editor; these 25 must stay.
 */
const SPEC_GUIDE_SLUGS = [
  'kitchen-layout-guide',
  'kitchen-materials-guide',
  'kitchen-trends-guide',
  'bathroom-design-ideas',
  'basement-finishing-design-ideas',
  'basement-finishing-guide',
  'built-in-entertainment-design-ideas',
  'built-in-entertainment-guide',
  'crown-molding-guide',
  'custom-closets-guide',
  'custom-closets-organization-guide',
  'custom-woodworking-guide',
  'door-installation-guide',
  'fireplace-mantels-guide',
  'flooring-installation-guide',
  'home-additions-design-guide',
  'home-additions-guide',
  'home-office-guide',
  'interior-painting-guide',
  'outdoor-decks-design-guide',
  'outdoor-decks-guide',
  'pantry-organization-guide',
  'roofing-services-guide',
  'siding-installation-guide',
  'window-installation-guide',
] as const;
type SpecGuideSlug = (typeof SPEC_GUIDE_SLUGS)[number];

/** The related service of each spec guide: its buttons must lead to that service page. */
const EXPECTED_SERVICE: Record<SpecGuideSlug, ServiceSlug> = {
  'kitchen-layout-guide': 'kitchen-remodeling',
  'kitchen-materials-guide': 'kitchen-remodeling',
  'kitchen-trends-guide': 'kitchen-remodeling',
  'bathroom-design-ideas': 'bathroom-remodeling',
  'basement-finishing-design-ideas': 'basement-finishing',
  'basement-finishing-guide': 'basement-finishing',
  'built-in-entertainment-design-ideas': 'built-in-entertainment',
  'built-in-entertainment-guide': 'built-in-entertainment',
  'crown-molding-guide': 'crown-molding',
  'custom-closets-guide': 'custom-closets',
  'custom-closets-organization-guide': 'custom-closets',
  'custom-woodworking-guide': 'custom-woodworking',
  'door-installation-guide': 'door-installation',
  'fireplace-mantels-guide': 'fireplace-mantels',
  'flooring-installation-guide': 'flooring-installation',
  'home-additions-design-guide': 'home-additions',
  'home-additions-guide': 'home-additions',
  'home-office-guide': 'home-office',
  'interior-painting-guide': 'interior-painting',
  'outdoor-decks-design-guide': 'outdoor-decks',
  'outdoor-decks-guide': 'outdoor-decks',
  'pantry-organization-guide': 'pantry-organization',
  'roofing-services-guide': 'roofing-services',
  'siding-installation-guide': 'siding-installation',
  'window-installation-guide': 'window-installation',
};

/** Every guide there is: the spec's and any staff have published since. */
const ALL_SLUGS = guideList.map((guide) => guide.slug);

/** `items` appear in `list` in this relative order (other entries may sit between them). */
function inOrder(list: readonly string[], items: readonly string[]): boolean {
  const positions = items.map((item) => list.indexOf(item));
  return positions.every((position, i) => position >= 0 && (i === 0 || position > (positions[i - 1] ?? -1)));
}

function guideOf(slug: string): GuideContent {
  const guide = guides[slug];
  if (!guide) throw new Error(`no guide ${slug}`);
  return guide;
}

/** Every string in a guide, for text-wide checks. */
function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

/** The article body as one string (introduction, options, considerations and closing text). */
function bodyText(slug: string): string {
  return allText(guideOf(slug)).join('\n');
}

describe('guide registry', () => {
  it('holds each of the 25 guides of the spec', () => {
    expect(SPEC_GUIDE_SLUGS).toHaveLength(25);
    expect(new Set(SPEC_GUIDE_SLUGS).size).toBe(25);
    const missing = SPEC_GUIDE_SLUGS.filter((slug) => !(slug in guides));
    expect(missing).toEqual([]);
  });

  it.each(ALL_SLUGS)('%s is stored under its own slug', (slug) => {
    expect(guideOf(slug).slug).toBe(slug);
  });

  it('lists guides in file-name order', () => {
    expect(ALL_SLUGS).toEqual([...ALL_SLUGS].sort((a, b) => a.localeCompare(b)));
    expect(new Set(ALL_SLUGS).size).toBe(ALL_SLUGS.length);
    expect(inOrder(ALL_SLUGS, ['basement-finishing-design-ideas', 'kitchen-layout-guide', 'window-installation-guide'])).toBe(true);
  });

  it('getGuide finds known slugs and rejects unknown ones', () => {
    expect(getGuide('roofing-services-guide')?.service).toBe('roofing-services');
    expect(getGuide('kitchen-layout-guide')).toBe(guides['kitchen-layout-guide']);
    expect(getGuide('not-a-guide')).toBeUndefined();
    expect(getGuide('')).toBeUndefined();
    expect(getGuide('constructor')).toBeUndefined();
    expect(getGuide('toString')).toBeUndefined();
  });

  it('guidesForService returns the related guides in file-name order', () => {
    for (const service of SERVICE_SLUGS) {
      const found = guidesForService(service).map((g) => g.slug);
      // Only guides of that service, each once, in the registry's order ...
      expect(found.every((slug) => guideOf(slug).service === service), service).toBe(true);
      expect(inOrder(ALL_SLUGS, found), service).toBe(true);
      // ... and every spec guide of that service, in the spec's order.
      const expected = SPEC_GUIDE_SLUGS.filter((slug) => EXPECTED_SERVICE[slug] === service);
      expect(inOrder(found, expected), service).toBe(true);
    }
  });

  it('every guide is reachable from its service', () => {
    const reached = SERVICE_SLUGS.flatMap((service) => guidesForService(service).map((g) => g.slug));
    expect(reached.sort()).toEqual([...ALL_SLUGS].sort());
  });
});

describe.each(SPEC_GUIDE_SLUGS)('spec guide %s', (slug) => {
  it('links to the service the spec relates it to', () => {
    expect(guideOf(slug).service).toBe(EXPECTED_SERVICE[slug]);
  });
});

describe.each(ALL_SLUGS)('guide %s', (slug) => {
  const guide = guideOf(slug);

  it('links to its related service, which is a known service slug', () => {
    expect(SERVICE_SLUGS).toContain(guide.service);
  });

  it('has exactly 3 option cards, each with a title, description and features', () => {
    expect(guide.options.items).toHaveLength(3);
    for (const item of guide.options.items) {
      expect(item.title.trim().length).toBeGreaterThan(0);
      expect(item.description.trim().length).toBeGreaterThan(0);
      expect(item.features.length).toBeGreaterThan(0);
      for (const feature of item.features) expect(feature.trim().length).toBeGreaterThan(0);
    }
  });

  it('has exactly 6 considerations with text', () => {
    expect(guide.considerations.items).toHaveLength(6);
    for (const item of guide.considerations.items) {
      expect(item.title.trim().length).toBeGreaterThan(0);
      expect(item.description.trim().length).toBeGreaterThan(0);
    }
  });

  it('has the hero, introduction and call to action a page needs', () => {
    expect(guide.title.trim().length).toBeGreaterThan(0);
    expect(guide.description.trim().length).toBeGreaterThan(0);
    expect(guide.hero.heading.trim().length).toBeGreaterThan(0);
    expect(guide.hero.buttonLabel.trim().length).toBeGreaterThan(0);
    const paragraphs = guide.body.split(/\n\s*\n/).filter((p) => p.trim());
    // How many paragraphs the introduction has is the writer's choice; it must have one.
    expect(paragraphs.length).toBeGreaterThanOrEqual(1);
    expect(guide.cta.buttonLabel.trim().length).toBeGreaterThan(0);
  });

  it('contains no placeholder text', () => {
    const text = bodyText(slug);
    expect(text).not.toMatch(/lorem/i);
    expect(text).not.toMatch(/ipsum/i);
    expect(text).not.toMatch(/\bTODO\b/);
  });
});

describe('guide text across the collection', () => {
  it('titles are unique', () => {
    const titles = guideList.map((g) => g.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('descriptions are unique', () => {
    const descriptions = guideList.map((g) => g.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('the kitchen layout guide gives the work-triangle and clearance figures', () => {
    const text = bodyText('kitchen-layout-guide');
    expect(text).toMatch(/\b4\s*(?:to|-|–|and)\s*9\s*(?:feet|foot|ft)\b/i);
    expect(text).toMatch(/\b36(?:-inch|\s+inch(?:es)?)\b/i);
    expect(text).toMatch(/\b42\s+inches\b/i);
  });

  it('every kitchen materials option lists pros and considerations', () => {
    const items = guideOf('kitchen-materials-guide').options.items;
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.pros?.length ?? 0).toBeGreaterThan(0);
      expect(item.considerations?.length ?? 0).toBeGreaterThan(0);
      for (const line of [...(item.pros ?? []), ...(item.considerations ?? [])]) {
        expect(line.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('the kitchen materials guide explains the cabinet types (spec 2: kitchen guides use cabinet types)', () => {
    const text = bodyText('kitchen-materials-guide');
    for (const type of ['Framed cabinets', 'Frameless cabinets', 'Inset cabinets']) expect(text).toContain(type);
  });

  it('guides quote the advertised durations and figures', () => {
    expect(bodyText('outdoor-decks-guide')).toMatch(/1 to 3 weeks/);
    expect(bodyText('outdoor-decks-guide')).toMatch(/5-year warranty/);
    expect(bodyText('home-additions-guide')).toMatch(/3 to 12 months/);
    expect(bodyText('roofing-services-guide')).toMatch(/more than 20 years old|over 20 years old/);
    expect(bodyText('roofing-services-guide')).toMatch(/1 to 3 days/);
    expect(bodyText('door-installation-guide')).toMatch(/2 to 4 hours per door/);
    expect(bodyText('window-installation-guide')).toMatch(/30 to 60 minutes/);
    expect(bodyText('window-installation-guide')).toMatch(/up to 25 percent/);
    expect(bodyText('window-installation-guide')).toMatch(/15 to 25 percent/);
    expect(bodyText('window-installation-guide')).toMatch(/5 to 10 years/);
    expect(bodyText('siding-installation-guide')).toMatch(/1 to 2 weeks/);
    expect(bodyText('pantry-organization-guide')).toMatch(/1 to 2 days/);
    expect(bodyText('interior-painting-guide')).toMatch(/2 to 5 days/);
    expect(bodyText('flooring-installation-guide')).toMatch(/1 to 3 days/);
    expect(bodyText('home-office-guide')).toMatch(/2 to 4 weeks/);
    expect(bodyText('fireplace-mantels-guide')).toMatch(/2 to 4 weeks/);
  });
});
