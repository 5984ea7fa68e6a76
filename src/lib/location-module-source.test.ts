import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { locationSchema } from '../content/location-schema';
import { validateLocation } from '../test/validate-location';
import { maryland } from '../content/locations/maryland';
import { northernVirginia } from '../content/locations/northern-virginia';
import * as site from '../content/site';
import { SERVICE_SLUGS } from '../content/services/slugs';
import { type FeaturedNeighborhood, type LocationContent, type ServiceArea, type ServiceCity } from '../content/types';
import {
  canGenerate,
  downloadFileName,
  GENERATED_SERVICES,
  generateLocationModule,
  type GeneratorInput,
  initialGeneratorInput,
  locationIdentifier,
  locationSlug,
  normalizeStateAbbr,
  splitNeighborhoods,
  splitParagraphs,
  stringLiteral,
  withCity,
} from './location-module-source';
import { citiesOf } from './build/places';
import { citySlug } from './slug';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOCATIONS_DIR = join(ROOT, 'src', 'content', 'locations');

const sample: GeneratorInput = {
  stateName: 'New Jersey',
  stateAbbr: 'nj',
  phoneNumber: '(201) 555-0188',
  heroDescription: 'Custom cabinetry, kitchens and baths for New Jersey homes.\nFixed prices, local crews.',
  aboutDescription: 'We opened our New Jersey shop in 2024.\n\nOur crews live where they work.',
  neighborhoods: ' Montclair, Hoboken, , Princeton ,',
  serviceAreas: [
    { county: 'Essex County', cities: ['Montclair', 'West Orange', "St. Mary's Park"] },
    { county: 'Mercer County', cities: ['Princeton'] },
  ],
};

/** `true` when every field of T is also a field of U. */
type NoneMissing<T, U> = [Exclude<keyof T, keyof U>] extends [never] ? true : false;

/* ---------------------------------------------------------------------------------------- */
/* Compiling and evaluating generated code.                                                 */

/** Syntax: the generated text transpiles as a .tsx file (the download) without a diagnostic. */
function transpile(code: string, fileName = 'Generated.tsx') {
  const out = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
  });
  return { js: out.outputText, diagnostics: (out.diagnostics ?? []).map(describeDiagnostic) };
}

function describeDiagnostic(diagnostic: ts.Diagnostic): string {
  return ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
}

/**
 * Types: the module type-checks as if saved in src/content/locations/ (its '../types' and
 * '../site' resolve to the real files) under the project's strict options. The generated file
 * lives only in memory; library source files are cached between programs.
 */
const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noImplicitReturns: true,
  exactOptionalPropertyTypes: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  skipLibCheck: true,
  types: [],
  noEmit: true,
};
const baseHost = ts.createCompilerHost(compilerOptions, true);
const sourceCache = new Map<string, ts.SourceFile>();
let previousProgram: ts.Program | undefined;

function typeCheck(code: string, fileName: string): string[] {
  const virtual = join(LOCATIONS_DIR, fileName);
  const host: ts.CompilerHost = {
    ...baseHost,
    fileExists: (file) => file === virtual || baseHost.fileExists(file),
    readFile: (file) => (file === virtual ? code : baseHost.readFile(file)),
    getSourceFile: (file, language) => {
      if (file === virtual) return ts.createSourceFile(file, code, language, true);
      const cached = sourceCache.get(file);
      if (cached) return cached;
      const source = baseHost.getSourceFile(file, language);
      if (source) sourceCache.set(file, source);
      return source;
    },
  };
  const program = ts.createProgram({ rootNames: [virtual], options: compilerOptions, host, oldProgram: previousProgram });
  previousProgram = program;
  const source = program.getSourceFile(virtual);
  if (!source) throw new Error('generated file not in the program');
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(describeDiagnostic);
}

/** Runs the transpiled module with its one import ('../site') bound to the real site constants. */
function evaluate(js: string, identifier: string): unknown {
  const exports: Record<string, unknown> = {};
  const require = (id: string) => {
    if (id === '../site') return site;
    throw new Error(`unexpected import ${id}`);
  };
  new Function('exports', 'require', js)(exports, require);
  return exports[identifier];
}

