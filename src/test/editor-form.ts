/**
 * The editor's forms (src/editor/forms/) run the way Keystatic runs them, for tests: a file read
 * into form values, every optional field filled in, the form checked and written back as a save
 * writes it. Each field is Keystatic's own object (its parse, validate and serialize); only the walk
 * over objects and lists is mirrored here, because Keystatic does not export it.
 *
 * Mirrors the internals of @keystatic/core 0.6.9 (parseEntry, serializeEntryToFiles and
 * validateValueWithSchema): the entry's slug field is written with serializeWithSlug, an image is
 * read from {directory}/{entry}/, an object leaves out undefined values, a list writes them as null,
 * and a list with a slugField hands each item's field the slugs of the other items.
 */
import { readFileSync } from 'node:fs';
import type { ComponentSchema } from '@keystatic/core';

/** Which entry a form holds: its slug (file name) and the field the slug comes from. */
export interface EntryContext {
  slug?: string;
  slugField?: string;
}

type FormField = Extract<ComponentSchema, { kind: 'form' }>;
type Path = readonly (string | number)[];

const isSlugField = (path: Path, context: EntryContext) => path.length === 1 && path[0] === context.slugField;

function unsupported(field: ComponentSchema, path: Path): never {
  throw new Error(`${path.join('.')}: the test does not know a ${field.kind} field${'formKind' in field ? ` (${field.formKind})` : ''}`);
}

/** The form value of one field, from what the file stores there. */
export function read(field: ComponentSchema, stored: unknown, context: EntryContext, path: Path = []): unknown {
  if (field.kind === 'object') {
    const record = (stored ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, read(inner, record[key], context, [...path, key])]));
  }
  if (field.kind === 'array') return ((stored ?? []) as unknown[]).map((item, index) => read(field.element, item, context, [...path, index]));
  if (field.kind !== 'form') return unsupported(field, path);
  const value = stored as Parameters<FormField['parse']>[0];
  if (isSlugField(path, context) && field.formKind === 'slug') return field.parse(value, { slug: context.slug ?? '' });
  if (field.formKind === 'asset') {
    const file = field.filename(value, { slug: context.slug, suggestedFilenamePrefix: undefined });
    const asset = file === undefined ? undefined : new Uint8Array(readFileSync(`${field.directory}/${context.slug}/${file}`));
    return field.parse(value, { asset, slug: context.slug });
  }
  if (field.formKind === 'slug' || field.formKind === undefined) return field.parse(value, undefined);
  return unsupported(field, path);
}

/** What the file stores for a form value, as the editor writes it on save. */
export function write(field: ComponentSchema, value: unknown, context: EntryContext, path: Path = []): unknown {
  if (field.kind === 'object') {
    const values = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(field.fields)
        .map(([key, inner]) => [key, write(inner, values[key], context, [...path, key])])
        .filter(([, stored]) => stored !== undefined),
    );
  }
  if (field.kind === 'array') {
    return (value as unknown[]).map((item, index) => write(field.element, item, context, [...path, index]) ?? null);
  }
  if (field.kind !== 'form') return unsupported(field, path);
  if (isSlugField(path, context) && field.formKind === 'slug') return field.serializeWithSlug(value).value;
  if (field.formKind === 'asset') return field.serialize(value, { slug: context.slug, suggestedFilenamePrefix: path.join('/') }).value;
  if (field.formKind === 'slug' || field.formKind === undefined) return field.serialize(value).value;
  return unsupported(field, path);
}

/** A field the editor's Save refuses, and why. */
export interface Problem {
  path: Path;
  message: string;
}

/** The slugs of a list item's neighbours, for the item's field that names it (the list's slugField). */
interface Neighbours {
  field: string;
  slugs: ReadonlySet<string>;
}

