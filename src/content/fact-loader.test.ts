import type { Loader } from 'astro/loaders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFactsFilled } from './fact-loader';
import { durations, durationsBeforeNoun, durationsInTitles, durationsInWords, formatSpan, spans } from './durations';
import { claims } from './site';
import settings from './settings/business.json' with { type: 'json' };

type Context = Parameters<Loader['load']>[0];
type Entry = Parameters<Context['store']['set']>[0];

/** A stand-in for Astro's entry and meta stores, enough for a loader that sets entries. */
function fakeContext(meta = new Map<string, string>()) {
  const entries = new Map<string, Entry>();
  const store = {
    set: (entry: Entry) => (entries.set(entry.id, entry), true),
    get: (id: string) => entries.get(id),
    clear: () => entries.clear(),
    keys: () => [...entries.keys()],
  };
  const metaStore = { get: (key: string) => meta.get(key), set: (key: string, value: string) => void meta.set(key, value) };
  return { entries, meta, context: { store, meta: metaStore } as unknown as Context };
}

const loaderOf = (entry: Entry): Loader => ({ name: 'fake', load: async ({ store }) => void store.set(entry) });

describe('withFactsFilled', () => {
  it('fills the Markdown body and the HTML rendered from it, escaping the HTML', async () => {
    const { entries, context } = fakeContext();
    const body = 'Most decks take {durationsInWords.decks}; {claims.licensedInsured}.';
    await withFactsFilled(loaderOf({ id: 'deck', data: {}, body, rendered: { html: `<p>${body}</p>` } })).load(context);
    const stored = entries.get('deck');
    expect(stored?.body).toBe(`Most decks take ${durationsInWords.decks}; ${claims.licensedInsured}.`);
    expect(stored?.rendered?.html).toBe(`<p>Most decks take ${durationsInWords.decks}; ${claims.licensedInsured.replace('&', '&amp;')}.</p>`);
  });

  it('fails naming the file and the unknown name', async () => {
    const { context } = fakeContext();
    const loader = withFactsFilled(loaderOf({ id: 'x', data: {}, filePath: 'src/content/guides/x.md', body: 'Takes {durations.forever}.' }));
    await expect(loader.load(context)).rejects.toThrow(/^src\/content\/guides\/x\.md: \{durations\.forever\} in the article text is not a fact the site knows; use one of: .*\{durations\.kitchen\}/);
  });

  it('reloads every entry when a fact changed since the entries were stored, and only then', async () => {
    const { entries, meta, context } = fakeContext();
    const loader = withFactsFilled({ name: 'nothing-changed', load: async () => {} });
    entries.set('kept', { id: 'kept', data: {} });
    await loader.load(context);
    expect(entries.size).toBe(0); // first run: no digest was stored
    entries.set('kept', { id: 'kept', data: {} });
    await loader.load(context);
    expect(entries.size).toBe(1); // same facts: the stored entry stays
    meta.set('facts-digest', 'facts before an edit');
    await loader.load(context);
    expect(entries.size).toBe(0);
  });
});

describe('durations and warranty terms as values', () => {
  afterEach(() => {
    vi.doUnmock('./settings/business.json');
    vi.resetModules();
  });

  it('writes a span four ways', () => {
    const span = { from: 6, to: 12, unit: 'week' } as const;
    expect((['short', 'words', 'title', 'beforeNoun'] as const).map((style) => formatSpan(span, style))).toEqual(['6-12 weeks', '6 to 12 weeks', '6-12 Weeks', '6-12 week']);
    expect(formatSpan({ from: 1, to: 1, unit: 'day' }, 'words')).toBe('1 day');
    expect(formatSpan({ from: 24, to: 24, unit: 'hour' }, 'short')).toBe('24 hours');
  });

  it('writes every named span from its numbers, in each style', () => {
    for (const [name, span] of Object.entries(spans)) {
      const key = name as keyof typeof spans;
      expect([durations[key], durationsInWords[key], durationsInTitles[key], durationsBeforeNoun[key]], name).toEqual(
        (['short', 'words', 'title', 'beforeNoun'] as const).map((style) => formatSpan(span, style)),
      );
    }
  });

  it('states the warranty terms from the number of years in the settings', async () => {
    vi.resetModules();
    vi.doMock('./settings/business.json', () => ({ default: { ...settings, warrantyYears: { hardware: 7, deck: 3 } } }));
    const site = await import('./site');
    expect([site.claims.hardwareWarranty, site.warranties.hardware.name, site.warranties.deck.term]).toEqual(['7-Year Hardware Warranty', '7-year hardware warranty', '3-year']);
  });
});
