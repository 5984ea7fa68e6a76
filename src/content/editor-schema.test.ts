/**
 * The editor's forms (src/editor/forms/) and the collections' schemas (schemas.ts) describe the
 * same files twice, so they are held together here, collection by collection: the editor asks
 * for every field the schema knows and no other, requires what the schema requires, an entry it
 * saves with every optional field filled in passes the schema, and each field's rule (e-mail,
 * phone, hours, ZIP, state, country, anchors, file names, lengths, list counts) accepts and
 * refuses the same sample values on both sides: Keystatic's own field objects on one, the
 * schema's safeParse on the other.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fields, type ComponentSchema } from '@keystatic/core';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import editor from '../../keystatic.config';
import { dump } from '../../keystatic.yaml.mjs';
import { collections } from '../content.config';
import { galleryPhoto } from '../lib/build/gallery-photo';
import { alwaysWritten, fillOptional, problems, read, validate, write } from '../test/editor-form';
import { accessibilityPageSchema, privacyPageSchema, warrantyPageSchema } from './policy-schemas';
import { BUDGET_BANDS, SPAN_FIGURE, SPAN_UNITS, STORY_SCOPE } from './field-rules';
import { DESCRIPTION_MAX } from './limits';
import { locationSchema } from './location-schema';
import { costsSchema, galleryProjectSchema, guideSchema, localKitchenSchema, serviceSchema, settingsSchema, testimonialSchema } from './schemas';

/** Astro's image() resizes at build; here a photo's path stands for the image. */
const photo = () => galleryPhoto(() => z.string().transform((src) => ({ src, width: 1, height: 1, format: 'jpg' as const })));

/** Each collection the editor edits: its form, its schema and its files (folder, ending; `only` for one file of a shared folder). */
const forms = {
  guides: { form: editor.collections.guides, schema: guideSchema, folder: 'src/content/guides', ending: '.md' },
  services: { form: editor.collections.services, schema: serviceSchema, folder: 'src/content/services', ending: '.yaml' },
  gallery: { form: editor.collections.gallery, schema: galleryProjectSchema(photo), folder: 'src/content/gallery', ending: '.yaml' },
  localKitchens: { form: editor.collections.localKitchens, schema: localKitchenSchema, folder: 'src/content/local-kitchens', ending: '.yaml' },
  testimonials: { form: editor.collections.testimonials, schema: testimonialSchema, folder: 'src/content/testimonials', ending: '.yaml' },
  settings: { form: editor.singletons.business, schema: settingsSchema, folder: 'src/content/settings', ending: '.json', only: 'business' },
  costs: { form: editor.singletons.costs, schema: costsSchema, folder: 'src/content/settings', ending: '.json', only: 'costs' },
  warranty: { form: editor.singletons.warranty, schema: warrantyPageSchema, folder: 'src/content/policies', ending: '.yaml', only: 'warranty' },
  privacy: { form: editor.singletons.privacy, schema: privacyPageSchema, folder: 'src/content/policies', ending: '.yaml', only: 'privacy' },
  accessibility: { form: editor.singletons.accessibility, schema: accessibilityPageSchema, folder: 'src/content/policies', ending: '.yaml', only: 'accessibility' },
};

/** The schema inside its wrappers: facts filled in first, an optional key, a default. */
function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodPipe) return unwrap(schema.out as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return unwrap(schema.unwrap() as z.ZodType);
  return schema;
}

/** Where the editor's form and the schema disagree, one sentence each. */
function disagreements(field: ComponentSchema, schema: z.ZodType, path = '(entry)'): string[] {
  const inner = unwrap(schema);
  if (field.kind === 'object') {
    if (!(inner instanceof z.ZodObject)) return [`${path} is a group of fields in the editor, not in the schema`];
    const shape = inner.shape as Record<string, z.ZodType>;
    return [
      ...Object.keys(field.fields)
        .filter((key) => !(key in shape))
        .map((key) => `${path}.${key} is in the editor but not in the schema, which refuses it`),
      ...Object.entries(shape).flatMap(([key, child]) => {
        const input = field.fields[key];
        if (!input) return [`${path}.${key} is in the schema but the editor has no field for it`];
        const required = !child.safeParse(undefined).success;
        if (required && !alwaysWritten(input)) return [`${path}.${key} is required by the schema but the editor lets it be left out`];
        return disagreements(input, child, `${path}.${key}`);
      }),
    ];
  }
  if (field.kind === 'array') {
    if (!(inner instanceof z.ZodArray)) return [`${path} is a list in the editor, not in the schema`];
    return disagreements(field.element, inner.element as z.ZodType, `${path}[]`);
  }
  // A single field may write any value (a list, for one item per line); the save test checks it.
  // Its rule, and how many items a list takes, are compared on sample values below.
  return [];
}