/** Generate, compile, run: the location object the module exports. */
function roundTrip(input: GeneratorInput): { code: string; location: LocationContent } {
  const code = generateLocationModule(input);
  const { js, diagnostics } = transpile(code, downloadFileName(input.stateName));
  expect(diagnostics).toEqual([]);
  const parsed = locationSchema.parse(evaluate(js, locationIdentifier(input.stateName)));
  return { code, location: parsed };
}

/** The module is exactly: a type import, at most one site import, one exported const. */
function statementShape(code: string): string[] {
  const source = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  return source.statements.map((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      return `${statement.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword ? 'import type' : 'import'} ${from}`;
    }
    if (ts.isVariableStatement(statement)) {
      const declarations = statement.declarationList.declarations;
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      return `${exported ? 'export ' : ''}const x${declarations.length}`;
    }
    return ts.SyntaxKind[statement.kind];
  });
}

/* ---------------------------------------------------------------------------------------- */

describe('form rules', () => {
  it('starts with one empty county', () => {
    expect(initialGeneratorInput().serviceAreas).toEqual([{ county: '', cities: [] }]);
  });

  it('splits neighbourhoods on commas, trims them and drops empties', () => {
    expect(splitNeighborhoods(' Montclair, Hoboken, , Princeton ,')).toEqual(['Montclair', 'Hoboken', 'Princeton']);
    expect(splitNeighborhoods('One,\nTwo ,\n\nThree')).toEqual(['One', 'Two', 'Three']);
    expect(splitNeighborhoods('  ,  , ')).toEqual([]);
    expect(splitNeighborhoods('')).toEqual([]);
  });

  it('splits the about text into paragraphs at blank lines', () => {
    expect(splitParagraphs('One\n\nTwo\n   \n\nThree\nstill three')).toEqual(['One', 'Two', 'Three\nstill three']);
    expect(splitParagraphs('  \n ')).toEqual([]);
  });

  it('keeps the state abbreviation to 2 characters in capitals', () => {
    expect(normalizeStateAbbr('nj')).toBe('NJ');
    expect(normalizeStateAbbr(' nyc ')).toBe('NY');
    expect(normalizeStateAbbr('')).toBe('');
    // A character outside the BMP counts as two, like an input's maxLength, and is never split.
    expect(normalizeStateAbbr('a😀')).toBe('A');
  });

  it('adds a typed city trimmed and ignores one that is blank', () => {
    expect(withCity([], '  Bowie  ')).toEqual(['Bowie']);
    expect(withCity(['Bowie'], 'Laurel')).toEqual(['Bowie', 'Laurel']);
    expect(withCity(['Bowie'], 'Bowie')).toEqual(['Bowie', 'Bowie']);
    expect(withCity(['Bowie'], ' \t ')).toEqual(['Bowie']);
    expect(withCity(['Bowie'], '')).toEqual(['Bowie']);
  });

  it('can generate only with a state name and every county named', () => {
    const areas = (...counties: string[]) => counties.map((county) => ({ county, cities: [] }));
    expect(canGenerate({ stateName: 'Ohio', serviceAreas: areas('Franklin County') })).toBe(true);
    expect(canGenerate({ stateName: '', serviceAreas: areas('Franklin County') })).toBe(false);
    expect(canGenerate({ stateName: '   ', serviceAreas: areas('Franklin County') })).toBe(false);
    expect(canGenerate({ stateName: 'Ohio', serviceAreas: areas('') })).toBe(false);
    expect(canGenerate({ stateName: 'Ohio', serviceAreas: areas('Franklin County', ' ') })).toBe(false);
    expect(canGenerate({ stateName: 'Ohio', serviceAreas: areas('Franklin County', 'Delaware County') })).toBe(true);
    expect(canGenerate(initialGeneratorInput())).toBe(false);
  });

  it('names the download after the state without spaces, as a .tsx file', () => {
    expect(downloadFileName('New Jersey')).toBe('NewJersey.tsx');
    expect(downloadFileName('  North   Carolina ')).toBe('NorthCarolina.tsx');
    expect(downloadFileName('Ohio')).toBe('Ohio.tsx');
    expect(downloadFileName('A/B: C')).toBe('ABC.tsx');
    expect(downloadFileName('   ')).toBe('Location.tsx');
  });

  it('derives a slug and an exportable identifier from the state name', () => {
    expect(locationSlug('New Jersey')).toBe('new-jersey');
    expect(locationSlug("  Hawai'i  ")).toBe('hawaii');
    expect(locationSlug('Québec')).toBe('quebec');
    expect(locationSlug('浙江')).toBe('new-location');
    expect(locationIdentifier('New Jersey')).toBe('newJersey');
    expect(locationIdentifier('NORTH CAROLINA')).toBe('northCarolina');
    expect(locationIdentifier('Northern Virginia')).toBe('northernVirginia');
    expect(locationIdentifier('new')).toBe('newLocation');
    expect(locationIdentifier('Brand')).toBe('brandLocation');
    expect(locationIdentifier('51st State')).toBe('location51stState');
    expect(locationIdentifier('浙江')).toBe('newLocation');
  });

  it('writes string literals that TypeScript reads back exactly', () => {
    const nasty = 'a"b\'c`d${e}</script>\n\r\u2028\u2029\\ 中文 عربي 😀 \ud800';
    const literal = stringLiteral(nasty);
    expect(literal).not.toMatch(/[\u2028\u2029\n\r]/);
    const { js, diagnostics } = transpile(`exports.v = ${literal};`);
    expect(diagnostics).toEqual([]);
    const exports: Record<string, unknown> = {};
    new Function('exports', js)(exports);
    expect(exports.v).toBe(nasty);
  });
});

