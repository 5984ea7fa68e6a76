/**
 * Every claim of the register (claims.ts) switched off at once: the content still builds, and no
 * page's text still makes a claim. Then, with every claim shown, the tokens quote their values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { CLAIM_IDS, claimDefinitions } from './claims';
import settingsJson from './settings/business.json' with { type: 'json' };
import type { BusinessSettings } from './types';

const settings = settingsJson as BusinessSettings;
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The settings with every claim switched off (and left unconfirmed). */
const allOff: BusinessSettings = {
  ...settings,
  claims: Object.fromEntries(CLAIM_IDS.map((id) => [id, { shown: false, confirmed: false }])) as BusinessSettings['claims'],
};

/**
 * The spec's own labels (buttons, the neighbourhood call to action, the contact section's eyebrow
 * and heading): fixed words of the design, which have no sentence to drop. A text equal to one is
 * not searched.
 */
const SPEC_LABELS = new Set([
  'Get Free Quote',
  'Get Free Inspection',
  'Get a Free Consultation',
  'Request a Free Consultation',
  'Request a free consultation',
  'Request Free Project Consultation',
  'Get Free Consultation',
  'Get Your Free Project Consultation',
  'Get Free Estimate',
  'Request a Free Estimate',
  'Schedule a Free Consultation',
  'Free project consultation',
  'Request your free consultation',
]);

/**
 * Texts that match a claim's words without making it: what manufacturers' products carry, said of
 * the products (a deck FAQ comparing materials).
 */
const NOT_CLAIMS = [/carry long manufacturer warranties/];

/**
 * Texts a page shows only while their claim is: the certifications section of the decks page
 * (service-page.ts `showInstaller`/`showPaint`, templates/service.astro).
 */
const SHOWN_ONLY_WITH_THEIR_CLAIM = ['servicePage.certified.'];

/** What a text still claims: each claim's words found in it, unless it is a label or no claim. */
function claimsIn(at: string, text: string): string[] {
  if (SPEC_LABELS.has(text.trim()) || NOT_CLAIMS.some((pattern) => pattern.test(text))) return [];
  if (SHOWN_ONLY_WITH_THEIR_CLAIM.some((prefix) => at.startsWith(prefix))) return [];
  return claimPatterns()
    .filter(({ pattern }) => pattern.test(text))
    .map(({ what }) => `${at} (${what}): ${text}`);
}

/** A claim's words or figures, each with what it is. */
function claimPatterns(): { what: string; pattern: RegExp }[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const literal = (what: string, value: string) => ({ what, pattern: new RegExp(`(?<![\\w])${escape(value)}`, 'i') });
  return [
    ...CLAIM_IDS.flatMap((id) => {
      const shownAs = claimDefinitions[id].shownAs;
      return shownAs ? [{ what: id, pattern: shownAs }] : [];
    }),
    ...settings.stats.map((stat) => literal(`stat ${stat.id}`, stat.value)),
    literal('yearsExperience', settings.yearsExperience),
    literal('happyClients', settings.happyClients),
    literal('responsePromise', settings.responseTime),
    // The other ways the copy words the claims without the register's exact words.
    { what: 'craftsmanshipWarranty', pattern: /\bfor life\b|lifetime/i },
    { what: 'hardwareWarranty', pattern: /hardware[^.]*(?:covered|warrant)|covered for \w+ years/i },
    { what: 'deckWarranty', pattern: /\d+-year warranty|deck construction is covered/i },
    { what: 'freeEstimates', pattern: /\bfree,? (?:in-home |no-obligation |honest |design |roof |fixed-price )?(?:quote|estimate|consultation|inspection|visit|design)s?\b|at no cost/i },
    { what: 'freeEstimates', pattern: /\b(?:estimates?|consultations?|inspections?|visits?)\b[^.]*\b(?:is|are) (?:always )?free\b|free of charge|free and without obligation/i },
    { what: 'fixedPriceGuarantee', pattern: /price you pay|price we sign/i },
    { what: 'licensedInsured', pattern: /\binsured\b|workers compensation/i },
    { what: 'responsePromise', pattern: /\{business\.responseTime\}/ },
  ];
}

