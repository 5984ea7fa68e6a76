import { describe, expect, it } from 'vitest';
import { factSourcesSchema, locationSchema } from '../location-schema';
import { localFacts } from '../local-facts';
import type { FactSource, LocationContent, ServiceLocalFacts } from '../types';
import { MAX_TOWN_SENTENCE_SIMILARITY, similarTownSentences } from '../../lib/build/local-similarity';

/*
 * Every local fact is checked against a source, and the source is in the content: each county,
 * each town and each service's permit statement names at least one page it was checked against.
 * The location modules are found the way the `locations` collection finds them (every module of
 * this folder exporting a location), so a new module is held to the same rule.
 */

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });
const isLocation = (value: unknown): value is LocationContent =>
  typeof value === 'object' && value !== null && 'serviceAreas' in value && 'slug' in value;
const locations: LocationContent[] = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isLocation));

/** What lacks a source: a county, a town, or a permit statement whose sources say nothing of permits. */
export function unsourced(location: LocationContent): string[] {
  const problems: string[] = [];
  const backsPermits = (sources: readonly FactSource[] | undefined) => (sources ?? []).some((source) => /permit/i.test(source.supports));
  for (const area of location.serviceAreas) {
    if (!area.sources?.length) problems.push(`${area.name}: no sources`);
    else if (!backsPermits(area.sources)) problems.push(`${area.name}: no source backs its permit offices`);
    for (const city of area.cities) {
      if (!city.sources?.length) problems.push(`${area.name} › ${city.name}: no sources`);
      else if ((city.permitOffice || city.tradePermits) && !backsPermits(city.sources)) problems.push(`${area.name} › ${city.name}: no source backs its own permit office`);
    }
  }
  return problems;
}

function unsourcedPermits(facts: Pick<ServiceLocalFacts, 'slug' | 'permitSources'>): string[] {
  if (facts.permitSources.length === 0) return [`${facts.slug}: the permit statement has no sources`];
  const parsed = factSourcesSchema.safeParse(facts.permitSources);
  return parsed.success ? [] : [`${facts.slug}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`];
}

describe('local facts carry their sources', () => {
  it('finds the location modules of the folder', () => {
    expect(locations.map((location) => location.slug)).toEqual(expect.arrayContaining(['maryland', 'northern-virginia']));
  });

  it.each(locations.map((location) => [location.slug, location] as const))('%s: every county and town has a source, in the schema shape', (_slug, location) => {
    const parsed = locationSchema.safeParse(location);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
    expect(unsourced(location)).toEqual([]);
  });

  it('every service permit statement has a source', () => {
    expect(Object.values(localFacts).flatMap(unsourcedPermits)).toEqual([]);
  });

  it.each(locations.map((location) => [location.slug, location] as const))(
    `%s: no town sentence is another town's with the name swapped (masked similarity at most ${MAX_TOWN_SENTENCE_SIMILARITY})`,
    (_slug, location) => {
      const similar = similarTownSentences(location).map(({ score, a, b }) => `${score.toFixed(2)} ${a.town}: "${a.text}" ~ ${b.town}: "${b.text}"`);
      expect(similar).toEqual([]);
    },
  );
});

describe('the source checks can fail', () => {
  const maryland = locations.find((location) => location.slug === 'maryland')!;
  const copy = (): LocationContent => structuredClone(maryland);

  it('flags a county or a town whose sources are removed', () => {
    const county = copy();
    county.serviceAreas[0]!.sources = [];
    expect(unsourced(county)).toContain(`${county.serviceAreas[0]!.name}: no sources`);
    const town = copy();
    const first = town.serviceAreas[0]!.cities[0]!;
    delete first.sources;
    expect(unsourced(town)).toContain(`${town.serviceAreas[0]!.name} › ${first.name}: no sources`);
  });

  it('flags a town with its own permit office whose sources say nothing of permits', () => {
    const town = copy();
    const city = town.serviceAreas[0]!.cities[0]!;
    city.permitOffice = 'the Town Hall';
    city.sources = [{ url: 'https://example.org/history', checked: '2026-11-28', supports: 'founding date' }];
    expect(unsourced(town)).toContain(`${town.serviceAreas[0]!.name} › ${city.name}: no source backs its own permit office`);
  });

  it('flags a permit statement without sources, or with a source that is not an address', () => {
    expect(unsourcedPermits({ slug: 'outdoor-decks', permitSources: [] })).not.toEqual([]);
    expect(unsourcedPermits({ slug: 'outdoor-decks', permitSources: [{ url: 'county website', checked: '2026-11-28', supports: 'permits' }] })).not.toEqual([]);
  });

  it('flags two towns saying the same sentence with their names swapped', () => {
    const swapped = copy();
    const [first, second] = swapped.serviceAreas[0]!.cities;
    first!.note = `Most ${first!.name} homes draw water from private wells and drain to septic systems.`;
    second!.note = `Most ${second!.name} homes draw their water from private wells and drain to septic systems.`;
    expect(similarTownSentences(swapped).length).toBeGreaterThan(0);
  });
});
