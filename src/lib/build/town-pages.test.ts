import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX } from '../../content/limits';
import { maryland } from '../../content/locations/maryland';
import { services } from '../../content/services';
import { SERVICE_SLUGS } from '../../content/services/slugs';
import {
  cityFaq,
  cityServiceFaq,
  cityServiceLocal,
  cityServiceTimeline,
  cityServiceVariant,
  firstSentence,
  fitDescription,
  frostDepth,
  milesBetween,
  milesFromShop,
  nearbyCities,
  otherServices,
  permitOffices,
} from './town-pages';
import { findCity } from './places';
import { durations } from '../../content/durations';
import { office } from '../../content/site';

const bowie = findCity(maryland, 'bowie')!;
const owings = findCity(maryland, 'owings')!;

describe('local page copy', () => {
  // The spans themselves are the spec's (src/test/spec-conformance.test.ts); here, which one each page quotes.
  it('gives the advertised timelines: the kitchen’s, the bathroom’s, the others’ span', () => {
    expect(cityServiceTimeline('kitchen-remodeling')).toBe(durations.kitchen);
    expect(cityServiceTimeline('bathroom-remodeling')).toBe(durations.bathroom);
    expect(cityServiceTimeline('outdoor-decks')).toBe(durations.otherServices);
    // Work that takes longer than the others' span on site gives its own time rather than a promise it cannot keep.
    expect(cityServiceTimeline('home-additions')).toBe(durations.additions);
    expect(cityServiceFaq(maryland, bowie, services['kitchen-remodeling'])[0]?.answer).toContain(durations.kitchen);
  });

  it('fills every placeholder of the city FAQ with local facts', () => {
    const faq = cityFaq(maryland, owings);
    expect(faq).toHaveLength(4);
    expect(JSON.stringify(faq)).not.toMatch(/\{\w+\}/);
    expect(faq[1]?.answer).toContain(owings.area.permitOffice.replace(/\.$/, ''));
    expect(faq[2]?.answer).toBe(owings.area.housingStock);
  });

  it('varies intros deterministically between towns', () => {
    const a = cityServiceVariant({ name: 'Bowie' }, { slug: 'kitchen-remodeling' });
    expect(cityServiceVariant({ name: 'Bowie' }, { slug: 'kitchen-remodeling' })).toEqual(a);
    const intros = new Set(['Bowie', 'Laurel', 'Owings', 'Dunkirk', 'Waldorf'].map((name) => cityServiceVariant({ name }, { slug: 'kitchen-remodeling' }).intro));
    expect(intros.size).toBeGreaterThan(1);
  });

  it('lists the first three other services', () => {
    expect(otherServices(SERVICE_SLUGS, 'custom-woodworking')).toEqual(['kitchen-remodeling', 'bathroom-remodeling', 'home-additions']);
    expect(otherServices(SERVICE_SLUGS, 'kitchen-remodeling')).toEqual(['custom-woodworking', 'bathroom-remodeling', 'home-additions']);
  });

  it('cuts a note at its first sentence', () => {
    expect(firstSentence('Fort George G. Meade is near. More text.')).toBe('Fort George G. Meade is near.');
    expect(firstSentence('One sentence only')).toBe('One sentence only');
  });
});

describe('facts of a city+service page', () => {
  const rockville = findCity(maryland, 'rockville')!;
  const catonsville = findCity(maryland, 'catonsville')!;

  it('answers four questions with no placeholder left and no hash-picked wording', () => {
    for (const slug of SERVICE_SLUGS) {
      const faq = cityServiceFaq(maryland, bowie, services[slug]);
      expect(faq, slug).toHaveLength(4);
      expect(JSON.stringify(faq), slug).not.toMatch(/\{\w+\}/);
    }
    const roofing = cityServiceFaq(maryland, bowie, services['roofing-services']);
    expect(roofing[0]?.answer).toContain(durations.otherServices);
    expect(roofing[0]?.answer).toContain(durations.roofing);
    expect(roofing[3]?.answer).not.toMatch(/lifetime/i);
    expect(cityServiceFaq(maryland, bowie, services['custom-closets'])[3]?.answer).toMatch(/lifetime craftsmanship/i);
  });

  it('names the nearest towns of the county in the answer about the town', () => {
    const serve = cityServiceFaq(maryland, bowie, services['kitchen-remodeling'])[2]?.answer ?? '';
    for (const town of nearbyCities(maryland, bowie, 3)) expect(serve).toContain(town.name);
    expect(serve).toMatch(new RegExp(`about \\d+ miles from our shop in ${office.locality}`));
    // A town at the office (the business settings) is close to the shop, not "1 miles" from it.
    const atShop = { ...owings, geo: { lat: office.latitude, lng: office.longitude } };
    const home = cityServiceFaq(maryland, atShop, services['kitchen-remodeling'])[2]?.answer ?? '';
    expect(home).toContain(`close to our shop in ${office.locality}`);
    expect(home).not.toMatch(/\b1 miles/);
  });

  it('shows a project only on the pages of the services it is tagged with', () => {
    const project = owings.projects?.[0];
    expect(project).toBeDefined();
    const tagged = project!.services[0]!;
    const other = SERVICE_SLUGS.find((slug) => !project!.services.includes(slug))!;
    expect(cityServiceLocal(owings, services[tagged]).projects).toContain(project!.text);
    expect(cityServiceLocal(owings, services[other]).projects).not.toContain(project!.text);
  });

  it('names the permit offices of the town, its own where it has one', () => {
    expect(permitOffices(rockville).building).toBe(rockville.permitOffice);
    expect(permitOffices(rockville).outsideLimits).toContain('Homes outside the limits of Rockville are permitted by the Montgomery County Department of Permitting Services');
    expect(permitOffices(bowie).outsideLimits).toBe('');
    expect(permitOffices(rockville).buildingCity).toBe('Rockville or Wheaton');
    expect(permitOffices(bowie).plumbing).toMatch(/WSSC/);
    expect(permitOffices(owings).buildingCity).toBe('Prince Frederick');
  });

  it('states a footing depth only where the county publishes one', () => {
    expect(frostDepth(catonsville)).toBe('30 inches deep in Baltimore County');
    expect(frostDepth(owings)).not.toMatch(/\d/);
  });
});

describe('distances and descriptions', () => {
  it('measures straight-line miles', () => {
    // Owings to Annapolis is about 20 miles as the crow flies.
    expect(milesBetween({ lat: 38.7018, lng: -76.6005 }, { lat: 38.9784, lng: -76.4922 })).toBeCloseTo(20, -1);
    expect(milesFromShop({ geo: undefined })).toBeUndefined();
    expect(milesFromShop({ geo: { lat: office.latitude, lng: office.longitude } })).toBe(1);
  });

  it('lists the nearest towns of the same county first', () => {
    const near = nearbyCities(maryland, bowie, 4);
    expect(near).toHaveLength(4);
    for (const town of near) expect(town.county).toBe(bowie.county);
    const distances = near.map((town) => milesBetween(bowie.geo!, town.geo!));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('keeps whole sentences within the description limit', () => {
    const first = 'A'.repeat(DESCRIPTION_MAX - 40) + '.';
    const second = 'Short one.';
    const third = 'B'.repeat(DESCRIPTION_MAX - first.length - second.length) + '.';
    expect(`${first} ${second} ${third}`.length).toBeGreaterThan(DESCRIPTION_MAX);
    expect(fitDescription([first, second, third])).toBe(`${first} ${second}`);
    expect(fitDescription(['x'.repeat(DESCRIPTION_MAX + 10)])).toHaveLength(DESCRIPTION_MAX + 10);
  });
});
