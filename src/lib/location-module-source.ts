import { generatedDefaults } from '../content/generator';
import { claims, headlineStats } from '../content/site';
import { GRID_SERVICE_SLUGS } from '../content/services/slugs';
import { fillTemplate } from './format';
import { foldAccents, slugify } from './slug';

/**
 * The Location Page Generator's code generator (spec 2, 3 and 5): turns the staff form into the
 * source of a location module for src/content/locations/. Pure: no React, no DOM.
 *
 * Safety rule: the module is built as a value tree and printed by one emitter. Every string in
 * the tree (and so every user value) is printed with JSON.stringify; the only code that is not a
 * literal is a closed set of references to site.ts. No user value ever reaches a comment, a key,
 * an identifier or a template literal, so quotes, backticks, "${", "</script>", newlines and any
 * script are carried exactly.
 */

export interface GeneratorServiceArea {
  county: string;
  cities: string[];
}

/** The form state of spec 3 ("Generator form"). */
export interface GeneratorInput {
  stateName: string;
  /** At most 2 characters, upper case (see normalizeStateAbbr). */
  stateAbbr: string;
  phoneNumber: string;
  heroDescription: string;
  aboutDescription: string;
  /** Comma-separated text, as typed. */
  neighborhoods: string;
  serviceAreas: GeneratorServiceArea[];
}

export const STATE_ABBR_MAX_LENGTH = 2;

function emptyServiceArea(): GeneratorServiceArea {
  return { county: '', cities: [] };
}

/** Spec 4: the form starts with one empty county. */
export function initialGeneratorInput(): GeneratorInput {
  return {
    stateName: '',
    stateAbbr: '',
    phoneNumber: '',
    heroDescription: '',
    aboutDescription: '',
    neighborhoods: '',
    serviceAreas: [emptyServiceArea()],
  };
}

