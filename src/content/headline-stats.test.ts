import { afterEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../content.config';
import { STAT_IDS, statIdsProblem, statsById, type HeadlineStat } from './headline-stats';
import settingsJson from './settings/business.json' with { type: 'json' };
import type { BusinessSettings } from './types';

const settings = settingsJson as BusinessSettings;

/**
 * Made-up headline stats, so the tests hold whatever figures the office keeps in the settings:
 * each value and label is its own, so a stat read from the wrong id shows.
 */
const fixtureStats: HeadlineStat[] = [
  { id: 'projectsAnnually', value: '7+', label: 'Fixture Projects' },
  { id: 'combinedExperience', value: '11+', label: 'Fixture Years' },
  { id: 'fixedPrice', value: '93%', label: 'Fixture Guarantee' },
];
/** The same stats in another order: fixed price first, projects a year last. */
const reordered = [...fixtureStats].reverse();

const settingsSchema = (() => {
  const schema = collections.settings.schema;
  if (!schema || typeof schema === 'function') throw new Error('The settings collection should have a plain zod schema');
  return schema;
})();

/** The messages the settings schema gives for the stats, or [] when it accepts them. */
function statsMessages(stats: readonly Partial<HeadlineStat>[]): string[] {
  const result = settingsSchema.safeParse({ ...settings, stats });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'stats').map((issue) => issue.message);
}

const withId = (id: string) => fixtureStats.find((candidate) => candidate.id === id)!;
/** A stat as a page writes it: "7+ Fixture Projects". */
const shown = (id: string) => `${withId(id).value} ${withId(id).label}`;

describe('the headline stats of the business settings', () => {
  it('are accepted by the settings schema in any order', () => {
    expect(statIdsProblem(fixtureStats.map((stat) => stat.id))).toBeUndefined();
    expect(statsMessages(fixtureStats)).toEqual([]);
    expect(statsMessages(reordered)).toEqual([]);
  });

  it('are refused with the missing id named when one is left out', () => {
    const messages = statsMessages([withId('projectsAnnually'), withId('combinedExperience')]);
    expect(messages).toEqual([
      'Each headline stat must appear exactly once (projectsAnnually, combinedExperience, fixedPrice, in any order): "fixedPrice" is missing',
    ]);
  });

  it('are refused with the repeated id named when one appears twice', () => {
    const messages = statsMessages([withId('fixedPrice'), withId('combinedExperience'), withId('fixedPrice')]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('"fixedPrice" is used more than once');
    expect(messages[0]).toContain('"projectsAnnually" is missing');
  });

  it('are refused when an id is not a headline stat', () => {
    const messages = statsMessages([{ ...withId('fixedPrice'), id: 'fixedPrices' as HeadlineStat['id'] }, withId('combinedExperience'), withId('projectsAnnually')]);
    expect(messages[0]).toBe(`"fixedPrices" is not a headline stat; use one of: ${STAT_IDS.join(', ')}`);
  });

  it('are found by id, not by place', () => {
    const byId = statsById(reordered);
    for (const id of STAT_IDS) expect(byId[id]).toEqual({ value: withId(id).value, label: withId(id).label });
  });
});

describe('site.ts with made-up stats in the settings, in either order', () => {
  afterEach(() => {
    vi.doUnmock('./settings/business.json');
    vi.resetModules();
  });

  async function siteWith(stats: BusinessSettings['stats']) {
    vi.resetModules();
    vi.doMock('./settings/business.json', () => ({ default: { ...settings, stats } }));
    return import('./site');
  }

  it.each([
    ['as listed', fixtureStats],
    ['reordered', reordered],
  ])('shows the settings’ figures in every claim, the hero in one order (%s)', async (_order, stats) => {
    const site = await siteWith(stats);
    // The list keeps the settings' order (the stat band's); whatever that order is, the claims do not move.
    expect(site.stats.map((stat) => stat.id)).toEqual(stats.map((stat) => stat.id));
    expect(site.claims.fixedPrice).toBe(withId('fixedPrice').value);
    expect(site.claims.fixedPriceLabel).toBe(shown('fixedPrice'));
    expect(site.heroClaims.map((claim) => claim.label)).toEqual([
      site.claims.licensedInsured,
      site.claims.qualityCraftsmanship,
      shown('projectsAnnually'),
      shown('combinedExperience'),
      shown('fixedPrice'),
    ]);
  });

  it('fills the location stat cards and the home page’s promises from the settings', async () => {
    await siteWith(reordered);
    const { locationStats } = await import('./locations/stats');
    const { home } = await import('./home');
    expect(locationStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      shown('projectsAnnually'),
      shown('combinedExperience'),
      `${settings.happyClients} Happy Clients`,
      shown('fixedPrice'),
    ]);
    expect(home.about.promises.map((promise) => promise.title)).toContain(shown('fixedPrice'));
  });
});