describe('the location schema', () => {
  it('accepts the hand-written locations', () => {
    expect(validateLocation(maryland)).toMatchObject({ success: true });
    expect(validateLocation(northernVirginia)).toMatchObject({ success: true });
  });

  it('rejects broken data with a readable path', () => {
    const broken = { ...structuredClone(maryland), slug: 'Mary Land', services: ['kitchen-remodeling', 'chimneys'] };
    const result = validateLocation(broken);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.problems.some((p) => p.startsWith('slug:'))).toBe(true);
      expect(result.problems.some((p) => p.startsWith('services.1:'))).toBe(true);
    }
    expect(validateLocation({ ...structuredClone(maryland), extra: 1 }).success).toBe(false);
    const blankCounty = structuredClone(maryland);
    blankCounty.serviceAreas[0]!.name = '  ';
    expect(validateLocation(blankCounty).success).toBe(false);
  });

  it('describes every field of LocationContent (checked by the compiler)', () => {
    type Parsed = ReturnType<typeof locationSchema.parse>;
    type Area = Parsed['serviceAreas'][number];
    // Each is `true` only when the type has no field the schema lacks; tsc fails otherwise.
    const covered: [
      NoneMissing<LocationContent, Parsed>,
      NoneMissing<ServiceArea, Area>,
      NoneMissing<ServiceCity, Area['cities'][number]>,
      NoneMissing<FeaturedNeighborhood, Parsed['featuredNeighborhoods'][number]>,
    ] = [true, true, true, true];
    const toContent = (value: Parsed): LocationContent => value;
    expect(covered).toEqual([true, true, true, true]);
    expect(toContent(locationSchema.parse(maryland)).slug).toBe('maryland');
  });
});