/** Spec 5: split on commas, trim, drop empties. */
export function splitNeighborhoods(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** Paragraphs of a multi-line text: separated by blank lines, trimmed, empties dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[^\S\r\n]*(?:\r?\n\s*)+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * Spec 5: at most 2 characters, upper case. Counted in UTF-16 units like an input's maxLength,
 * but never cutting a character in half.
 */
export function normalizeStateAbbr(value: string): string {
  let out = '';
  for (const char of value.trim().toUpperCase()) {
    if (out.length + char.length > STATE_ABBR_MAX_LENGTH) break;
    out += char;
  }
  return out;
}

/** Spec 5: a typed city is added trimmed; one that is blank after trimming is ignored. */
export function withCity(cities: readonly string[], typed: string): string[] {
  const city = typed.trim();
  return city ? [...cities, city] : [...cities];
}

/** Spec 5: Generate is disabled while the state name or any county name is empty. */
export function canGenerate(input: Pick<GeneratorInput, 'stateName' | 'serviceAreas'>): boolean {
  return input.stateName.trim().length > 0 && input.serviceAreas.every((area) => area.county.trim().length > 0);
}

const FALLBACK_SLUG = 'new-location';

/** The location slug: the state name as lib/slug.ts writes a new slug ("New Jersey" -> "new-jersey"). */
export function locationSlug(stateName: string): string {
  return slugify(stateName) || FALLBACK_SLUG;
}

/** Words a module cannot export under (JS reserved words) or that the module itself imports. */
const UNAVAILABLE_IDENTIFIERS = new Set([
  ...'arguments await break case catch class const continue debugger default delete do else enum eval export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof undefined var void while with yield'.split(
    ' ',
  ),
  'brand',
  'social',
  'LocationContent',
]);

/** The exported name: the state name in camelCase ("New Jersey" -> "newJersey"). */
export function locationIdentifier(stateName: string): string {
  const words = foldAccents(stateName).split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
  if (camel.length === 0) return 'newLocation';
  if (/^[0-9]/.test(camel)) return `location${camel}`;
  return UNAVAILABLE_IDENTIFIERS.has(camel) ? `${camel}Location` : camel;
}

/**
 * Spec 2: the file is named after the state name with spaces removed, extension .tsx
 * ("New Jersey" -> "NewJersey.tsx"). Characters no file system accepts are dropped too.
 */
export function downloadFileName(stateName: string): string {
  // eslint-disable-next-line no-control-regex
  const base = stateName.replace(/[\s/\\:*?"<>|\u0000-\u001f\u007f]+/g, '');
  return `${base || 'Location'}.tsx`;
}

/* ------------------------------------------------------------------------------------------ */
/* The value tree and its one emitter.                                                        */

/** The only code a generated module contains besides literals: references to site.ts. */
const SITE_REFS = {
  'brand.name': 'brand',
  'social.facebook': 'social',
  'social.instagram': 'social',
  'social.tiktok': 'social',
} as const;
type SiteRef = keyof typeof SITE_REFS;

class Ref {
  constructor(readonly code: SiteRef) {}
}

/** String parts joined with "+"; used to put brand.name into a default sentence. */
class Concat {
  constructor(readonly parts: readonly (string | Ref)[]) {}
}

type Value = string | number | boolean | Ref | Concat | readonly Value[] | { readonly [key: string]: Value | undefined };

/**
 * A JavaScript string literal of any text. U+2028/2029 are escaped too: valid inside strings since
 * ES2019, but editors and older tools treat them as line breaks.
 */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function emit(value: Value, depth: number, used: Set<string>): string {
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (value instanceof Ref) {
    used.add(SITE_REFS[value.code]);
    return value.code;
  }
  if (value instanceof Concat) {
    const parts = value.parts.filter((part) => part !== '');
    if (parts.length === 0) return stringLiteral('');
    return parts.map((part) => emit(part, depth, used)).join(' + ');
  }
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  // A short list or record of plain values reads best on one line, as a person would write it.
  const oneLine = (items: string[], open: string, close: string, spaced: boolean): string | undefined => {
    const inner = items.join(', ');
    const line = spaced ? `${open} ${inner} ${close}` : `${open}${inner}${close}`;
    return !line.includes('\n') && depth * 2 + line.length <= INLINE_WIDTH ? line : undefined;
  };
  if (isValueArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => emit(item, depth + 1, used));
    return oneLine(items, '[', ']', false) ?? `[\n${items.map((item) => `${pad}${item},\n`).join('')}${end}]`;
  }
  const entries = Object.entries(value).filter((entry): entry is [string, Value] => entry[1] !== undefined);
  if (entries.length === 0) return '{}';
  const fields = entries.map(([key, item]) => {
    // Keys are this file's own field names, never input; the check keeps it that way.
    if (!KEY.test(key)) throw new Error(`Unsafe key in generated module: ${JSON.stringify(key)}`);
    return `${key}: ${emit(item, depth + 1, used)}`;
  });
  return (depth > 0 ? oneLine(fields, '{', '}', true) : undefined) ?? `{\n${fields.map((field) => `${pad}${field},\n`).join('')}${end}}`;
}

/** Longest line (with its indent) that a short list or record is printed on. */
const INLINE_WIDTH = 72;

function isValueArray(value: Value): value is readonly Value[] {
  return Array.isArray(value);
}

/** A default text: {brand} becomes a reference to brand.name, the other placeholders are filled. */
function defaultText(template: string, values: Record<string, string>): string | Concat {
  const pieces = template.split('{brand}');
  if (pieces.length === 1) return fillTemplate(template, values);
  const parts: (string | Ref)[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(new Ref('brand.name'));
    parts.push(fillTemplate(piece, values));
  });
  return new Concat(parts);
}

/** The services a new location offers: the grid's services (every location offers them). */
export const GENERATED_SERVICES = GRID_SERVICE_SLUGS;

/** The form with every value cleaned as the module will carry it: trimmed, blanks dropped. */
function normalizeInput(input: GeneratorInput): GeneratorInput {
  return {
    stateName: input.stateName.trim(),
    stateAbbr: normalizeStateAbbr(input.stateAbbr),
    phoneNumber: input.phoneNumber.trim(),
    heroDescription: input.heroDescription.trim(),
    aboutDescription: input.aboutDescription.trim(),
    neighborhoods: splitNeighborhoods(input.neighborhoods).join(', '),
    serviceAreas: input.serviceAreas.map((area) => ({
      county: area.county.trim(),
      cities: area.cities.map((city) => city.trim()).filter((city) => city.length > 0),
    })),
  };
}

function locationTree(raw: GeneratorInput): Value {
  const input = normalizeInput(raw);
  const state = input.stateName;
  const d = generatedDefaults;
  const fill = (template: string, extra: Record<string, string> = {}) =>
    fillTemplate(template, { state, yearsExperience: claims.yearsExperience, ...extra });
  const aboutParagraphs = splitParagraphs(input.aboutDescription);
  const { projectsAnnually, fixedPrice } = headlineStats;

  return {
    slug: locationSlug(state),
    name: state,
    displayName: state,
    isActive: true,
    stateAbbr: input.stateAbbr || undefined,
    phone: input.phoneNumber,
    heroDescription: input.heroDescription || fill(d.heroDescription),
    serviceDescription: fill(d.serviceDescription),
    about: {
      heading: fill(d.about.heading),
      paragraphs:
        aboutParagraphs.length > 0
          ? aboutParagraphs
          : d.about.paragraphs.map((paragraph) => defaultText(paragraph, { state, yearsExperience: claims.yearsExperience })),
    },
    serviceAreas: input.serviceAreas.map((area) => {
      const county = { county: area.county };
      return {
        name: area.county,
        cities: area.cities.map((city) => ({ name: city, note: fill(d.cityNote, { ...county, city }) })),
        permitOffice: fill(d.county.permitOffice, county),
        housingStock: fill(d.county.housingStock, county),
        notableNeighborhoods: area.cities.slice(0, 5),
        remodelingNote: fill(d.county.remodelingNote, county),
      };
    }),
    services: GENERATED_SERVICES,
    featuredNeighborhoods: splitNeighborhoods(input.neighborhoods).map((name) => ({
      name,
      description: fill(d.neighborhood.description, { name }),
      badges: d.neighborhood.badges,
    })),
    stats: [
      { value: claims.yearsExperience, label: d.statLabels.yearsExperience },
      { value: projectsAnnually.value, label: projectsAnnually.label },
      { value: claims.happyClients, label: d.statLabels.happyClients },
      { value: fixedPrice.value, label: fixedPrice.label },
    ],
    faq: d.faq.map((item) => ({ question: fill(item.question), answer: fill(item.answer) })),
    specialties: d.specialties.map((item) => fill(item)),
    socialMedia: {
      facebook: new Ref('social.facebook'),
      instagram: new Ref('social.instagram'),
      tiktok: new Ref('social.tiktok'),
    },
  };
}

/** The complete source of a location module for src/content/locations/ (spec 2, issue 7). */
export function generateLocationModule(input: GeneratorInput): string {
  const used = new Set<string>();
  const body = emit(locationTree(input), 0, used);
  const siteImports = [...used].sort();
  const lines = [
    ...generatedDefaults.fileComment.map((line) => `// ${line}`),
    "import type { LocationContent } from '../types';",
    ...(siteImports.length > 0 ? [`import { ${siteImports.join(', ')} } from '../site';`] : []),
    '',
    `export const ${locationIdentifier(input.stateName)}: LocationContent = ${body};`,
    '',
  ];
  return lines.join('\n');
}