/** Every problem the editor's Save reports for this form value (validateValueWithSchema). */
export function problems(field: ComponentSchema, value: unknown, path: Path = [], neighbours?: Neighbours): Problem[] {
  if (field.kind === 'object') {
    const values = value as Record<string, unknown>;
    return Object.entries(field.fields).flatMap(([key, inner]) =>
      key === neighbours?.field ? slugProblems(inner, values[key], [...path, key], neighbours.slugs) : problems(inner, values[key], [...path, key]),
    );
  }
  if (field.kind === 'array') {
    const items = value as unknown[];
    const { min = 0, max = Infinity } = field.validation?.length ?? {};
    const count = items.length < min || items.length > max ? [{ path, message: `${items.length} items, the editor takes ${min} to ${max}` }] : [];
    const named = field.slugField !== undefined && field.element.kind === 'object' ? field.element.fields[field.slugField] : undefined;
    const slugs = items.map((item) =>
      named?.kind === 'form' && named.formKind === 'slug' ? named.serializeWithSlug((item as Record<string, unknown>)[field.slugField!] as never).slug : undefined,
    );
    return [
      ...count,
      ...items.flatMap((item, index) => {
        const others = new Set(slugs.filter((slug, i): slug is string => i !== index && slug !== undefined));
        return problems(field.element, item, [...path, index], field.slugField === undefined ? undefined : { field: field.slugField, slugs: others });
      }),
    ];
  }
  return slugProblems(field, value, path);
}

/** A single field's problem, told the slugs of its neighbours when it names a list item. */
function slugProblems(field: ComponentSchema, value: unknown, path: Path, slugs?: ReadonlySet<string>): Problem[] {
  if (field.kind !== 'form') return unsupported(field, path);
  try {
    field.validate(value as never, (slugs ? { slugField: { slugs, glob: '*' } } : undefined) as never);
    return [];
  } catch (error) {
    return [{ path, message: (error as Error).message }];
  }
}

/** Refuses a form the editor would not save (as its Save button does), naming the first field it refuses. */
export function validate(field: ComponentSchema, value: unknown): void {
  const [first] = problems(field, value);
  if (first) throw new Error(`${first.path.join('.') || '(entry)'}: ${first.message}`);
}

/**
 * Whether the editor writes this field however the form is left: an object or a list always is,
 * and a single field either refuses to save empty or writes its empty state (a select's choice).
 * Empty is what the form shows for a file without the key (defaultValue() needs Keystatic's UI).
 */
export function alwaysWritten(field: ComponentSchema): boolean {
  if (field.kind !== 'form') return true;
  const empty = read(field, undefined, {});
  try {
    validate(field, empty);
  } catch {
    return true;
  }
  return write(field, empty, {}) !== undefined;
}

/** Whether the editor's Save would take this value of a single field. */
function accepts(field: FormField, value: unknown): boolean {
  try {
    field.validate(value as never, undefined as never);
    return true;
  } catch {
    return false;
  }
}

/**
 * The form with every field the editor would leave out of the file given a value: a choice's
 * first option that is written, or a sample text. A text whose pattern refuses any sample (a
 * license number) stays empty: a test of its own fills it with a value of its kind.
 */
export function fillOptional(field: ComponentSchema, value: unknown, path: Path = []): unknown {
  if (field.kind === 'object') {
    const values = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, fillOptional(inner, values[key], [...path, key])]));
  }
  if (field.kind === 'array') return (value as unknown[]).map((item, index) => fillOptional(field.element, item, [...path, index]));
  if (field.kind !== 'form' || write(field, value, {}) !== undefined) return value;
  const options = 'options' in field ? (field.options as { value: unknown }[]).map((option) => option.value) : ['Sample text'];
  const filled = options.find((option) => write(field, option, {}) !== undefined && accepts(field, option));
  if (filled === undefined && !('options' in field)) return value;
  if (filled === undefined) throw new Error(`${path.join('.')}: the test has no value to fill this optional field with`);
  return filled;
}
