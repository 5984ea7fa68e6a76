import { describe, it, expect } from 'vitest';
import { GALLERY_CATEGORIES } from '../gallery-categories';
import { TYPED_SPAN, typedSpans } from '../../test/typed-spans';
import { SERVICE_SLUGS } from './slugs';
import { services, serviceList, homeGridSlugs, getService, isServiceSlug } from './index';

/*
 * The catalogue's rules, whatever services it holds. The spec's slugs, card titles, labels and
 * durations are checked once, in src/test/spec-conformance.test.ts; list sizes and known
 * categories, icons and guides by the service schema and the registry at every build.
 */

describe('service catalogue', () => {
  it('holds one entry per slug of SERVICE_SLUGS, in its order, each keyed by its own slug', () => {
    expect(serviceList.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
    expect(Object.keys(services).sort()).toEqual([...SERVICE_SLUGS].sort());
    for (const [key, entry] of Object.entries(services)) expect(entry.slug).toBe(key);
  });

  it('getService and isServiceSlug accept known slugs only', () => {
    expect(getService('kitchen-remodeling')?.name).toBeTruthy();
    expect(getService('window-installation')).toBe(services['window-installation']);
    expect(getService('not-a-service')).toBeUndefined();
    expect(getService('')).toBeUndefined();
    expect(isServiceSlug('pantry-organization')).toBe(true);
    expect(isServiceSlug('Pantry-Organization')).toBe(false);
    expect(isServiceSlug('toString')).toBe(false);
  });

  it('puts exactly the services with a card title on the home grid', () => {
    const withCardTitle = serviceList.filter((s) => s.cardTitle !== undefined).map((s) => s.slug);
    expect([...withCardTitle].sort()).toEqual([...homeGridSlugs].sort());
  });

  it('gives each gallery category exactly one home-grid service', () => {
    const categories = homeGridSlugs.map((slug) => services[slug].galleryCategory);
    expect([...categories].sort()).toEqual([...GALLERY_CATEGORIES].sort());
  });
});

describe.each([...SERVICE_SLUGS])('service %s', (slug) => {
  const entry = services[slug];
  const text = JSON.stringify(entry);

  it('numbers its process steps from 1', () => {
    expect(entry.process.steps.map((s) => s.step)).toEqual(entry.process.steps.map((_, index) => index + 1));
  });

  it('has no placeholder text', () => {
    expect(text).not.toMatch(/lorem/i);
    expect(text).not.toMatch(/TODO/);
  });
});

describe('service files', () => {
  it('quote every duration by name ({durations.kitchen}), never as typed figures', () => {
    expect(typedSpans(new URL('.', import.meta.url), '.yaml')).toEqual([]);
  });

  it('the check finds a typed span', () => {
    expect(['takes 6-12 weeks', 'about 2 to 4 hours per door', 'a 1-2 day setup'].every((line) => TYPED_SPAN.test(line))).toBe(true);
    expect(['{durations.kitchen}', 'pays back in 5 to 10 years', '15-25% savings'].some((line) => TYPED_SPAN.test(line))).toBe(false);
  });
});
