/**
 * The field builders the editor's forms (src/editor/forms/, assembled by keystatic.config.ts) share.
 * Each form mirrors its collection's zod schema in src/content.config.ts, which is strict: the
 * editor writes exactly the schema's keys, in the order the files already use, and nothing else.
 * The schema stays the judge (a file that breaks a rule fails `astro sync`/`astro build`); the
 * checks here only tell the editor early, in the form, and a text field's rule comes from the same
 * place as the schema's (src/content/field-rules.ts, src/content/licenses.ts, …).
 *
 * Where a plain Keystatic field would write something the schema rejects or rewrite what it did not
 * change, and what is used instead (each checked by saving every entry through the editor):
 * - an optional list (a guide option's pros and considerations): `fields.array` always writes a
 *   list, `[]` when empty, which the schema rejects; `optionalList` is a text box with one item per
 *   line that writes a list, or leaves the key out when empty.
 * - an optional icon: `fields.select` always writes a value; `optionalIcon` offers "No icon" and
 *   leaves the key out for it.
 * - gallery images: Keystatic keeps a collection entry's images in `{directory}/{entry}/` and, on
 *   every save, renames each one after its place in the form (`image.jpg`, `photos/0/image.jpg`);
 *   `galleryImage` keeps the name a file has and gives an upload a unique name of its own, and
 *   stores the upload re-encoded in the browser (upright, at most 3,000 px, no metadata), never
 *   the original.
 * - guide addresses: a service lists its guides by address, so `keepsPublishedAddress` refuses a
 *   new address for a published guide.
 * - the guide article: Keystatic writes it straight after the closing `---`; `articleText` keeps
 *   the empty line the guide files have there.
 * - lengths: a description may quote a fact ({durations.kitchen}); `text` counts it, as the schema
 *   does, as the text it stands for, and flags a fact name that does not exist.
 * - a headline stat's id: a plain select cannot see the other stats, so one chosen twice would
 *   save; `statId` (forms/business.ts) is a select the stats list names as its slugField, which
 *   hands it the others.
 * Optional text (a service's card title) is `fields.text`, which leaves the key out when empty.
 */
import { fields } from '@keystatic/core';
import type { BasicFormField, SlugFormField } from '@keystatic/core';
import { createElement, Fragment } from 'react';
import { photoFileProblem } from '../../lib/photo-files';
import { slugify } from '../../lib/slug';
import { fillFacts } from '../../content/facts';
import type { FieldRule } from '../../content/field-rules';
import { ICON_NAMES } from '../../content/icon-names';
import { DESCRIPTION_MAX } from '../../content/limits';
import { uploadStatusText, useReencodedUpload } from '../photo-reencode';

/** A collection's preview address for a page of the site (keystatic.config.ts knows the storage). */
export type PreviewOf = (page: string) => string;

export const FACTS_HINT =
  'You may quote a fact by name in braces, e.g. {durations.kitchen} or {business.responseTime}; the site fills it in.';

export const notBlank = (label: string) => ({ regex: /\S/, message: `${label} must not be only spaces` });

/**
 * What the schema would say about a required text, or undefined: only spaces, a fact name that is
 * none, or (with max) too long once facts are filled in, as the schema counts it.
 */
function textProblem(label: string, value: string, max?: number): string | undefined {
  if (value !== '' && value.trim() === '') return `${label} must not be only spaces`;
  const { text: filled, unknown } = fillFacts(value);
  if (unknown.length) {
    return `${unknown.join(', ')} is not a fact the site knows; check the spelling (docs/content.md lists the names)`;
  }
  const length = filled.trim().length;
  if (max !== undefined && length > max) {
    return `${label.replace(/ \(.*$/, '')} is ${length} characters, ${length - max} too many: at most ${max}${filled === value ? '' : ' (a fact in braces counts as the text it stands for)'}`;
  }
  return undefined;
}

/**
 * Required text: not empty, not only spaces, facts in braces known, and at most `max` characters
 * counted the way the schema counts (facts filled in), so a description that quotes
 * {durations.kitchen} is not refused for the length of the name.
 */
