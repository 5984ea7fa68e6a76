/**
 * The editor's forms (keystatic.config.ts) and the collections' schemas (schemas.ts) describe the
 * same files twice, so they are held together here, collection by collection: the editor asks
 * for every field the schema knows and no other, requires what the schema requires, keeps lists
 * within the schema's bounds, and an entry it saves with every optional field filled in passes
 * the schema.
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
import { alwaysWritten, fillOptional, read, validate, write } from '../test/editor-form';
import { accessibilityPageSchema, privacyPageSchema, warrantyPageSchema } from './policy-schemas';
import { galleryProjectSchema, guideSchema, localKitchenSchema, serviceSchema, settingsSchema, testimonialSchema } from './schemas';

/** Astro's image() resizes at build; here a photo's path stands for the image. */
const photo = () => galleryPhoto(() => z.string().transform((src) => ({ src, width: 1, height: 1, format: 'jpg' as const })));

/** Each collection the editor edits: its form, its schema and its files (folder, ending; `only` for one file of a shared folder). */
const forms = {
  guides: { form: editor.collections.guides, schema: guideSchema, folder: 'src/content/guides', ending: '.md' },
  services: { form: editor.collections.services, schema: serviceSchema, folder: 'src/content/services', ending: '.yaml' },
  gallery: { form: editor.collections.gallery, schema: galleryProjectSchema(photo), folder: 'src/content/gallery', ending: '.yaml' },
  localKitchens: { form: editor.collections.localKitchens, schema: localKitchenSchema, folder: 'src/content/local-kitchens', ending: '.yaml' },
  testimonials: { form: editor.collections.testimonials, schema: testimonialSchema, folder: 'src/content/testimonials', ending: '.yaml' },
  settings: { form: editor.singletons.business, schema: settingsSchema, folder: 'src/content/settings', ending: '.json' },
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

/** How many items a list schema takes, by its length checks. */
function lengthBounds(list: z.ZodArray): { minimum: number; maximum: number } {
  let [minimum, maximum] = [0, Infinity];
  for (const check of list._zod.def.checks ?? []) {
    const { minimum: min = minimum, maximum: max = maximum, length } = check._zod.def as { minimum?: number; maximum?: number; length?: number };
    [minimum, maximum] = [Math.max(minimum, length ?? min), Math.min(maximum, length ?? max)];
  }
  return { minimum, maximum };
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
    const { minimum, maximum } = lengthBounds(inner);
    const { min = 0, max = Infinity } = field.validation?.length ?? {};
    const bounds = min < minimum || max > maximum ? [`${path}: the editor takes ${min} to ${max} items, the schema ${minimum} to ${maximum}`] : [];
    return [...bounds, ...disagreements(field.element, inner.element as z.ZodType, `${path}[]`)];
  }
  // A single field may write any value (a list, for one item per line); the save test checks it.
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

  it('agree on the fields, which ones are required and how long lists may be', () => {
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
  const [settings] = entries('src/content/settings', '.json');
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
