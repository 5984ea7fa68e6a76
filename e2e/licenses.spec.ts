import { expect, test } from '@playwright/test';
import { licensingAuthorities } from '../src/content/licenses';
import { locationPage } from '../src/content/location-page';
import { licenses } from '../src/content/site';
import { stateOfTown } from '../src/content/testimonial-rules';
import { locationLicenseTexts, mhicLicenseText, stateLicenseText, virginiaLicenseText } from '../src/lib/build/licenses';
import { stateCodeOf } from '../src/lib/build/places';
import { checkCredential, credentialsOf, isLocalBusiness, typedNodes } from '../src/test/structured-data-checks';
import { pageFile } from './support/bundle';
import { locations, testimonialList } from './support/content';
import { routesOf, type RouteEntry } from './support/routes';
import { decodeEntities, onePerTemplate, readHead, readPage } from './support/site';

/**
 * The contractor licenses and the testimonials as the built pages state them, in the raw HTML (no
 * script runs): the MHIC license in the footer of one page of every family and in the JSON-LD
 * business node wherever a page carries one; each location's contact section with its licenses;
 * the Virginia license on Virginia pages once it is set; testimonials shown as content/testimonials
 * holds them, a sample always labelled as one.
 */

/** The text a reader sees in a piece of HTML. */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const htmlOf = (route: RouteEntry) => readPage(pageFile(route.path));
const footerOf = (html: string) => textOf(/<footer id="site-footer"[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '');
const contactOf = (html: string) => textOf(/<section id="contact"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '');

function locationOf(route: RouteEntry) {
  const slug = route.params['location'] ?? route.params['state'];
  const location = locations.find((candidate) => candidate.slug === slug);
  if (!location) throw new Error(`${route.path}: no location "${slug}"`);
  return location;
}

test.describe('the MHIC license on one page of every family', () => {
  for (const route of onePerTemplate()) {
    test(`${route.template} (${route.path})`, () => {
      const html = htmlOf(route);
      const footer = footerOf(html);
      expect(footer).toContain(mhicLicenseText());
      expect(footer).toContain(`MHIC License #${licenses.mhic.number}`);
      if (licenses.mhic.sample) expect(footer).toContain(`#${licenses.mhic.number} (sample number)`);

      const businesses = readHead(html)
        .jsonLd.map((text) => JSON.parse(text) as unknown)
        .flatMap(typedNodes)
        .filter(isLocalBusiness);
      for (const business of businesses) {
        expect(credentialsOf(business), route.path).toContainEqual({
          issuer: licensingAuthorities.mhic.name,
          identifier: licenses.mhic.number,
          name: mhicLicenseText(),
        });
        for (const credential of [business['hasCredential']].flat()) expect(checkCredential(credential), route.path).toEqual([]);
      }
    });
  }
});

test("each location's contact section states its licenses", () => {
  const routes = [...routesOf('location'), ...routesOf('city').slice(0, 3), ...routesOf('city-service').slice(0, 3)];
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    const contact = contactOf(htmlOf(route));
    expect(contact, route.path).toContain(mhicLicenseText());
    for (const license of locationLicenseTexts(locationOf(route))) expect(contact, route.path).toContain(license);
  }
});

test('Virginia pages state the Virginia license once it is set, and none before', () => {
  const virginia = [...routesOf('coming-soon'), ...routesOf('location'), ...routesOf('city').slice(0, 3)].filter(
    (route) => stateCodeOf(locationOf(route)) === 'VA',
  );
  expect(virginia.length, 'the Northern Virginia coming-soon page at least').toBeGreaterThan(0);
  const expected = virginiaLicenseText();
  for (const route of virginia) {
    const text = textOf(htmlOf(route));
    if (expected) expect(text, route.path).toContain(expected);
    else expect(text, route.path).not.toMatch(/Virginia Class \w Contractor License/);
    expect(stateLicenseText(locationOf(route))).toBe(expected);
  }
});

test('a location page shows its state’s testimonials, a sample only when there is no real one, and labelled', () => {
  const { sampleLabel } = locationPage.testimonials;
  for (const route of routesOf('location')) {
    const html = htmlOf(route);
    const gallery = /<section id="gallery"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const cards = [...gallery.matchAll(/<li\b[\s\S]*?<\/li>/g)].map((match) => match[0]);
    const state = stateCodeOf(locationOf(route));
    const here = testimonialList.filter((testimonial) => stateOfTown(testimonial.town) === state);
    const real = here.filter((testimonial) => !testimonial.sample);
    const shown = (real.length > 0 ? real : here).slice(0, locationPage.testimonials.count);
    expect(cards, route.path).toHaveLength(shown.length);
    shown.forEach((testimonial, i) => {
      const card = textOf(cards[i] ?? '');
      expect(card, route.path).toContain(testimonial.quote);
      expect(card, route.path).toContain(`${testimonial.name}, ${testimonial.town}`);
      if (testimonial.sample) expect(card, `${route.path}: ${testimonial.name}`).toContain(sampleLabel);
      else expect(card, `${route.path}: ${testimonial.name}`).not.toContain(sampleLabel);
    });
  }
});