describe('round trip: generate, compile, validate', () => {
  const { code, location } = roundTrip(sample);

  it('is a module of one exported LocationContent with its imports', () => {
    expect(statementShape(code)).toEqual(['import type ../types', 'import ../site', 'export const x1']);
    expect(code).toContain("import type { LocationContent } from '../types';");
    expect(code).toContain('export const newJersey: LocationContent = {');
  });

  it('type-checks in the locations folder under the strict options, as .tsx and .ts', { timeout: 60_000 }, () => {
    expect(typeCheck(code, 'NewJersey.tsx')).toEqual([]);
    expect(typeCheck(code, 'new-jersey.ts')).toEqual([]);
    // The checker does report real errors (so an empty list means something).
    expect(typeCheck(code.replace('isActive: true', 'isActive: "yes"'), 'Broken.ts')).not.toEqual([]);
  });

  it('carries the form values', () => {
    expect(location).toMatchObject({
      slug: 'new-jersey',
      name: 'New Jersey',
      displayName: 'New Jersey',
      isActive: true,
      stateAbbr: 'NJ',
      phone: '(201) 555-0188',
      heroDescription: sample.heroDescription,
    });
    expect(location.about.paragraphs).toEqual(['We opened our New Jersey shop in 2024.', 'Our crews live where they work.']);
    expect(location.serviceAreas.map((area) => [area.name, area.cities.map((city) => city.name)])).toEqual([
      ['Essex County', ['Montclair', 'West Orange', "St. Mary's Park"]],
      ['Mercer County', ['Princeton']],
    ]);
    expect(location.featuredNeighborhoods.map((n) => n.name)).toEqual(['Montclair', 'Hoboken', 'Princeton']);
    expect(location.socialMedia).toEqual({ facebook: site.social.facebook, instagram: site.social.instagram, tiktok: site.social.tiktok });
  });

  it('fills the rest with honest defaults that name the state and the county', () => {
    expect(location.services).toEqual(GENERATED_SERVICES);
    expect(SERVICE_SLUGS.filter((slug) => !location.services.includes(slug))).toEqual(['bathroom-vanities']);
    expect(location.serviceDescription).toContain('New Jersey');
    expect(location.stats.map((stat) => `${stat.value} ${stat.label}`)).toContain(site.claims.yearsExperienceLabel);
    expect(location.faq.length).toBeGreaterThanOrEqual(4);
    for (const item of location.faq) expect(item.question.trim().endsWith('?')).toBe(true);
    expect(location.faq.filter((item) => `${item.question} ${item.answer}`.includes('New Jersey')).length).toBeGreaterThanOrEqual(4);
    expect(location.specialties.length).toBeGreaterThanOrEqual(4);
    const essex = location.serviceAreas[0]!;
    for (const text of [essex.permitOffice, essex.housingStock, essex.remodelingNote]) expect(text).toContain('Essex County');
    expect(essex.notableNeighborhoods).toEqual(['Montclair', 'West Orange', "St. Mary's Park"]);
    expect(essex.cities[1]!.note).toContain('West Orange');
    for (const neighborhood of location.featuredNeighborhoods) {
      expect(neighborhood.description).toContain(neighborhood.name);
      expect(neighborhood.badges.length).toBeGreaterThanOrEqual(2);
    }
    // Copy carries no contact details; those come from the form and site.ts.
    expect(JSON.stringify({ ...location, phone: '', socialMedia: {} })).not.toMatch(/@|https?:|www\./);
  });

  it('uses the default about section, with the brand and the years of experience, when the about text is empty', () => {
    const { code: withDefaults, location: defaults } = roundTrip({ ...sample, aboutDescription: '  ', heroDescription: '' });
    expect(withDefaults).toContain('brand.name + ');
    expect(defaults.about.paragraphs).toHaveLength(3);
    expect(defaults.about.paragraphs[0]).toContain(site.brand.name);
    expect(defaults.about.paragraphs.join(' ')).toContain(`${site.claims.yearsExperience} years`);
    expect(defaults.about.heading).toContain('New Jersey');
    expect(defaults.heroDescription).toContain('New Jersey');
    expect(typeCheck(withDefaults, 'Defaults.ts')).toEqual([]);
  });

  it('imports nothing it does not use (the strict build rejects unused imports)', () => {
    const { code: noBrand } = roundTrip(sample);
    expect(noBrand).toContain("import { social } from '../site';");
    expect(typeCheck(noBrand, 'NoBrand.ts')).toEqual([]);
  });

  it('leaves out an empty state abbreviation', () => {
    const { location: noAbbr } = roundTrip({ ...sample, stateAbbr: '' });
    expect('stateAbbr' in noAbbr).toBe(false);
  });

  it('derives the city pages the routes will build', () => {
    const cities = citiesOf(location);
    expect(cities.map((city) => [city.name, city.county, city.state, city.stateCode, city.slug])).toEqual([
      ['Montclair', 'Essex County', 'New Jersey', 'NJ', 'montclair'],
      ['West Orange', 'Essex County', 'New Jersey', 'NJ', 'west-orange'],
      ["St. Mary's Park", 'Essex County', 'New Jersey', 'NJ', 'st-marys-park'],
      ['Princeton', 'Mercer County', 'New Jersey', 'NJ', 'princeton'],
    ]);
    expect(cities.every((city) => city.slug === citySlug(city.name))).toBe(true);
  });
});

