import { afterEach, describe, expect, it, vi } from 'vitest';
import { typedSpans } from '../test/typed-spans';
import { CLAIM_IDS } from './claims';
import { durations } from './durations';
import { DESCRIPTION_MAX } from './limits';
import { PROCESS_PHASE_IDS, processPage } from './process';
import settingsJson from './settings/business.json' with { type: 'json' };
import { business } from './site';
import type { BusinessSettings } from './types';

const settings = settingsJson as BusinessSettings;

/** The copy as it reads with the given claims switched off (every other claim as the settings have it). */
async function withClaimsOff(ids: readonly string[]) {
  vi.resetModules();
  const claims = { ...settings.claims, ...Object.fromEntries(ids.map((id) => [id, { shown: false, confirmed: false }])) };
  vi.doMock('./settings/business.json', () => ({ default: { ...settings, claims } }));
  return (await import('./process')).processPage;
}

afterEach(() => {
  vi.doUnmock('./settings/business.json');
  vi.resetModules();
});

describe('the process page copy', () => {
  it('runs from the request to the warranty, each phase once, in order', () => {
    expect(processPage.phases.map((phase) => phase.id)).toEqual([...PROCESS_PHASE_IDS]);
  });

  it('every phase but the warranty quotes its time from durations.ts or the response promise', () => {
    // The warranty phase lists each warranty's term from the warranty page under its duration.
    const quoted = [...Object.values(durations), business.responseTime];
    for (const phase of processPage.phases.filter((phase) => phase.id !== 'warranty')) {
      expect(quoted.some((span) => phase.duration.includes(span)), `${phase.id}: ${phase.duration}`).toBe(true);
    }
  });

  it('types no span of its own', () => {
    expect(typedSpans(new URL('./', import.meta.url), 'process.ts')).toEqual([]);
  });

  it('says the request is answered as the business settings promise, and the first visit costs nothing', () => {
    expect(processPage.phases[0]?.duration).toContain(business.responseTime);
    expect(processPage.phases.find((phase) => phase.id === 'first-visit')?.cost).toMatch(/^Free/);
  });

  it('keeps a description search engines show whole', () => {
    expect(processPage.metadata.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});

describe('with claims switched off', () => {
  it('keeps every phase and its duration; the first visit loses only its cost', async () => {
    const page = await withClaimsOff(CLAIM_IDS);
    expect(page.phases.map((phase) => phase.id)).toEqual([...PROCESS_PHASE_IDS]);
    for (const phase of page.phases) expect(phase.duration, phase.id).not.toBe('');
    expect(page.phases.find((phase) => phase.id === 'first-visit')?.cost).toBeUndefined();
  });

  it('without the response promise, the request phase gives the first-visit window instead', async () => {
    const page = await withClaimsOff(['responsePromise']);
    const request = page.phases[0]!;
    expect(request.duration).not.toContain(business.responseTime);
    expect(request.duration).toContain(durations.firstVisitWait);
  });

  it('without the process times, no phase quotes a planning span or the weekly update, and each still says how its time is set', async () => {
    const page = await withClaimsOff(['processTimes']);
    const text = JSON.stringify(page.phases);
    for (const name of ['firstVisitWait', 'firstVisit', 'designProposal', 'permitsOrdering', 'punchList'] as const) {
      expect(text, name).not.toContain(`"${durations[name]} `);
      expect(text, name).not.toContain(` ${durations[name]} `);
    }
    expect(text).not.toMatch(/every week/);
    for (const phase of page.phases) expect(phase.duration, phase.id).not.toBe('');
    // The work on site keeps the services' own times (the spec's), which this claim does not cover.
    expect(page.phases.find((phase) => phase.id === 'work')?.duration).toContain(durations.kitchen);
  });
});
