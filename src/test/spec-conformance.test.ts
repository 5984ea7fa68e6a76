import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { cityServiceTimelines, durations } from '../content/durations';
import { fillFacts } from '../content/facts';
import { GALLERY_CATEGORIES } from '../content/gallery-categories';
import { guides } from '../content/guides';
import { localKitchens } from '../content/local-kitchens';
import { locations } from '../content/locations';
import { galleryProjectSchema, guideSchema, localKitchenSchema, serviceSchema } from '../content/schemas';
import { homeGridSlugs, services } from '../content/services';
import { SERVICE_SLUGS } from '../content/services/slugs';
import { business, headlineStats, heroClaims } from '../content/site';
import type { ServiceSlug } from '../content/types';
import {
  SPEC_CABINET_TYPES,
  SPEC_CARD_TITLES,
  SPEC_BUSINESS,
  SPEC_CATALOGUE_ONLY_SLUGS,
  SPEC_CITY_SERVICE_TIMELINES,
  SPEC_DURATIONS,
  SPEC_FIGURES,
  SPEC_GALLERY_CATEGORIES,
  SPEC_GUIDES,
  SPEC_HERO_CLAIMS,
  SPEC_KITCHEN_LAYOUT_FIGURES,
  SPEC_LOCAL_KITCHEN_METRICS,
  SPEC_PRIMARY_LABELS,
  SPEC_SERVICE_DETAILS,
  SPEC_SERVICE_SLUGS,
  SPEC_SIZES,
} from './spec';

/*
 * The spec's conformance suite: every fixed number and label of docs/spec-rules.md that the site
 * holds in its own code or content, asserted here once against src/test/spec.ts. The other tests
 * check rules and relationships and never repeat these values, so a change that departs from the
 * spec turns this suite red and only this one (`npm run check:recipes` proves it).
 *
 * The spec is a floor, not a fence: a service, guide or gallery category added by the recipes of
 * docs/architecture.md joins its list after the spec's, so lists are compared in the spec's order
 * with the additions left out. Values the owner keeps in the business settings (phones, headline
 * stats, years of experience) are the spec's placeholders: the pages must show the setting.
 */

/** The items of `list` that the spec names, in the site's order. */
const specOnly = (list: readonly string[], spec: readonly string[]): string[] => list.filter((item) => spec.includes(item));

/** Every string in a value (a service's or guide's whole text). */
function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value !== null && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}

const raw = (file: string) => readFileSync(new URL(`../content/${file}`, import.meta.url), 'utf8');
const yamlOf = (file: string) => parse(raw(file)) as Record<string, unknown>;
const frontMatterOf = (file: string) => parse(/^---\n([\s\S]*?)\n---\n/.exec(raw(file))?.[1] ?? '') as Record<string, unknown>;

/**
 * The list sizes a schema accepts at `path` of a real entry, among `sizes`: the list is cut short
 * or its last item repeated, the rest of the entry left as it is.
 */
function acceptedSizes(schema: z.ZodType, data: Record<string, unknown>, path: string[], sizes: number[]): number[] {
  return sizes.filter((size) => {
    const copy = structuredClone(data);
    const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
    const key = path.at(-1)!;
    const list = parent[key] as unknown[];
    parent[key] = Array.from({ length: size }, (_, index) => structuredClone(list[Math.min(index, list.length - 1)]));
    return schema.safeParse(copy).success;
  });
}

/** Around a fixed size: one less, itself, one more. */
const around = (size: number) => [size - 1, size, size + 1];

