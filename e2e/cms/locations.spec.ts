/**
 * A location module from the Location Page Generator, dropped into src/content/locations/ under
 * the name its download uses, builds its pages with no other edit (src/content.config.ts loads
 * every module there that exports a location). One build covers an active location (the
 * generator's default) and one switched to inactive (a coming-soon page, noindex, no pages).
 */
import { expect, test } from '@playwright/test';
import { downloadFileName, generateLocationModule, locationSlug, type GeneratorInput } from '../../src/lib/location-module-source';
import { citySlug } from '../../src/lib/slug';
import { createSandbox, type RunResult, type Sandbox } from './sandbox';

const delaware: GeneratorInput = {
  stateName: 'Delaware',
  stateAbbr: 'DE',
  phoneNumber: '(302) 555-0142',
  heroDescription: '',
  aboutDescription: '',
  neighborhoods: 'Trolley Square, Old New Castle',
  serviceAreas: [{ county: 'New Castle County', cities: ['Wilmington', 'Newark'] }],
};

const westVirginia: GeneratorInput = {
  ...delaware,
  stateName: 'West Virginia',
  stateAbbr: 'WV',
  neighborhoods: '',
  serviceAreas: [{ county: 'Jefferson County', cities: ['Charles Town', 'Shepherdstown'] }],
};

/** A service every generated location offers (the home grid's services). */
const SERVICE = 'kitchen-remodeling';

let sandbox: Sandbox;
let build: RunResult;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  sandbox = await createSandbox();
  await sandbox.write(`src/content/locations/${downloadFileName(delaware.stateName)}`, generateLocationModule(delaware));

  const inactive = generateLocationModule(westVirginia);
  expect(inactive).toContain('isActive: true,');
  await sandbox.write(
    `src/content/locations/${downloadFileName(westVirginia.stateName)}`,
    inactive.replace('isActive: true,', 'isActive: false,'),
  );

  // The families a location module makes (the neighbourhood pages only repeat the city+service ones).
  build = await sandbox.build({ families: ['location', 'city', 'city-service', 'coming-soon'] });
});

test.afterAll(async () => {
  await sandbox?.remove();
});

const robotsOf = (html: string) => html.match(/<meta name="robots" content="([^"]*)"/)?.[1];
const h1Of = (html: string) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

test('the generated modules are named as the generator downloads them and the site builds', () => {
  expect(downloadFileName(delaware.stateName)).toBe('Delaware.tsx');
  expect(build.code, build.output.slice(-4000)).toBe(0);
  // The two generated modules are loaded besides the hand-written ones.
  const loaded = Number(build.output.match(/(\d+) locations loaded from src\/content\/locations\//)?.[1]);
  expect(loaded).toBeGreaterThanOrEqual(4);
});

test('an active generated location gets its location, city and city+service pages', async () => {
  expect(build.code, build.output.slice(-4000)).toBe(0);
  const slug = locationSlug(delaware.stateName);
  expect(slug).toBe('delaware');

  const location = await sandbox.builtPage(`/locations/${slug}`);
  expect(h1Of(location)).toContain('Delaware');
  expect(robotsOf(location)).toMatch(/^index\b/);
  // The short state address is built too (an alias of /locations/delaware).
  expect(sandbox.builtPageExists(`/${slug}`)).toBe(true);

  for (const city of ['Wilmington', 'Newark']) {
    const page = await sandbox.builtPage(`/locations/${slug}/${citySlug(city)}`);
    expect(h1Of(page)).toContain(city);
    expect(robotsOf(page)).toMatch(/^index\b/);
    expect(sandbox.builtPageExists(`/locations/${slug}/${citySlug(city)}/${SERVICE}`)).toBe(true);
  }
  expect(sandbox.builtPageExists(`/locations/${slug}/wilmington`)).toBe(true);

  const sitemap = await sandbox.read('dist/sitemap.xml');
  expect(sitemap).toContain(`/locations/${slug}</loc>`);
  expect(sitemap).toContain(`/locations/${slug}/wilmington</loc>`);
});

test('an inactive generated location gets only a noindex coming-soon page', async () => {
  expect(build.code, build.output.slice(-4000)).toBe(0);
  const slug = locationSlug(westVirginia.stateName);
  expect(slug).toBe('west-virginia');

  const comingSoon = await sandbox.builtPage(`/${slug}`);
  expect(robotsOf(comingSoon)).toMatch(/^noindex\b/);
  expect(comingSoon).toContain('West Virginia');
  expect(sandbox.builtPageExists(`/locations/${slug}`)).toBe(false);
  expect(sandbox.builtPageExists(`/locations/${slug}/charles-town`)).toBe(false);
  expect(await sandbox.read('dist/sitemap.xml')).not.toContain(slug);
});

test('the hand-written locations still build', async () => {
  expect(build.code, build.output.slice(-4000)).toBe(0);
  expect(sandbox.builtPageExists('/locations/maryland')).toBe(true);
});
