import { describe, expect, it } from 'vitest';
import { SERVICE_SLUGS } from '../services/slugs';
import { HOME_TYPES } from './vocabulary';
import { maryland } from '../locations/maryland';
import { localFacts } from '.';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim()).filter(Boolean);
const PLACEHOLDERS = new Set(['building', 'electrical', 'plumbing', 'frostDepth']);

describe('local facts of each service', () => {
  it('cover every service, with a paragraph for every kind of house', () => {
    for (const slug of SERVICE_SLUGS) {
      const facts = localFacts[slug];
      expect(facts.slug).toBe(slug);
      for (const type of HOME_TYPES) expect(facts.homes[type].trim().split(/\s+/).length, `${slug} ${type}`).toBeGreaterThanOrEqual(25);
      expect(facts.warranties.length, slug).toBeGreaterThan(0);
    }
  });

  it('repeat no sentence across kinds of houses or services', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const slug of SERVICE_SLUGS) {
      for (const type of HOME_TYPES) {
        for (const sentence of sentences(localFacts[slug].homes[type])) {
          const key = sentence.toLowerCase();
          if (seen.has(key)) repeats.push(`${slug}/${type} repeats ${seen.get(key)}: ${sentence.slice(0, 60)}`);
          else seen.set(key, `${slug}/${type}`);
        }
      }
    }
    expect(repeats).toEqual([]);
  });

  it('use only the permit placeholders the pages fill, and name no duration or frost depth', () => {
    for (const slug of SERVICE_SLUGS) {
      const { permits, homes } = localFacts[slug];
      const unknown = [...permits.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((name) => !PLACEHOLDERS.has(name ?? ''));
      expect(unknown, slug).toEqual([]);
      for (const text of [permits, ...Object.values(homes)]) {
        expect(text, slug).not.toMatch(/\{(?!building|electrical|plumbing|frostDepth)\w+\}/);
        expect(text, slug).not.toMatch(/\b\d+(?:-\d+)?\s+(?:days?|weeks?|months?)\b/);
        expect(text, slug).not.toMatch(/frost[^.]*\d+\s*inch/i);
      }
    }
  });
});

/** First-person work claims ("we build", "homeowners ask for"): they belong in projects, not place texts. */
const WORK_CLAIM = /\b(?:we|our crews?|ask(?:s|ed)? (?:us|for)|request(?:s|ed)?)\b/i;

describe('Maryland town facts', () => {
  const towns = maryland.serviceAreas.flatMap((area) => area.cities.map((city) => ({ ...city, county: area.name })));

  it('give every county its permit offices', () => {
    for (const area of maryland.serviceAreas) {
      expect(area.permits?.building, area.name).toMatch(/\S/);
      expect(area.permits?.electrical, area.name).toMatch(/\S/);
      expect(area.permits?.plumbing, area.name).toMatch(/\S/);
    }
  });

  it('place every town in Maryland, with one to three kinds of houses and at least one project', () => {
    for (const town of towns) {
      expect(town.geo?.lat, town.name).toBeGreaterThan(37.8);
      expect(town.geo?.lat, town.name).toBeLessThan(39.8);
      expect(town.geo?.lng, town.name).toBeGreaterThan(-79.6);
      expect(town.geo?.lng, town.name).toBeLessThan(-75);
      expect(town.homeTypes?.length, town.name).toBeGreaterThanOrEqual(1);
      expect(town.homeTypes?.length, town.name).toBeLessThanOrEqual(3);
      expect(town.projects?.length, town.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('keep the texts shown on every service page about the place, not about work we do', () => {
    // The note, highlight and neighborhoods appear on the roofing page as much as the kitchen page.
    const offending = towns.flatMap((town) =>
      [town.note, town.highlight ?? '', ...(town.neighborhoods ?? []).map((n) => n.text)].filter((text) => WORK_CLAIM.test(text)).map((text) => `${town.name}: ${text.slice(0, 80)}`),
    );
    expect(offending).toEqual([]);
  });

  it('catches a town text that talks about work', () => {
    expect(WORK_CLAIM.test('Homeowners here ask for wood-burning fireplace mantels.')).toBe(true);
    expect(WORK_CLAIM.test('Thurmont sits at the foot of Catoctin Mountain.')).toBe(false);
  });
});