export function text(label: string, options: { description?: string; multiline?: boolean; max?: number } = {}) {
  const { max, ...rest } = options;
  const base = fields.text({ label, ...rest, validation: { isRequired: true } });
  const never = /(?!)/;
  return {
    ...base,
    // The input shows the same message the save check gives (a pattern that never matches).
    Input: (props: Parameters<typeof base.Input>[0]) => {
      const message = textProblem(label, props.value, max);
      return base.Input({ ...props, ...(message ? { pattern: { regex: never, message } } : {}) } as typeof props);
    },
    validate: (value: string, extra: Parameters<typeof base.validate>[1]) => {
      const message = textProblem(label, value, max);
      if (message) throw new Error(message);
      return base.validate(value, extra);
    },
  } satisfies typeof base;
}

/** The meta description search engines show: required, at most the description limit (src/content/limits.ts). */
export function description(what: string) {
  return text(`Description (shown by search engines, at most ${DESCRIPTION_MAX} characters)`, {
    description: `The short summary Google shows under the ${what}'s title in search results. Longer text is cut off, so the site refuses more than ${DESCRIPTION_MAX} characters.`,
    multiline: true,
    max: DESCRIPTION_MAX,
  });
}

/** A list of required texts, each shown in the list by its text. */
export function list(
  label: string,
  itemLabel: string,
  options: { description?: string; min?: number; max?: number; multiline?: boolean } = {},
) {
  const { description: help, min = 1, max, multiline } = options;
  return fields.array(text(itemLabel, { multiline }), {
    label,
    description: help,
    itemLabel: (props) => props.value || `(empty ${itemLabel.toLowerCase()})`,
    validation: { length: { min, max } },
  });
}

/** Exactly n required texts. */
export function exactly(n: number, label: string, itemLabel: string, help?: string) {
  return list(label, itemLabel, { description: help ?? `Exactly ${n}.`, min: n, max: n });
}

/**
 * An optional list edited as one item per line. Writes a list of the non-empty lines, or leaves
 * the key out when there are none (the schema accepts a missing key, never `[]`).
 */
export function optionalList(label: string, help: string): BasicFormField<string, string, string[] | undefined> {
  const base = fields.text({ label, description: `${help} One per line; leave empty if there are none.`, multiline: true });
  const items = (value: string) =>
    value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const parse = (value: unknown) => {
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw new Error(`${label} must be a list of texts`);
    }
    return value;
  };
  return {
    kind: 'form',
    label,
    Input: base.Input,
    defaultValue: () => '',
    parse: (value) => (parse(value) ?? []).join('\n'),
    serialize: (value) => {
      const lines = items(value);
      return { value: lines.length ? lines : undefined };
    },
    validate: (value) => value,
    reader: { parse },
  };
}

const humanize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' ');
const iconOptions = ICON_NAMES.map((name) => ({ label: humanize(name), value: name }));

export function icon(label = 'Icon') {
  return fields.select({ label, options: iconOptions, defaultValue: ICON_NAMES[0] });
}

/** An optional choice: the first option, `none`, leaves the key out of the file. */
export function optionalChoice(
  label: string,
  none: string,
  options: { label: string; value: string }[],
  description?: string,
): BasicFormField<string, string, string | undefined> {
  const base = fields.select({ label, description, options: [{ label: none, value: '' }, ...options], defaultValue: '' });
  return {
    ...base,
    parse: (value) => (value === undefined ? '' : base.parse(value)),
    serialize: (value) => ({ value: value === '' ? undefined : value }),
    reader: { parse: (value) => (value === undefined ? undefined : base.reader.parse(value)) },
  };
}

/** An optional icon: "No icon" leaves the key out of the file. */
export function optionalIcon(label = 'Icon (optional)') {
  return optionalChoice(label, 'No icon', iconOptions);
}

/** A title with an icon and a description (trust points, a guide's considerations). */
export function titledText<Icon extends ReturnType<typeof icon> | ReturnType<typeof optionalIcon>>(iconField: Icon) {
  return fields.object({
    title: text('Title'),
    description: text('Description', { multiline: true }),
    icon: iconField,
  });
}

