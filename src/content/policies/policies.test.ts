/**
 * The policy pages' files through their schemas, as the build reads them: every claim the site
 * makes has its warranty section, with the names the site uses elsewhere; the privacy notice
 * names every event and property the analytics sends; and the rules refuse what they must.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { leadEvents, leadProperties } from '../analytics';
import { accessibilityPageSchema, privacyPageSchema, warrantyPageSchema } from '../policy-schemas';
import { business, claims, warranties } from '../site';
import { WARRANTY_CLAIMS, claimAnchor, warrantyClaimsProblem } from '../warranty-claims';

const stored = (name: string) => parse(readFileSync(`src/content/policies/${name}.yaml`, 'utf8')) as Record<string, unknown>;
const warranty = warrantyPageSchema.parse(stored('warranty'));
const privacy = privacyPageSchema.parse(stored('privacy'));
const accessibility = accessibilityPageSchema.parse(stored('accessibility'));

describe('the warranty page', () => {
  const byClaim = new Map(warranty.warranties.items.map((item) => [item.claim, item]));

  it('has one section for each claim, none twice', () => {
    expect([...byClaim.keys()].sort()).toEqual([...WARRANTY_CLAIMS].sort());
    expect(warranty.warranties.items).toHaveLength(WARRANTY_CLAIMS.length);
  });

  it('names each warranty as the rest of the site does, facts filled in', () => {
    expect(byClaim.get('craftsmanshipWarranty')?.heading).toBe(warranties.craftsmanship.title);
    expect(byClaim.get('hardwareWarranty')?.heading).toBe(warranties.hardware.title);
    expect(byClaim.get('deckWarranty')?.heading).toBe(warranties.deck.title);
    expect(byClaim.get('workmanshipWarranty')?.heading).toBe(warranties.installation.title);
    expect(byClaim.get('manufacturerWarranties')?.heading).toBe(warranties.manufacturer.title);
    expect(byClaim.get('fixedPriceGuarantee')?.heading).toBe(claims.fixedPriceLabel);
    expect(byClaim.get('hardwareWarranty')?.duration).toContain(warranties.hardware.term);
    expect(JSON.stringify(warranty)).not.toMatch(/\{[a-z]+\.[\w.]+\}/i);
  });

  it('gives the lifetime warranty its lifetime: the owner’s, not transferable', () => {
    const duration = byClaim.get('craftsmanshipWarranty')?.duration ?? '';
    expect(duration).toMatch(/as long as you own the home/);
    expect(duration).toMatch(/does not pass to a later owner/);
  });

  it('says how fast we reply to a claim, in the words of the business settings', () => {
    for (const item of warranty.warranties.items) expect(item.howToClaim).toContain(business.responseTime);
  });

  it('refuses a claim twice or a claim left out, naming it', () => {
    expect(warrantyClaimsProblem(WARRANTY_CLAIMS)).toBeUndefined();
    const data = stored('warranty') as { warranties: { items: { claim: string }[] } };
    const [first, ...rest] = data.warranties.items;
    const twice = { ...data, warranties: { ...data.warranties, items: [first, { ...rest[0], claim: first?.claim }, ...rest.slice(1)] } };
    const messages = warrantyPageSchema.safeParse(twice).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.join('\n')).toMatch(/"craftsmanshipWarranty" has more than one section; "hardwareWarranty" has no section/);
    const unknown = { ...data, warranties: { ...data.warranties, items: [{ ...first, claim: 'paintWarranty' }, ...rest] } };
    expect(warrantyPageSchema.safeParse(unknown).error?.issues[0]?.message).toMatch(/"paintWarranty" is not a claim/);
  });

  it('anchors each section by its claim', () => {
    expect(claimAnchor('fixedPriceGuarantee')).toBe('fixed-price-guarantee');
    expect(claimAnchor('manufacturerWarranties')).toBe('manufacturer-warranties');
  });
});

describe('the privacy notice', () => {
  const analytics = privacy.sections.find((section) => section.id === 'analytics');
  const text = JSON.stringify(analytics);

  it('names every event the page analytics sends', () => {
    for (const event of Object.values(leadEvents)) expect(analytics?.points?.some((point) => point.startsWith(`${event},`)), event).toBe(true);
    expect(analytics?.points).toHaveLength(Object.keys(leadEvents).length);
  });

  it('names every property the events carry', () => {
    for (const property of Object.values(leadProperties)) expect(text).toContain(property);
  });

  it('says how fast we answer a request about your information', () => {
    expect(privacy.sections.find((section) => section.id === 'your-choices')?.paragraphs.join(' ')).toContain(business.responseTime);
  });
});

describe('the rules of every policy page', () => {
  it('a day that is no day of the calendar, or two sections with one anchor, are refused', () => {
    const data = stored('accessibility') as { sections: { id: string }[] };
    expect(accessibilityPageSchema.safeParse({ ...data, lastUpdated: '2025-02-30' }).success).toBe(false);
    const repeated = { ...data, sections: [...data.sections, data.sections[0]] };
    expect(accessibilityPageSchema.safeParse(repeated).error?.issues[0]?.message).toMatch(/"standard" is used twice/);
    expect(accessibility.sections.length).toBeGreaterThan(0);
  });
});
