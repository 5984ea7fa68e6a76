import { afterEach, describe, expect, it, vi } from 'vitest';
import settings from './settings/business.json' with { type: 'json' };
import { CLAIM_IDS, type ClaimId } from './claims';

/** facts.ts and site.ts as they are with the given claims switched off (every other claim shown). */
async function withClaimsOff(...off: ClaimId[]) {
  vi.resetModules();
  const claims = Object.fromEntries(CLAIM_IDS.map((id) => [id, { shown: !off.includes(id), confirmed: false }]));
  vi.doMock('./settings/business.json', () => ({ default: { ...settings, claims } }));
  return { facts: await import('./facts'), site: await import('./site') };
}

afterEach(() => {
  vi.doUnmock('./settings/business.json');
  vi.resetModules();
});

describe('a claim the owner switches off', () => {
  it('takes the sentences that quote it, and only those', async () => {
    const { facts } = await withClaimsOff('freeEstimates', 'hardwareWarranty');
    const text = 'We visit and measure. Estimates are free{claim.freeEstimates}. Hinges carry a {warranties.hardware.name}! We reply {business.responseTime}.';
    expect(facts.fillFacts(text)).toEqual({ text: `We visit and measure. We reply ${settings.responseTime}.`, unknown: [] });
  });

  it('keeps a sentence whose claims are all shown, filled in', async () => {
    const { facts } = await withClaimsOff('freeEstimates');
    expect(facts.fillFacts('Our carpentry carries a {warranties.craftsmanship.name}.').text).toBe('Our carpentry carries a lifetime craftsmanship warranty.');
  });

  it('takes a sentence wrapped over lines whole, and a list item on its own', async () => {
    const { facts } = await withClaimsOff('freeEstimates');
    const markdown = 'We measure first.\nEstimates are\nfree{claim.freeEstimates}. Then we plan.\n\n- Free visit{claim.freeEstimates}\n- Written proposal';
    expect(facts.fillFacts(markdown).text).toBe('We measure first.\nThen we plan.\n\n- Written proposal');
  });

  it('takes a sentence apart from the HTML around it, and an element it empties', async () => {
    const { facts } = await withClaimsOff('deckWarranty');
    const html = '<p>Decks carry a {warranties.deck.name}.</p><p>We build on <a href="/x">footings</a>. Every deck carries a {warranties.deck.name}.</p>';
    expect(facts.fillFacts(html).text).toBe('<p>We build on <a href="/x">footings</a>. </p>');
  });

  it('takes a list item that loses a whole text, and keeps the others', async () => {
    const { facts } = await withClaimsOff('fixedPriceGuarantee');
    const faq = [
      { question: 'What does the fixed-price guarantee mean{claim.fixedPriceGuarantee}?', answer: 'The price you sign is the price you pay.' },
      { question: 'Do you handle permits?', answer: 'Yes. We file them.' },
    ];
    expect(facts.fillFactsDeep(faq).value).toEqual([{ question: 'Do you handle permits?', answer: 'Yes. We file them.' }]);
    expect(facts.fillFactsDeep(['{claims.fixedPriceLabel}', 'Free parking']).value).toEqual(['Free parking']);
  });

  it('still names a quoted fact that does not exist, even in a sentence it takes', async () => {
    const { facts } = await withClaimsOff('freeEstimates');
    expect(facts.fillFacts('Free{claim.freeEstimates}, see {durations.nope}.').unknown).toEqual(['{durations.nope}']);
    expect(() => facts.quote('Hello{claim.nope}.')).toThrow(/\{claim\.nope\} is not a fact the site knows/);
    expect(facts.factNames()).toContain('claim.freeEstimates');
  });

  it('leaves the hero, the stat cards, the footer links and structured data', async () => {
    const { site } = await withClaimsOff('licensedInsured', 'fixedPriceGuarantee', 'socialProfiles', 'openingHours', 'founded');
    expect(site.heroClaims.map((claim) => claim.label)).toEqual(['Quality Craftsmanship', `${site.headlineStats.projectsAnnually.value} ${site.headlineStats.projectsAnnually.label}`, `${site.headlineStats.combinedExperience.value} ${site.headlineStats.combinedExperience.label}`]);
    expect(site.stats.map((stat) => stat.id)).not.toContain('fixedPrice');
    expect(site.socialProfiles).toEqual({});
    expect(site.phoneHours).toEqual([]);
    expect(site.brand.founded).toBeUndefined();
  });
});
