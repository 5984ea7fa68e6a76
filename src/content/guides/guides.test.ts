import { describe, it, expect } from 'vitest';
import { SERVICE_SLUGS } from '../services/slugs';
import { type GuideContent } from '../types';
import { typedSpans } from '../../test/typed-spans';
import { guides, guideList, getGuide, guidesForService } from './index';

/*
 * The rules every guide is held to, the spec's and any staff publish later alike. Which guides the
 * spec requires and what some of them must say is checked once, in
 * src/test/spec-conformance.test.ts; the shape of each guide (3 options, 6 considerations, no
 * empty text, a known service, an article body) by the guide schema and the registry.
 */

/** Every guide there is: the spec's and any staff have published since. */
const ALL_SLUGS = guideList.map((guide) => guide.slug);

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

describe('guide registry', () => {
  it.each(ALL_SLUGS)('%s is stored under its own slug', (slug) => {
    expect(guideOf(slug).slug).toBe(slug);
  });

  it('lists guides in file-name order, each once', () => {
    expect(ALL_SLUGS).toEqual([...ALL_SLUGS].sort((a, b) => a.localeCompare(b)));
    expect(new Set(ALL_SLUGS).size).toBe(ALL_SLUGS.length);
  });

  it('getGuide finds known slugs and rejects unknown ones', () => {
    const [first] = guideList;
    expect(getGuide(first!.slug)).toBe(first);
    expect(getGuide('not-a-guide')).toBeUndefined();
    expect(getGuide('')).toBeUndefined();
    expect(getGuide('constructor')).toBeUndefined();
    expect(getGuide('toString')).toBeUndefined();
  });

  it('guidesForService returns the related guides in file-name order', () => {
    for (const service of SERVICE_SLUGS) {
      const found = guidesForService(service).map((g) => g.slug);
      expect(found, service).toEqual(ALL_SLUGS.filter((slug) => guideOf(slug).service === service));
    }
  });

  it('every guide is reachable from its service', () => {
    const reached = SERVICE_SLUGS.flatMap((service) => guidesForService(service).map((g) => g.slug));
    expect(reached.sort()).toEqual([...ALL_SLUGS].sort());
  });
});

describe.each(ALL_SLUGS)('guide %s', (slug) => {
  it('contains no placeholder text', () => {
    const text = allText(guideOf(slug)).join('\n');
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

  it('quotes every duration by name ({durationsInWords.decks}), never as typed figures', () => {
    expect(typedSpans(new URL('.', import.meta.url), '.md')).toEqual([]);
  });
});