describe('spec section 2: services', () => {
  it('offers every service of the spec, in its order', () => {
    expect(specOnly(SERVICE_SLUGS, SPEC_SERVICE_SLUGS)).toEqual(SPEC_SERVICE_SLUGS);
  });

  it('gives the catalogue-only services no home card', () => {
    for (const slug of SPEC_CATALOGUE_ONLY_SLUGS) {
      expect(homeGridSlugs).not.toContain(slug);
      expect(services[slug as ServiceSlug].cardTitle).toBeUndefined();
    }
  });

  it('shows the spec’s card titles on the home grid, in its order', () => {
    const specCards = homeGridSlugs.filter((slug) => SPEC_SERVICE_SLUGS.includes(slug));
    expect(specCards.map((slug) => services[slug].cardTitle)).toEqual(SPEC_CARD_TITLES);
  });

  it('has the spec’s gallery categories, in its order', () => {
    expect(specOnly(GALLERY_CATEGORIES, SPEC_GALLERY_CATEGORIES)).toEqual(SPEC_GALLERY_CATEGORIES);
  });

  it('labels each service page’s primary button as the spec does', () => {
    for (const slug of SPEC_SERVICE_SLUGS) expect(services[slug as ServiceSlug].primaryLabel, slug).toBe(SPEC_PRIMARY_LABELS[slug]);
  });

  it('gives the painting page its badge and the pantry page its process steps', () => {
    expect(services['interior-painting'].hero.badge).toBe(SPEC_SERVICE_DETAILS.paintingBadge);
    expect(services['pantry-organization'].process.steps.map((step) => step.title)).toEqual(SPEC_SERVICE_DETAILS.pantrySteps);
  });

  it('holds every service page to the spec’s list sizes (the service schema)', () => {
    const kitchen = yamlOf('services/kitchen-remodeling.yaml');
    expect(acceptedSizes(serviceSchema, kitchen, ['features'], around(SPEC_SIZES.serviceFeatures))).toEqual([SPEC_SIZES.serviceFeatures]);
    expect(acceptedSizes(serviceSchema, kitchen, ['trustPoints'], around(SPEC_SIZES.serviceTrustPoints))).toEqual([SPEC_SIZES.serviceTrustPoints]);
    expect(acceptedSizes(serviceSchema, kitchen, ['process', 'steps'], around(SPEC_SIZES.serviceProcessSteps))).toEqual([SPEC_SIZES.serviceProcessSteps]);
    expect(acceptedSizes(serviceSchema, kitchen, ['faq'], around(SPEC_SIZES.serviceFaqMin))).toEqual([SPEC_SIZES.serviceFaqMin, SPEC_SIZES.serviceFaqMin + 1]);
    const { min, max } = SPEC_SIZES.serviceGuides;
    expect(acceptedSizes(serviceSchema, kitchen, ['guides'], [min - 1, min, max, max + 1])).toEqual([min, max]);
  });
});

describe('spec section 9: advertised durations and figures', () => {
  it.each(Object.entries(SPEC_DURATIONS))('%s is advertised as the spec says, on its service’s page', (name, { span, service }) => {
    expect(durations[name as keyof typeof durations]).toBe(span);
    if (service) expect(allText(services[service as ServiceSlug]), service).toContain(span);
  });

  it.each(Object.entries(SPEC_FIGURES))('%s states the spec’s figures', (slug, figures) => {
    for (const figure of figures) expect(allText(services[slug as ServiceSlug])).toMatch(figure);
  });

  it('answers the city+service FAQ with the spec’s timelines', () => {
    expect(cityServiceTimelines['kitchen-remodeling']).toBe(SPEC_CITY_SERVICE_TIMELINES.kitchen);
    expect(cityServiceTimelines['bathroom-remodeling']).toBe(SPEC_CITY_SERVICE_TIMELINES.bathroom);
    expect(cityServiceTimelines.other).toBe(SPEC_CITY_SERVICE_TIMELINES.other);
  });
});

describe('spec section 2: home hero', () => {
  it('shows the spec’s claims in its order, the headline stats as the settings hold them', () => {
    const stat = (id: keyof typeof headlineStats) => `${headlineStats[id].value} ${headlineStats[id].label}`;
    const expected = SPEC_HERO_CLAIMS.map((claim) => (claim.startsWith('{') ? stat(claim.slice(1, -1) as keyof typeof headlineStats) : claim));
    // A claim the owner switched off leaves the hero (claims.test.ts); the rest keep the spec's order.
    expect(expected.filter((label) => heroClaims.some((claim) => claim.label === label))).toEqual(heroClaims.map((claim) => claim.label));
  });
});