/* ---------------------------------------------------------------------------------------- */
/* Property: any text in any field round-trips exactly.                                     */

const awkward = [
  '"',
  "'",
  '`',
  '${',
  '}',
  '${alert(1)}',
  '</script>',
  '<script>alert(1)</script>',
  '*/',
  '/*',
  '//',
  '\\',
  '\\u0041',
  '\n',
  '\r\n',
  '\t',
  '\u2028',
  '\u2029',
  '\u0000',
  '\ufeff',
  '😀',
  '👩‍👩‍👧‍👦',
  '中文字符',
  'مرحبا بالعالم',
  'Ελλάδα',
  '"; process.exit(1); "',
  "'); throw new Error('x'); ('",
  '`; throw 1; `',
  ',',
  ' ',
  '{state}',
  '{brand}',
  '\ud800',
];
const text = fc
  .array(fc.oneof(fc.constantFrom(...awkward), fc.string({ unit: 'binary', maxLength: 6 }), fc.string({ maxLength: 6 })), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''));
const nonBlank = text.filter((value) => value.trim().length > 0);

const inputs: fc.Arbitrary<GeneratorInput> = fc.record({
  stateName: nonBlank,
  stateAbbr: text,
  phoneNumber: text,
  heroDescription: text,
  aboutDescription: text,
  neighborhoods: text,
  serviceAreas: fc.array(fc.record({ county: nonBlank, cities: fc.array(text, { maxLength: 4 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
});

function expectCarried(input: GeneratorInput, location: LocationContent) {
  const state = input.stateName.trim();
  expect(location.name).toBe(state);
  expect(location.displayName).toBe(state);
  expect(location.slug).toBe(locationSlug(state));
  expect(location.stateAbbr).toBe(normalizeStateAbbr(input.stateAbbr) || undefined);
  expect(location.phone).toBe(input.phoneNumber.trim());
  if (input.heroDescription.trim()) expect(location.heroDescription).toBe(input.heroDescription.trim());
  const paragraphs = splitParagraphs(input.aboutDescription);
  if (paragraphs.length > 0) expect(location.about.paragraphs).toEqual(paragraphs);
  expect(location.serviceAreas.map((area) => area.name)).toEqual(input.serviceAreas.map((area) => area.county.trim()));
  expect(location.serviceAreas.map((area) => area.cities.map((city) => city.name))).toEqual(
    input.serviceAreas.map((area) => area.cities.map((city) => city.trim()).filter(Boolean)),
  );
  expect(location.featuredNeighborhoods.map((n) => n.name)).toEqual(splitNeighborhoods(input.neighborhoods));
  // Values embedded in default sentences are carried exactly too.
  expect(location.serviceDescription).toContain(state);
  location.serviceAreas.forEach((area) => {
    expect(area.permitOffice).toContain(area.name);
    area.cities.forEach((city) => expect(city.note).toContain(city.name));
  });
}

describe('property: any text in every field', () => {
  it('has a harness that catches a value pasted into code unescaped', () => {
    const input = { ...sample, stateName: 'Ne`w ${"J"}ersey' };
    const naive = generateLocationModule(input)
      .split(stringLiteral(input.stateName))
      .join(`\`${input.stateName}\``);
    const { js, diagnostics } = transpile(naive);
    const carried = diagnostics.length === 0 && (evaluate(js, locationIdentifier(input.stateName)) as LocationContent).name === input.stateName;
    expect(carried).toBe(false);
  });

  it('yields a module that transpiles, evaluates and carries the exact values', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(canGenerate(input)).toBe(true);
        const { code, location } = roundTrip(input);
        expect(statementShape(code)).toEqual([
          'import type ../types',
          ...(code.includes("from '../site'") ? ['import ../site'] : []),
          'export const x1',
        ]);
        expectCarried(input, location);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('yields a module that also type-checks against the real types', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(typeCheck(generateLocationModule(input), downloadFileName(input.stateName))).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

/* ---------------------------------------------------------------------------------------- */
/* The generated location renders through the real location template.                       */

describe('render: the generated location through the real page templates', () => {
  const hostile = '<script>alert("x")</script> `${1}`';
  const generated = () => roundTrip({ ...sample, heroDescription: `${sample.heroDescription} ${hostile}` }).location;

  type Template = Parameters<Awaited<ReturnType<typeof container>>['renderToString']>[0];
  // Through Vite's glob import: plain tsc has no types for .astro files, Vite compiles them.
  const templates = import.meta.glob<{ default: Template }>([
    '../templates/location.astro',
    '../templates/city.astro',
    '../templates/city-service.astro',
  ]);
  async function template(name: 'location' | 'city' | 'city-service'): Promise<Template> {
    const load = templates[`../templates/${name}.astro`];
    if (!load) throw new Error(`no template ${name}`);
    return (await load()).default;
  }

  async function container() {
    const { experimental_AstroContainer: AstroContainer } = await import('astro/container');
    const { loadRenderers } = await import('astro:container');
    const { getContainerRenderer } = await import('@astrojs/react');
    return AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  }

  it('renders the location page with the generated values, escaped', { timeout: 120_000 }, async () => {
    const LocationTemplate = await template('location');
    const { buildLocationMetadata } = await import('./build/seo/location-pages');
    const location = generated();
    const html = await (await container()).renderToString(LocationTemplate, {
      props: { location, metadata: buildLocationMetadata(location) },
    });
    expect(html).toContain('Custom Woodwork &amp; Remodeling in New Jersey');
    expect(html).toContain('href="tel:2015550188"');
    expect(html).toContain('href="/locations/new-jersey/west-orange"');
    expect(html).toContain('Essex County');
    expect(html).toContain('Hoboken');
    expect(html).not.toContain(hostile);
    expect(html).toContain('&lt;script&gt;alert');
  });

  it('renders a city page and a city+service page of it', { timeout: 120_000 }, async () => {
    const CityTemplate = await template('city');
    const CityServiceTemplate = await template('city-service');
    const { buildCityMetadata, buildCityServiceMetadata } = await import('./build/seo/location-pages');
    const { cityFaq, cityServiceFaq } = await import('./build/town-pages');
    const { services } = await import('../content/services');
    const location = generated();
    const city = citiesOf(location).find((candidate) => candidate.slug === 'west-orange')!;
    const renderer = await container();

    const faq = cityFaq(location, city);
    const cityHtml = await renderer.renderToString(CityTemplate, {
      props: { location, city, faq, metadata: buildCityMetadata(location, city, faq) },
    });
    expect(cityHtml).toContain('West Orange');
    expect(cityHtml).toContain('Essex County');
    expect(cityHtml).toContain('href="/locations/new-jersey/west-orange/kitchen-remodeling"');

    const service = services['kitchen-remodeling'];
    const serviceFaq = cityServiceFaq(location, city, service);
    const serviceHtml = await renderer.renderToString(CityServiceTemplate, {
      props: { location, city, service, faq: serviceFaq, metadata: buildCityServiceMetadata(location, city, service, serviceFaq) },
    });
    expect(serviceHtml).toContain('West Orange');
    expect(serviceHtml).toContain('href="tel:2015550188"');
  });
});