/** Every text inside a value, with where it is. */
function texts(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${at}.${key}`));
  return [];
}

/** The YAML files and Markdown guides of a folder, as raw data (frontmatter, and the article text as `body`). */
function rawContent(folder: string): { file: string; data: unknown }[] {
  const dir = path.join(ROOT, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.md'))
    .sort()
    .map((name) => {
      const source = readFileSync(path.join(dir, name), 'utf8');
      if (name.endsWith('.yaml')) return { file: `${folder}/${name}`, data: parse(source) as unknown };
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
      if (!match) throw new Error(`${name} has no frontmatter`);
      return { file: `${folder}/${name}`, data: { ...(parse(match[1]!) as object), body: match[2] } };
    });
}

const CONTENT_FOLDERS = ['src/content/services', 'src/content/guides', 'src/content/local-kitchens'];

/** The modules of copy, imported after the settings are (mocked or not). */
async function contentModules(): Promise<Record<string, unknown>> {
  const [home, localPages, servicePage, locationContact, generator, maryland, northernVirginia, comingSoon, locationPage, process] = await Promise.all([
    import('./home'),
    import('./local-pages'),
    import('./service-page'),
    import('./location-contact'),
    import('./generator'),
    import('./locations/maryland'),
    import('./locations/northern-virginia'),
    import('./coming-soon'),
    import('./location-page'),
    import('./process'),
  ]);
  return {
    home: home.home,
    cityPage: localPages.cityPage,
    cityServicePage: localPages.cityServicePage,
    neighborhoodPage: localPages.neighborhoodPage,
    servicePage: servicePage.servicePage,
    locationContact: locationContact.locationContact,
    generatedDefaults: generator.generatedDefaults,
    maryland: maryland.maryland,
    northernVirginia: northernVirginia.northernVirginia,
    comingSoon: comingSoon.comingSoon,
    locationPage: locationPage.locationPage,
    processPage: process.processPage,
  };
}

describe('with every claim switched off', () => {
  async function withEveryClaimOff() {
    vi.resetModules();
    vi.doMock('./settings/business.json', () => ({ default: allOff }));
    const facts = await import('./facts');
    const site = await import('./site');
    return { facts, site };
  }

  afterAll(() => {
    vi.doUnmock('./settings/business.json');
    vi.resetModules();
  });

  it('shows none of them (the mock took)', async () => {
    const { site } = await withEveryClaimOff();
    expect(CLAIM_IDS.filter((id) => site.shows(id))).toEqual([]);
  });

  it('drops the whole sentence of a token, whatever dots its name or the sentence has', async () => {
    const { facts } = await withEveryClaimOff();
    expect(facts.fillFacts('Call us. We reply {business.responseTime} to book a visit. Bring photos.').text).toBe('Call us. Bring photos.');
    expect(facts.fillFacts('A 3.5 ft deck. Is the visit free{claim.freeEstimates}? Yes.').text).toBe('A 3.5 ft deck. Yes.');
    expect(facts.fillFacts('Its hardware carries our {warranties.hardware.name}.').text).toBe('');
  });

  it('still builds: every collection passes its schema and rules', async () => {
    await withEveryClaimOff();
    const { checkContent, problemLine } = await import('../lib/build/content-check');
    const result = await checkContent(ROOT);
    expect(result.problems.map(problemLine)).toEqual([]);
  }, 60_000);

  it('leaves no claim in the content files', async () => {
    const { facts } = await withEveryClaimOff();
    const found: string[] = [];
    for (const { file, data } of CONTENT_FOLDERS.flatMap(rawContent)) {
      const { value } = facts.fillFactsDeep(data);
      for (const { at, text } of texts(value, file)) found.push(...claimsIn(at, text));
    }
    expect(found).toEqual([]);
  });

  it('leaves no claim in the copy modules', async () => {
    const { facts } = await withEveryClaimOff();
    const modules = await contentModules();
    const found: string[] = [];
    for (const [name, copy] of Object.entries(modules)) {
      const { value } = facts.fillFactsDeep(copy);
      for (const { at, text } of texts(value, name)) found.push(...claimsIn(at, text));
    }
    expect(found).toEqual([]);
  });
});

describe('with one claim switched off', () => {
  afterAll(() => {
    vi.doUnmock('./settings/business.json');
    vi.resetModules();
  });

  // A sentence making two claims must quote both: with every claim off it leaves anyway, with one
  // off it would stay and keep making that one.
  it.each(CLAIM_IDS.filter((id) => claimPatterns().some(({ what }) => what === id)))('leaves no %s in the content', async (id) => {
    vi.resetModules();
    vi.doMock('./settings/business.json', () => ({ default: { ...settings, claims: { ...settings.claims, [id]: { shown: false, confirmed: false } } } }));
    const facts = await import('./facts');
    const modules = await contentModules();
    const patterns = claimPatterns().filter(({ what }) => what === id);
    const found: string[] = [];
    const all = [...CONTENT_FOLDERS.flatMap(rawContent).map(({ file, data }) => [file, data] as const), ...Object.entries(modules)];
    for (const [name, copy] of all) {
      for (const { at, text } of texts(facts.fillFactsDeep(copy).value, name)) {
        if (claimsIn(at, text).length === 0) continue;
        for (const { pattern } of patterns) if (pattern.test(text)) found.push(`${at}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('with every claim shown', () => {
  it('quotes each claim’s value where a token names it', async () => {
    vi.resetModules();
    const { fillFactsDeep } = await import('./facts');
    const filled = (file: string) => {
      const entry = CONTENT_FOLDERS.flatMap(rawContent).find((candidate) => candidate.file.endsWith(file));
      return texts(fillFactsDeep(entry?.data).value, file)
        .map(({ text }) => text)
        .join('\n');
    };
    expect(filled('services/custom-woodworking.yaml')).toContain(`${settings.yearsExperience} years of experience`);
    expect(filled('services/custom-woodworking.yaml')).toContain('lifetime craftsmanship warranty');
    expect(filled('services/pantry-organization.yaml')).toContain(`${settings.warrantyYears.hardware}-year hardware warranty`);
    expect(filled('services/outdoor-decks.yaml')).toContain(`${settings.warrantyYears.deck}-year deck warranty`);
    expect(filled('services/bathroom-remodeling.yaml')).toContain(settings.responseTime);
    expect(filled('local-kitchens/bethesda-kitchen-remodeling.yaml')).toMatch(/fixed-price guarantee/i);
    const { maryland } = await import('./locations/maryland');
    expect(JSON.stringify(maryland)).toContain(`${settings.happyClients}`);
  });
});