describe('spec section 2: guides', () => {
  it('publishes each of the spec’s guides, leading to the service the spec relates it to', () => {
    for (const [slug, service] of Object.entries(SPEC_GUIDES)) expect(guides[slug]?.service, slug).toBe(service);
  });

  it('holds every guide to 3 options and 6 considerations (the guide schema)', () => {
    const guide = frontMatterOf('guides/kitchen-layout-guide.md');
    expect(acceptedSizes(guideSchema, guide, ['options', 'items'], around(SPEC_SIZES.guideOptions))).toEqual([SPEC_SIZES.guideOptions]);
    expect(acceptedSizes(guideSchema, guide, ['considerations', 'items'], around(SPEC_SIZES.guideConsiderations))).toEqual([SPEC_SIZES.guideConsiderations]);
  });

  it('gives the kitchen layout guide’s figures and the materials guide’s cabinet types', () => {
    for (const figure of SPEC_KITCHEN_LAYOUT_FIGURES) expect(allText(guides['kitchen-layout-guide'])).toMatch(figure);
    for (const type of SPEC_CABINET_TYPES) expect(allText(guides['kitchen-materials-guide'])).toContain(type);
  });

  it('gives each kitchen material its pros and considerations', () => {
    for (const item of guides['kitchen-materials-guide']?.options.items ?? []) {
      expect(item.pros?.length ?? 0, item.title).toBeGreaterThan(0);
      expect(item.considerations?.length ?? 0, item.title).toBeGreaterThan(0);
    }
  });
});

describe('spec section 2: local kitchen pages', () => {
  it.each(Object.entries(SPEC_LOCAL_KITCHEN_METRICS))('%s shows the spec’s metrics', (slug, metrics) => {
    expect(localKitchens[slug as keyof typeof localKitchens].metrics.map((metric) => metric.metric)).toEqual(metrics.map((metric) => fillFacts(metric).text));
  });

  it('holds each to 9 neighbourhoods, 8 features and 3 styles (the local kitchen schema)', () => {
    const page = yamlOf('local-kitchens/bethesda-kitchen-remodeling.yaml');
    expect(acceptedSizes(localKitchenSchema, page, ['neighborhoods', 'names'], around(SPEC_SIZES.localKitchenNeighborhoods))).toEqual([SPEC_SIZES.localKitchenNeighborhoods]);
    expect(acceptedSizes(localKitchenSchema, page, ['features', 'items'], around(SPEC_SIZES.localKitchenFeatures))).toEqual([SPEC_SIZES.localKitchenFeatures]);
    expect(acceptedSizes(localKitchenSchema, page, ['styles', 'items'], around(SPEC_SIZES.localKitchenStyles))).toEqual([SPEC_SIZES.localKitchenStyles]);
  });
});

describe('spec section 2: gallery', () => {
  it('gives each project 3 features (the gallery schema)', () => {
    // The photo's path is read as text here: what matters is the list, not Astro's image().
    const schema = galleryProjectSchema(() => z.string() as never);
    const project = yamlOf('gallery/pantry-organization.yaml');
    expect(acceptedSizes(schema, project, ['features'], around(SPEC_SIZES.galleryProjectFeatures))).toEqual([SPEC_SIZES.galleryProjectFeatures]);
  });
});

describe('spec section 2: locations', () => {
  const bySlug = Object.fromEntries(locations.map((location) => [location.slug, location]));

  it.each(locations.map((location) => [location.slug, location] as const))('%s lists the spec’s services, without the catalogue-only ones, and 8 featured neighbourhoods', (_slug, location) => {
    const expected = SPEC_SERVICE_SLUGS.filter((slug) => !SPEC_CATALOGUE_ONLY_SLUGS.includes(slug));
    expect(specOnly(location.services, SPEC_SERVICE_SLUGS)).toEqual(expected);
    expect(location.featuredNeighborhoods).toHaveLength(SPEC_SIZES.featuredNeighborhoods);
  });

  it('serves Maryland’s 9 counties and Northern Virginia’s 8 areas', () => {
    expect(bySlug['maryland']?.serviceAreas).toHaveLength(SPEC_SIZES.marylandCounties);
    expect(bySlug['northern-virginia']?.serviceAreas).toHaveLength(SPEC_SIZES.northernVirginiaAreas);
  });
});

describe('spec section 9: business constants', () => {
  it('states the service radius, price range, payments and the contact form’s height as the spec does', () => {
    const { geoRadiusMeters, priceRange, paymentAccepted, contactFormMinHeightPx } = business;
    expect({ geoRadiusMeters, priceRange, paymentAccepted, contactFormMinHeightPx }).toEqual(SPEC_BUSINESS);
  });
});
