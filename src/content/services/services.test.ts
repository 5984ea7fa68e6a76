import { describe, it, expect } from 'vitest';
import { GALLERY_CATEGORIES } from '../gallery-categories';
import { guides } from '../guides';
import { ICON_NAMES } from '../icon-names';
import { SERVICE_SLUGS } from './slugs';
import { SPEC_SERVICE_SLUGS } from '../../test/spec';
import { type ServiceSlug } from '../types';
import { services, serviceList, homeGridSlugs, serviceCount, getService, isServiceSlug } from './index';

/** The spec's 18 service card titles (section 3, "Service card"), in the spec's order. */
const HOME_GRID_TITLES = [
  'Custom Woodworking',
  'Complete Kitchen Remodeling',
  'Bathroom Remodeling',
  'Home Additions & Renovations',
  'Decks and Cabanas',
  'Basement Finishing',
  'Built-in Entertainment Centers',
  'Custom Closet Systems',
  'Home Office Solutions',
  'Fireplace Mantels',
  'Crown Molding & Trim',
  'Flooring Installation',
  'Interior Painting',
  'Pantry Organization',
  'Siding Installation & Repair',
  'Roofing Services',
  'Door Installation & Replacement',
  'Window Installation & Replacement',
];

const PRIMARY_LABELS: Record<ServiceSlug, string> = {
  'custom-woodworking': 'Get Free Consultation',
  'kitchen-remodeling': 'Get Your Free Project Consultation',
  'bathroom-remodeling': 'Get Free Quote',
  'home-additions': 'Start Planning',
  'bathroom-vanities': 'Get Free Quote',
  'outdoor-decks': 'Design My Deck',
  'basement-finishing': 'Get Custom Quote',
  'built-in-entertainment': 'Get Custom Quote',
  'custom-closets': 'Get Organization Quote',
  'home-office': 'Design My Office',
  'fireplace-mantels': 'Design My Mantel',
  'crown-molding': 'Get Trim Quote',
  'flooring-installation': 'Get Flooring Quote',
  'interior-painting': 'Get Painting Quote',
  'pantry-organization': 'Organize My Pantry',
  'siding-installation': 'Get Free Estimate',
  'roofing-services': 'Get Free Inspection',
  'door-installation': 'Get Free Quote',
  'window-installation': 'Get Free Estimate',
};

/** "a-b unit" with a hyphen or en dash, optionally spaced. */
const range = (from: number, to: number, unit = ''): RegExp =>
  new RegExp(`${from}\\s*[-–]\\s*${to}${unit ? `\\s*${unit}` : ''}`, 'i');

/** Advertised durations and figures of spec section 9 (bathroom-vanities has none of its own). */
const ADVERTISED: Partial<Record<ServiceSlug, RegExp[]>> = {
  'custom-woodworking': [range(2, 4, 'weeks'), range(6, 12)],
  'kitchen-remodeling': [range(6, 12, 'weeks')],
  'bathroom-remodeling': [range(3, 6, 'weeks')],
  'home-additions': [range(3, 12, 'months')],
  'outdoor-decks': [range(1, 3, 'weeks'), /5[ -]year/i],
  'basement-finishing': [range(4, 8, 'weeks')],
  'built-in-entertainment': [range(2, 4, 'weeks')],
  'custom-closets': [range(1, 3, 'weeks')],
  'home-office': [range(2, 4, 'weeks')],
  'fireplace-mantels': [range(2, 4, 'weeks')],
  'crown-molding': [range(1, 3, 'days')],
  'flooring-installation': [range(1, 3, 'days')],
  'interior-painting': [range(2, 5, 'days')],
  'pantry-organization': [range(1, 2, 'day')],
  'siding-installation': [range(1, 2, 'weeks')],
  'roofing-services': [range(1, 3, 'days'), /20 years/i],
  'door-installation': [range(2, 4, 'hours')],
  'window-installation': [range(30, 60, 'minutes'), /up to 25%/i, range(15, 25, '%'), range(5, 10, 'years')],
};