/**
 * A choice that names its list item (the list's slugField), so Keystatic hands the check the
 * choices of the other items (the only way a field sees its neighbours) and saving refuses one
 * chosen twice.
 */
export function uniqueChoice<T extends string>(
  choices: readonly T[],
  labels: Record<T, string>,
  text: { label: string; description: string; repeated: (name: string) => string },
): SlugFormField<T, T, T, T> {
  const base = fields.select({
    label: text.label,
    description: text.description,
    options: choices.map((value) => ({ label: labels[value], value })),
    defaultValue: choices[0]!,
  });
  const once = (value: T, others: ReadonlySet<string> | undefined) => {
    if (others?.has(value)) throw new Error(text.repeated(labels[value]));
    return value;
  };
  return {
    kind: 'form',
    formKind: 'slug',
    label: base.label,
    Input: base.Input,
    defaultValue: base.defaultValue,
    parse: (value) => base.parse(value),
    serialize: base.serialize,
    serializeWithSlug: (value) => ({ slug: value, value }),
    validate: (value, extra) => once(base.validate(value), extra?.slugField.slugs),
    reader: { parse: base.reader.parse, parseWithSlug: (value) => base.reader.parse(value) },
  };
}

/** Exactly one of a fixed list of file names (services and local kitchen pages have fixed addresses). */
export function oneOf(names: readonly string[], what: string) {
  return {
    regex: new RegExp(`^(?:${names.join('|')})$`),
    message: `The ${what} pages are fixed: the file name must be one of ${names.join(', ')}. Ask a developer to add a new one.`,
  };
}

/** A unique, safe name for an uploaded photo: its own name, cleaned, plus a time stamp. */
function uploadName(original: string) {
  const match = /^(.*?)(\.[^.]*)?$/.exec(original);
  const stem = slugify(match?.[1] ?? '') || 'photo';
  const extension = (match?.[2] ?? '.jpg').toLowerCase();
  return `${stem}-${Date.now().toString(36)}${extension}`;
}

/**
 * A gallery image. Keystatic keeps a collection entry's images in `{directory}/{entry}/` and writes
 * `{publicPath}{entry}/{file}`; with publicPath relative to src/content/gallery/, that is the path
 * Astro's image() resolves. Keystatic would also rename the file on every save (the name it
 * suggests from the field's place); this keeps the file's own name, so saving an entry leaves its
 * photos where they are.
 *
 * So Keystatic finds a card photo only in src/assets/gallery/projects/{entry}/: one still at
 * projects/NN.jpg shows as empty and the entry cannot be saved until the photo is uploaded again
 * (or the file is moved into that folder and the YAML path updated).
 *
 * A chosen file is not stored as it is: once it passes the photo rules (src/lib/photo-files.ts,
 * checked on the original), the browser re-encodes it (src/editor/photo-reencode.ts) upright, at
 * most 3,000 pixels on its long edge, in the same format and with no metadata (no GPS position,
 * camera or owner), and that is what Keystatic saves or commits. The field says so while it works,
 * and says so when the browser cannot read the file (then nothing is stored).
 */
