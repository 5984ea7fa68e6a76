import { afterEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../content.config';
import { STAT_IDS, statIdsProblem, statsById, type HeadlineStat } from './headline-stats';
import settingsJson from './settings/business.json' with { type: 'json' };
import type { BusinessSettings } from './types';

const settings = settingsJson as BusinessSettings;

/** The settings with their stats in another order: fixed price first, projects a year last. */
const reordered: BusinessSettings = { ...settings, stats: [...settings.stats].reverse() };

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

const withId = (id: string) => {
  const stat = settings.stats.find((candidate) => candidate.id === id);
  if (!stat) throw new Error(`business.json has no stat "${id}"`);
  return stat;
};

describe('the headline stats of settings/business.json', () => {
  it('has each id exactly once', () => {
    expect(statIdsProblem(settings.stats.map((stat) => stat.id))).toBeUndefined();
    expect(settings.stats.map((stat) => stat.id).sort()).toEqual([...STAT_IDS].sort());
  });

  it('are accepted by the settings schema in any order', () => {
    expect(statsMessages(settings.stats)).toEqual([]);
    expect(statsMessages(reordered.stats)).toEqual([]);
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
    const byId = statsById(reordered.stats);
    expect(byId.fixedPrice).toEqual({ value: '100%', label: 'Fixed Price Guarantee' });
    expect(byId.projectsAnnually).toEqual({ value: '250+', label: 'Projects Annually' });
    expect(byId.combinedExperience).toEqual({ value: '25+', label: 'Years Combined Experience' });
  });
});

describe('site.ts with the stats reordered in the settings', () => {
  afterEach(() => {
    vi.doUnmock('./settings/business.json');
    vi.resetModules();
  });

  async function siteWith(stats: BusinessSettings['stats']) {
    vi.resetModules();
    vi.doMock('./settings/business.json', () => ({ default: { ...settings, stats } }));
    return import('./site');
  }

  it('keeps every claim, and the hero keeps the spec order', async () => {
    const site = await siteWith(reordered.stats);
    // The list keeps the settings' order (the stat band's); whatever that order is, the claims do not move.
    expect(site.stats.map((stat) => stat.id)).toEqual(reordered.stats.map((stat) => stat.id));
    expect(site.claims.fixedPrice).toBe('100%');
    expect(site.claims.fixedPriceLabel).toBe('100% Fixed Price Guarantee');
    expect(site.heroClaims.map((claim) => claim.label)).toEqual([
      'Licensed & Insured',
      'Quality Craftsmanship',
      '250+ Projects Annually',
      '25+ Years Combined Experience',
      '100% Fixed Price Guarantee',
    ]);
  });

  it('keeps the location stat cards and the home page’s promises', async () => {
    await siteWith(reordered.stats);
    const { locationStats } = await import('./locations/stats');
    const { home } = await import('./home');
    expect(locationStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '250+ Projects Annually',
      '25+ Years Combined Experience',
      '500+ Happy Clients',
      '100% Fixed Price Guarantee',
    ]);
    expect(home.about.promises.map((promise) => promise.title)).toContain('100% Fixed Price Guarantee');
  });
});