/** An entry's file as the editor reads it: its slug and its data (a guide's frontmatter). */
function entries(folder: string, ending: string, only?: string): { slug: string; stored: unknown }[] {
  return readdirSync(folder)
    .filter((file) => (only === undefined ? file.endsWith(ending) : file === `${only}${ending}`))
    .map((file) => {
      const text = readFileSync(`${folder}/${file}`, 'utf8');
      const frontmatter = ending === '.md' ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : text;
      return { slug: file.slice(0, -ending.length), stored: ending === '.json' ? JSON.parse(text) : parse(frontmatter) };
    });
}

describe('every collection office staff edit has an editor form', () => {
  it('all but locations, which the Location Page Generator writes', () => {
    expect(Object.keys(forms).sort()).toEqual(Object.keys(collections).filter((name) => name !== 'locations').sort());
  });
});

describe.each(Object.entries(forms))('the %s form and its schema', (_name, files) => {
  const { form, schema, folder, ending } = files;
  const only = 'only' in files ? files.only : undefined;
  const contentField = form.format && typeof form.format === 'object' ? form.format.contentField : undefined;
  // The Markdown body (a guide's article) is the file's text below the frontmatter, not a field of the schema.
  const entryFields = fields.object(
    Object.fromEntries(Object.entries(form.schema as Record<string, ComponentSchema>).filter(([key]) => key !== contentField)),
  );
  const slugField = 'slugField' in form ? form.slugField : undefined;

  it('agree on the fields and which ones are required', () => {
    expect(disagreements(entryFields, schema)).toEqual([]);
  });

  it('has its file', () => {
    expect(entries(folder, ending, only).length).toBeGreaterThan(0);
  });

  it.each(entries(folder, ending, only))('$slug saved in the editor with every optional field filled in passes the schema', ({ slug, stored }) => {
    const context = { slug: slugField ? slug : undefined, slugField };
    const filled = fillOptional(entryFields, read(entryFields, stored, context));
    validate(entryFields, filled);
    const data = write(entryFields, filled, context);
    const saved = ending === '.json' ? JSON.parse(JSON.stringify(data, null, 2)) : parse(dump(data));
    const result = schema.safeParse(saved);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe('the licenses in the business settings form', () => {
  const form = fields.object(editor.singletons.business.schema);
  const [settings] = entries('src/content/settings', '.json', 'business');
  if (!settings) throw new Error('src/content/settings has no business settings');

  /** The settings as the form holds them, with these licenses. */
  const withLicenses = (licenses: object) => ({ ...(read(form, settings.stored, {}) as Record<string, unknown>), licenses });

  it('save a Virginia number and class that the schema accepts', () => {
    const values = withLicenses({ mhic: { number: '123456', sample: false }, virginia: { number: '2705123456', class: 'A', sample: true } });
    validate(form, values);
    const saved = JSON.parse(JSON.stringify(write(form, values, {})));
    expect(saved.licenses).toEqual({ mhic: { number: '123456', sample: false }, virginia: { number: '2705123456', class: 'A', sample: true } });
    expect(settingsSchema.safeParse(saved).error?.issues ?? []).toEqual([]);
  });

  it('leave the Virginia number out of the file when it is empty', () => {
    const values = withLicenses({ mhic: { number: '123456', sample: false }, virginia: { number: '', class: '', sample: false } });
    validate(form, values);
    expect(JSON.parse(JSON.stringify(write(form, values, {}))).licenses.virginia).toEqual({ sample: false });
  });

  it('refuse a malformed number before it is saved, in the schema’s words', () => {
    const mhic = withLicenses({ mhic: { number: 'MHIC 12345', sample: true }, virginia: { number: '', class: '', sample: false } });
    expect(() => validate(form, mhic)).toThrow(/^licenses\.mhic\.number: The MHIC license number must be 5 or 6 digits/);
    const virginia = withLicenses({ mhic: { number: '12345', sample: true }, virginia: { number: '2706123456', class: 'A', sample: false } });
    expect(() => validate(form, virginia)).toThrow(/^licenses\.virginia\.number: The Virginia contractor license number must be 10 digits starting with 2705/);
  });
});

type Path = readonly (string | number)[];
type FormName = keyof typeof forms;

/** One form and its schema, with an entry of its own files to put sample values into. */
interface Side {
  fields: ComponentSchema;
  schema: z.ZodType;
  stored: unknown;
  context: { slug?: string; slugField?: string };
}

/** A form's fields (without a guide's article, which is the file's body) and its schema, on its first file. */
function sideOf(name: FormName): Side {
  const files = forms[name];
  const { form, schema } = files;
  const contentField = form.format && typeof form.format === 'object' ? form.format.contentField : undefined;
  const fieldsOfEntry = fields.object(
    Object.fromEntries(Object.entries(form.schema as Record<string, ComponentSchema>).filter(([key]) => key !== contentField)),
  );
  const [first] = entries(files.folder, files.ending, 'only' in files ? files.only : undefined);
  if (!first) throw new Error(`${files.folder} has no ${name} file`);
  const slugField = 'slugField' in form ? form.slugField : undefined;
  return { fields: fieldsOfEntry, schema, stored: first.stored, context: { slug: slugField ? first.slug : undefined, slugField } };
}

/** A copy of a stored entry with one value changed (undefined: the key left out). */
function withValue(stored: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(stored) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((at, key) => at[key] as Record<string | number, unknown>, copy);
  const key = path.at(-1)!;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
  return copy;
}

const within = (at: readonly PropertyKey[], path: Path) => path.every((key, index) => at[index] === key);

/** Whether each side refuses the entry's value at path: the editor's Save (or reading the file into the form), and the schema. */
function verdict(side: Side, path: Path, value: unknown): { editor: boolean; schema: boolean } {
  const stored = withValue(side.stored, path, value);
  let editor: boolean;
  try {
    editor = problems(side.fields, read(side.fields, stored, side.context)).some((problem) => within(problem.path, path));
  } catch {
    editor = true;
  }
  const schema = (side.schema.safeParse(stored).error?.issues ?? []).some((issue) => within(issue.path, path));
  return { editor, schema };
}

const says = (refuses: boolean) => (refuses ? 'refuses' : 'accepts');

/** Each sample value the editor and the schema judge differently, in a sentence. */
function disagreementsOn(side: Side, path: Path, values: readonly unknown[]): string[] {
  return values.flatMap((value) => {
    const { editor, schema } = verdict(side, path, value);
    const shown = Array.isArray(value) ? `${value.length} items` : JSON.stringify(value);
    return editor === schema ? [] : [`${path.join('.')} = ${shown}: the editor ${says(editor)} it, the schema ${says(schema)} it`];
  });
}

/** Sample values the rule must accept (good) and refuse (bad), on both sides. */
interface RuleSamples {
  rule: string;
  form: FormName;
  path: Path;
  good: readonly unknown[];
  bad: readonly unknown[];
}

const long = (n: number) => 'x'.repeat(n);
const emails = {
  good: ['hello@example.com', 'first.last+tag@mail.example.org'],
  bad: ['a@b.c', 'hello', 'hello@example', ' hello@example.com', 'hello@example.com ', 'hello @example.com', '', undefined],
};

// Samples are what a file holds. An empty optional text ('' for the Virginia number) is no such
// sample: the editor reads it as empty and leaves the key out when it saves (tested above).
const ruleSamples: RuleSamples[] = [
  { rule: 'e-mail', form: 'settings', path: ['contacts', 'generic', 'email'], ...emails },
  { rule: 'e-mail', form: 'settings', path: ['contacts', 'maryland', 'email'], ...emails },
  {
    rule: 'phone',
    form: 'settings',
    path: ['contacts', 'northernVirginia', 'phone'],
    good: ['(410) 555-0142', '410.555.0142', '+1 410 555 0142'],
    bad: ['555', 'call us', ' (410) 555-0142', '(410) 555-0142 ', '-------', '', undefined],
  },
  {
    rule: 'opening hours',
    form: 'settings',
    path: ['structuredDataHours', 0],
    good: ['Mo-Fr 08:00-18:00', 'Sa 09:00-16:00'],
    bad: ['Mon-Fri 8-6', 'Mo-Fr 08:00-18:00 ', 'Mo-Fr', ''],
  },
  { rule: 'ZIP', form: 'settings', path: ['office', 'postalCode'], good: ['20736'], bad: ['2073', '20736-1234', ' 20736', 'abcde', '', undefined] },
  { rule: 'state code', form: 'settings', path: ['office', 'region'], good: ['MD', 'VA'], bad: ['M ', 'md', 'Maryland', '  ', '', undefined] },
  { rule: 'country code', form: 'settings', path: ['office', 'country'], good: ['US'], bad: ['U ', 'us', 'USA', ''] },
  { rule: 'founding year', form: 'settings', path: ['founded'], good: ['2009', '1999'], bad: ['09', '2009 ', '1899', ''] },
  { rule: 'latitude', form: 'settings', path: ['office', 'latitude'], good: [38.7018, -90, 90], bad: [90.5, -91] },
  { rule: 'longitude', form: 'settings', path: ['office', 'longitude'], good: [-76.6005, 180], bad: [180.5, -181] },
  { rule: 'warranty years', form: 'settings', path: ['warrantyYears', 'deck'], good: [1, 10, 50], bad: [0, 51, 2.5] },
  { rule: 'MHIC number', form: 'settings', path: ['licenses', 'mhic', 'number'], good: ['123456', '54321'], bad: ['MHIC 12345', '1234', '1234567', ''] },
  { rule: 'Virginia number', form: 'settings', path: ['licenses', 'virginia', 'number'], good: ['2705123456', undefined], bad: ['2706123456', '2705'] },
  {
    rule: 'testimonial town',
    form: 'testimonials',
    path: ['town'],
    good: ['Huntingtown, MD', 'St. Mary’s City, MD'],
    bad: ['Huntingtown', 'Huntingtown, Md', ', MD', ' Huntingtown, MD', 'Huntingtown, MD ', ''],
  },
  {
    rule: 'testimonial source',
    form: 'testimonials',
    path: ['source'],
    good: ['https://g.page/r/abc', 'written consent on file'],
    bad: ['Google', 'http://localhost', ' written consent on file', 'Written consent on file', ''],
  },
  { rule: 'anchor', form: 'privacy', path: ['sections', 0, 'id'], good: ['how-we-use-it', 'a1'], bad: ['How', 'two--dashes', '-lead', 'trail-', ' how', ''] },
  {
    rule: 'description length',
    form: 'guides',
    path: ['description'],
    good: [long(DESCRIPTION_MAX), `${long(DESCRIPTION_MAX - 40)} {business.responseTime}`],
    bad: [long(DESCRIPTION_MAX + 1), `${long(DESCRIPTION_MAX)} {business.responseTime}`, '   ', 'Quotes {no.such.fact}', ''],
  },
  { rule: 'required text', form: 'services', path: ['hero', 'badge'], good: ['Since 2009'], bad: ['', '  ', undefined] },
  {
    rule: 'cost range',
    form: 'costs',
    path: ['ranges', 'kitchen-remodeling', 0, 'dollars'],
    good: [{ low: 25000, high: 50000 }, { low: 100, high: 2_000_000 }, { low: 4999, high: 5000 }],
    bad: [
      { low: 50000, high: 25000 },
      { low: 30000, high: 30000 },
      { low: 25000.5, high: 50000 },
      { low: 99, high: 5000 },
      { low: 25000, high: 2_000_001 },
      { low: 25000 },
      { low: '25000', high: 50000 },
      undefined,
    ],
  },
  { rule: 'cost range size', form: 'costs', path: ['ranges', 'kitchen-remodeling', 0, 'size'], good: ['Small kitchen refresh'], bad: ['', '  ', undefined] },
  { rule: 'cost range confirmed', form: 'costs', path: ['ranges', 'kitchen-remodeling', 0, 'confirmed'], good: [true, false], bad: ['yes'] },
  { rule: 'story town: location', form: 'gallery', path: ['town', 'state'], good: ['maryland', 'northern-virginia'], bad: ['Maryland', 'md ', 'two--dashes', '', undefined] },
  { rule: 'story town: town', form: 'gallery', path: ['town', 'city'], good: ['bethesda', 'st-marys-city'], bad: ['Bethesda', 'chevy chase', '-lead', '', undefined] },
  {
    rule: 'story scope',
    form: 'gallery',
    path: ['scope'],
    good: ['The kitchen was opened to the dining room.', long(STORY_SCOPE.max)],
    bad: [long(STORY_SCOPE.max + 1), '   ', '', undefined],
  },
  { rule: 'duration figure', form: 'gallery', path: ['promised', 'from'], good: [SPAN_FIGURE.min, 6, SPAN_FIGURE.max], bad: [0, SPAN_FIGURE.max + 1, 2.5, undefined] },
  { rule: 'duration figure', form: 'gallery', path: ['actual', 'to'], good: [12, SPAN_FIGURE.max], bad: [0, -3, 1.5, undefined] },
  // A select reads a missing value as its default (as the gallery's category does), so no `undefined` here.
  { rule: 'duration unit', form: 'gallery', path: ['actual', 'unit'], good: [...SPAN_UNITS], bad: ['weeks', 'year', ''] },
  { rule: 'budget band', form: 'gallery', path: ['budget'], good: [...BUDGET_BANDS], bad: ['$50,000', '$50k-$75k', ''] },
  { rule: 'pair alt text', form: 'gallery', path: ['pairs', 0, 'beforeAlt'], good: ['The kitchen before'], bad: ['  ', '', undefined] },
  { rule: 'optional caption', form: 'gallery', path: ['pairs', 0, 'caption'], good: ['The wall on the left came out.', undefined], bad: ['  '] },
  { rule: 'story sample', form: 'gallery', path: ['sample'], good: [true, false], bad: ['yes'] },
  { rule: 'optional text', form: 'services', path: ['cardTitle'], good: ['A card title', undefined], bad: ['  '] },
];

describe('each field rule accepts and refuses the same values in the editor and the schema', () => {
  it.each(ruleSamples)('the $rule rule at $form $path', ({ form, path, good, bad }) => {
    const side = sideOf(form);
    expect(disagreementsOn(side, path, [...good, ...bad])).toEqual([]);
    // The samples mean something: the good ones pass and the bad ones are refused (on both sides, by the line above).
    expect(good.filter((value) => verdict(side, path, value).schema)).toEqual([]);
    expect(bad.filter((value) => !verdict(side, path, value).schema)).toEqual([]);
  });

  it('a file name the editor gives follows the rule the schema holds a location’s slug to', () => {
    const slugs = { good: ['kitchen-layout-guide', 'a1'], bad: ['Kitchen', 'two--dashes', '-lead', 'trail-', 'x y', 'x_y'] };
    const location = locationSchema.shape.slug;
    for (const [name, key] of [['guides', 'title'], ['testimonials', 'name'], ['gallery', 'title']] as const) {
      const field = (forms[name].form.schema as Record<string, ComponentSchema>)[key];
      if (field?.kind !== 'form') throw new Error(`${name}.${key} is not a single field`);
      const judged = [...slugs.good, ...slugs.bad].filter((slug) => {
        let editor = true;
        try {
          field.validate({ name: 'A name', slug } as never, undefined as never);
        } catch {
          editor = false;
        }
        return editor !== location.safeParse(slug).success;
      });
      expect(judged, name).toEqual([]);
    }
    expect(slugs.good.every((slug) => location.safeParse(slug).success) && !slugs.bad.some((slug) => location.safeParse(slug).success)).toBe(true);
  });
});

/** Every list of a form, with the items its entry has there (a list inside a list: its first item's). */
function lists(field: ComponentSchema, stored: unknown, path: Path = []): { path: Path; items: unknown[] }[] {
  if (field.kind === 'object') {
    return Object.entries(field.fields).flatMap(([key, inner]) => lists(inner, (stored as Record<string, unknown> | undefined)?.[key], [...path, key]));
  }
  if (field.kind === 'array' && Array.isArray(stored)) {
    return [{ path, items: stored }, ...(stored.length ? lists(field.element, stored[0], [...path, 0]) : [])];
  }
  return [];
}

/** A list one item short, one item long (its last item again) and empty. */
const lengthSamples = (items: unknown[]) => (items.length ? [[], items.slice(0, -1), [...items, items.at(-1)]] : [[]]);

/**
 * Where the editor is stricter on purpose: it asks for all three metrics of a local kitchen page,
 * while the schema takes fewer, because a metric quoting a switched-off claim is dropped once the
 * facts are filled in (schemas.ts, localKitchenSchema).
 */
const EDITOR_STRICTER = new Set(['localKitchens metrics']);

describe('each list takes as many items in the editor as in the schema', () => {
  it.each(Object.keys(forms) as FormName[])('%s', (name) => {
    const side = sideOf(name);
    const found = lists(side.fields, side.stored).flatMap(({ path, items }) => {
      const disagreeing = disagreementsOn(side, path, lengthSamples(items));
      return EDITOR_STRICTER.has(`${name} ${path.join('.')}`) ? disagreeing.filter((line) => !line.includes('the editor refuses it, the schema accepts it')) : disagreeing;
    });
    expect(found).toEqual([]);
  });
});

/** The form with the field at path replaced. */
function replaced(field: ComponentSchema, path: Path, by: (field: ComponentSchema) => ComponentSchema): ComponentSchema {
  const [key, ...rest] = path;
  if (key === undefined) return by(field);
  if (field.kind === 'object' && typeof key === 'string') return fields.object({ ...field.fields, [key]: replaced(field.fields[key]!, rest, by) });
  if (field.kind === 'array' && typeof key === 'number') return { ...field, element: replaced(field.element, rest, by) };
  throw new Error(`no field at ${path.join('.')}`);
}

describe('the comparison finds a rule loosened on one side only', () => {
  const email = ruleSamples.find((samples) => samples.rule === 'e-mail')!;
  const zip = ruleSamples.find((samples) => samples.rule === 'ZIP')!;

  it('the editor’s e-mail rule as it was (a@b.c saved, and stopped the build)', () => {
    const loose = fields.text({ label: 'E-mail', validation: { isRequired: true, pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'loose' } } });
    const side = sideOf('settings');
    const loosened = { ...side, fields: replaced(side.fields, email.path, () => loose) };
    expect(disagreementsOn(loosened, email.path, [...email.good, ...email.bad])).toEqual([
      'contacts.generic.email = "a@b.c": the editor accepts it, the schema refuses it',
    ]);
  });

  it('a schema that takes any ZIP code', () => {
    const side = sideOf('settings');
    const office = settingsSchema.shape.office;
    const loosened = { ...side, schema: settingsSchema.extend({ office: office.extend({ postalCode: z.string() }) }) };
    expect(disagreementsOn(loosened, zip.path, [...zip.good, ...zip.bad])).toEqual(
      ['2073', '20736-1234', ' 20736', 'abcde', ''].map((value) => `office.postalCode = "${value}": the editor refuses it, the schema accepts it`),
    );
  });

  it('an editor that takes two guide option cards', () => {
    const side = sideOf('guides');
    const path = ['options', 'items'];
    const loosened = {
      ...side,
      fields: replaced(side.fields, path, (field) => (field.kind === 'array' ? { ...field, validation: { length: { min: 2, max: 3 } } } : field)),
    };
    const items = lists(side.fields, side.stored).find((list) => list.path.join('.') === 'options.items')!.items;
    expect(disagreementsOn(loosened, path, lengthSamples(items))).toHaveLength(1);
  });
});