describe('service catalogue', () => {
  it('has the 19 services of the spec, in its order, each keyed by its own slug', () => {
    expect(serviceList.map((s) => s.slug)).toEqual(SPEC_SERVICE_SLUGS);
    expect(Object.keys(services).sort()).toEqual([...SPEC_SERVICE_SLUGS].sort());
    for (const [key, entry] of Object.entries(services)) {
      expect(entry.slug).toBe(key);
    }
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

  it('home grid lists the 18 card titles in spec order, without bathroom-vanities', () => {
    expect(homeGridSlugs).toHaveLength(18);
    expect(homeGridSlugs.map((slug) => services[slug].cardTitle)).toEqual(HOME_GRID_TITLES);
    expect(homeGridSlugs).not.toContain('bathroom-vanities');
    expect(services['bathroom-vanities'].cardTitle).toBeUndefined();
    const withCardTitle = serviceList.filter((s) => s.cardTitle !== undefined).map((s) => s.slug);
    expect([...withCardTitle].sort()).toEqual([...homeGridSlugs].sort());
  });

  it('quotes the home grid size (spec: 18 cards) as serviceCount', () => {
    expect(serviceCount).toBe(18);
  });

  it('gives each gallery category exactly one home-grid service', () => {
    const categories = homeGridSlugs.map((slug) => services[slug].galleryCategory);
    expect([...categories].sort()).toEqual([...GALLERY_CATEGORIES].sort());
  });

  it('interior-painting hero badge is Color Transformation', () => {
    expect(services['interior-painting'].hero.badge).toBe('Color Transformation');
  });

  it('pantry-organization process steps have the spec titles', () => {
    expect(services['pantry-organization'].process.steps.map((s) => s.title)).toEqual([
      'Pantry Assessment',
      'Custom Design',
      'Storage Solutions',
      'Installation',
      'Organization Setup',
    ]);
  });

  it.each(SERVICE_SLUGS.map((slug) => [slug, PRIMARY_LABELS[slug]] as const))(
    '%s primary label is "%s"',
    (slug, label) => {
      expect(services[slug].primaryLabel).toBe(label);
    },
  );
});

describe.each([...SERVICE_SLUGS])('service %s', (slug) => {
  const entry = services[slug];
  const text = JSON.stringify(entry);

  it('has the required list sizes', () => {
    expect(entry.features).toHaveLength(4);
    expect(entry.faq.length).toBeGreaterThanOrEqual(4);
    expect(entry.trustPoints).toHaveLength(3);
    expect(entry.process.steps).toHaveLength(5);
    expect(entry.process.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    expect(entry.keywords.length).toBeGreaterThan(0);
    for (const keyword of entry.keywords) expect(keyword.trim()).not.toBe('');
  });

  it('uses known gallery categories, icons and guides', () => {
    expect(GALLERY_CATEGORIES).toContain(entry.galleryCategory);
    expect(ICON_NAMES).toContain(entry.icon);
    // Spec 2: "0 to 3 per service, 2 or 3 where present"; every service has guides to recommend.
    expect(entry.guides.length).toBeGreaterThanOrEqual(2);
    expect(entry.guides.length).toBeLessThanOrEqual(3);
    for (const guide of entry.guides) expect(Object.keys(guides)).toContain(guide);
  });

  it('has non-empty copy without placeholders', () => {
    expect(entry.name.trim()).not.toBe('');
    expect(entry.title.trim()).not.toBe('');
    expect(entry.description.trim()).not.toBe('');
    expect(entry.benefit.trim()).not.toBe('');
    expect(entry.hero.heading.trim()).not.toBe('');
    expect(text).not.toMatch(/lorem/i);
    expect(text).not.toMatch(/TODO/);
  });

  const advertised = ADVERTISED[slug] ?? [];
  if (advertised.length > 0) {
    it.each(advertised.map((pattern) => [pattern.source, pattern] as const))(
      'mentions its advertised figure %s',
      (_source, pattern) => {
        expect(text).toMatch(pattern);
      },
    );
  }
});

describe('advertised durations table', () => {
  it('covers every service except bathroom-vanities', () => {
    const covered = Object.keys(ADVERTISED).sort();
    expect(covered).toEqual(SERVICE_SLUGS.filter((s) => s !== 'bathroom-vanities').sort());
  });
});