export function galleryImage(label: string, directory: string, help: string) {
  const base = fields.image({
    label,
    description: help,
    directory,
    publicPath: `../../${directory.replace(/^src\//, '')}/`,
    validation: { isRequired: true },
    transformFilename: uploadName,
  });
  type Value = Parameters<typeof base.validate>[0];
  // The rules the build enforces (src/lib/photo-files.ts), told as soon as a file is chosen.
  const problemOf = (value: Value) =>
    value ? photoFileProblem({ name: value.filename, size: value.data.byteLength, head: value.data.subarray(0, 12) }) : undefined;
  return {
    ...base,
    Input: (props: Parameters<typeof base.Input>[0]) => {
      // What Keystatic stores is the chosen file re-encoded (upright, at most 3,000 pixels, no
      // metadata); the original is checked first (src/editor/photo-reencode.ts says why).
      const upload = useReencodedUpload(props.value, props.onChange, problemOf);
      const { status } = upload;
      const problem = status?.state === 'failed' ? status.message : status?.state === 'working' ? undefined : problemOf(props.value);
      const note = problem ? undefined : uploadStatusText(status);
      return createElement(
        Fragment,
        null,
        createElement(base.Input, { ...props, onChange: upload.onChange }),
        problem ? createElement('p', { role: 'alert', style: { color: '#b42318', margin: '0.5rem 0 0' } }, problem) : null,
        note ? createElement('p', { role: 'status', style: { margin: '0.5rem 0 0' } }, note) : null,
      );
    },
    validate: (value: Value) => {
      const problem = problemOf(value);
      if (problem) throw new Error(problem);
      return base.validate(value);
    },
    serialize: (value: Parameters<typeof base.serialize>[0], args: Parameters<typeof base.serialize>[1]) =>
      base.serialize(value, { ...args, suggestedFilenamePrefix: undefined }),
  } satisfies typeof base;
}

/**
 * The guide's article: Markdown below the frontmatter. Keystatic writes it straight after the
 * closing `---`; the guide files leave an empty line there, so this puts it back (Markdown ignores
 * it either way) and an unchanged article saves byte for byte.
 */
export function articleText() {
  const base = fields.markdoc({
    label: 'Article text',
    description: 'The article under the heading. Separate paragraphs with an empty line.',
    extension: 'md',
    options: {
      heading: [2, 3],
      bold: true,
      italic: true,
      link: true,
      unorderedList: true,
      orderedList: true,
      blockquote: false,
      code: false,
      codeBlock: false,
      divider: false,
      strikethrough: false,
      image: false,
      table: false,
    },
  });
  const newline = new TextEncoder().encode('\n');
  return {
    ...base,
    serialize: (value: Parameters<typeof base.serialize>[0], extra: Parameters<typeof base.serialize>[1]) => {
      const out = base.serialize(value, extra);
      if (!out.content || out.content[0] === newline[0]) return out;
      const content = new Uint8Array(out.content.byteLength + 1);
      content.set(newline);
      content.set(out.content, 1);
      return { ...out, content };
    },
  } satisfies typeof base;
}

export const altText = (what: string) =>
  text('Alt text', {
    description: `What the ${what} shows, in a short sentence, for people who cannot see it (screen readers, search engines).`,
  });

/** A text field held to a rule of the content (src/content/field-rules.ts), checked as it is typed; optional ones may be left empty. */
export function ruled(label: string, rule: FieldRule, options: { description?: string; required?: boolean } = {}) {
  const { description: help, required = true } = options;
  return fields.text({
    label,
    description: help,
    validation: {
      isRequired: required,
      pattern: { regex: required ? rule.pattern : new RegExp(`^$|${rule.pattern.source}`), message: rule.message },
    },
  });
}

/**
 * A required text checked by a rule the content states as a function (a testimonial's source), on
 * the value as typed, as the schema checks it; the input shows the message as the save would.
 */
export function checkedText(label: string, problemOf: (value: string) => string | undefined, options: { description?: string } = {}) {
  const base = fields.text({ label, description: options.description, validation: { isRequired: true } });
  const never = /(?!)/;
  return {
    ...base,
    Input: (props: Parameters<typeof base.Input>[0]) => {
      const message = props.value === '' ? undefined : problemOf(props.value);
      return base.Input({ ...props, ...(message ? { pattern: { regex: never, message } } : {}) } as typeof props);
    },
    validate: (value: string, extra: Parameters<typeof base.validate>[1]) => {
      const checked = base.validate(value, extra);
      const message = problemOf(value);
      if (message) throw new Error(message);
      return checked;
    },
  } satisfies typeof base;
}

/** A slug field's check of a rule of the content (a file name). */
export const slugRule = (rule: FieldRule) => ({ regex: rule.pattern, message: rule.message });

/** A list's length check for exactly n items. */
export const count = (n: number) => ({ length: { min: n, max: n } });

