/**
 * The content editor (Keystatic): `npm run cms`, then http://127.0.0.1:3000/keystatic.
 *
 * Each form mirrors its collection's zod schema in src/content.config.ts, which is strict: the
 * editor writes exactly the schema's keys, in the order the files already use, and nothing else.
 * The schema stays the judge (a file that breaks a rule fails `astro sync`/`astro build`); the
 * checks below only tell the editor early, in the form.
 *
 * Storage: the working tree (`kind: 'local'`) unless KEYSTATIC_GITHUB_REPO=owner/name is set, when
 * the editor commits to that GitHub repository (it then needs the KEYSTATIC_GITHUB_* variables
 * Keystatic documents). keystatic.yaml.mjs passes the variable to the browser side too, and makes
 * the YAML Keystatic writes match the files' style.
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
 *   save; `statId` is a select the stats list names as its slugField, which hands it the others.
 * Optional text (a service's card title) is `fields.text`, which leaves the key out when empty.
 */
import { collection, config, fields, singleton } from '@keystatic/core';
import type { BasicFormField, SlugFormField } from '@keystatic/core';
import { createElement, Fragment } from 'react';
import { photoFileProblem } from './src/lib/photo-files';
import { uploadStatusText, useReencodedUpload } from './src/editor/photo-reencode';
import { slugify } from './src/lib/slug';
import { githubRepoProblem } from './src/editor/settings';
import { keepsPublishedAddress } from './src/editor/guide-address';
import { EDIT_BRANCH_PREFIX } from './src/editor/preview';
import { PREVIEW_PREFIX } from './scripts/editor/routes.mjs';
import { fillFacts } from './src/content/facts';
import { GALLERY_CATEGORIES } from './src/content/gallery-categories';
import { STAT_ID_LABELS, STAT_IDS, type StatId } from './src/content/headline-stats';
import { ICON_NAMES } from './src/content/icon-names';
import { DESCRIPTION_MAX } from './src/content/limits';
import { CLAIM_IDS, claimDefinitions, type ClaimId } from './src/content/claims';
import { MHIC_NUMBER, VIRGINIA_CLASSES, VIRGINIA_NUMBER, type LicenseNumberRule } from './src/content/licenses';
import { LOCAL_KITCHEN_SLUGS } from './src/content/local-kitchens/slugs';
import { SERVICE_SLUGS } from './src/content/services/slugs';
import { SOURCE_PATTERN, SOURCE_RULE, TOWN, WRITTEN_CONSENT } from './src/content/testimonial-rules';
import { ANCHOR } from './src/content/policy-schemas';
import { WARRANTY_CLAIM_LABELS, WARRANTY_CLAIMS, type WarrantyClaim } from './src/content/warranty-claims';

const FACTS_HINT =
  'You may quote a fact by name in braces, e.g. {durations.kitchen} or {business.responseTime}; the site fills it in.';

const notBlank = (label: string) => ({ regex: /\S/, message: `${label} must not be only spaces` });

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
function text(label: string, options: { description?: string; multiline?: boolean; max?: number } = {}) {
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
function description(what: string) {
  return text(`Description (shown by search engines, at most ${DESCRIPTION_MAX} characters)`, {
    description: `The short summary Google shows under the ${what}'s title in search results. Longer text is cut off, so the site refuses more than ${DESCRIPTION_MAX} characters.`,
    multiline: true,
    max: DESCRIPTION_MAX,
  });
}

/** A list of required texts, each shown in the list by its text. */
function list(
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
function exactly(n: number, label: string, itemLabel: string, help?: string) {
  return list(label, itemLabel, { description: help ?? `Exactly ${n}.`, min: n, max: n });
}

/**
 * An optional list edited as one item per line. Writes a list of the non-empty lines, or leaves
 * the key out when there are none (the schema accepts a missing key, never `[]`).
 */
function optionalList(label: string, help: string): BasicFormField<string, string, string[] | undefined> {
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

function icon(label = 'Icon') {
  return fields.select({ label, options: iconOptions, defaultValue: ICON_NAMES[0] });
}

/** An optional choice: the first option, `none`, leaves the key out of the file. */
function optionalChoice(
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
function optionalIcon(label = 'Icon (optional)') {
  return optionalChoice(label, 'No icon', iconOptions);
}

/** A title with an icon and a description (trust points, a guide's considerations). */
function titledText<Icon extends ReturnType<typeof icon> | ReturnType<typeof optionalIcon>>(iconField: Icon) {
  return fields.object({
    title: text('Title'),
    description: text('Description', { multiline: true }),
    icon: iconField,
  });
}

/**
 * Which headline stat a figure is: a choice of the ids in src/content/headline-stats.ts. The list
 * of stats names this its slugField, so Keystatic gives the check the ids of the other stats (the
 * only way a field sees its neighbours) and saving refuses a stat chosen twice; with exactly 3
 * stats, that leaves none missing, which is what the settings schema requires.
 */
function statId(): SlugFormField<StatId, StatId, StatId, StatId> {
  return uniqueChoice(STAT_IDS, STAT_ID_LABELS, {
    label: 'Which stat',
    description: 'What this figure states. Each of the three appears once; the pages find a stat by this, not by its place in the list.',
    repeated: (name) => `"${name}" is chosen for another stat too: each headline stat must appear exactly once`,
  });
}

/**
 * A choice that names its list item (the list's slugField), so Keystatic hands the check the
 * choices of the other items (the only way a field sees its neighbours) and saving refuses one
 * chosen twice.
 */
function uniqueChoice<T extends string>(
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


const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const fileNameRule = { regex: FILE_NAME, message: 'Use lower-case letters, digits and single dashes, e.g. kitchen-layout-guide' };

/** Exactly one of a fixed list of file names (services and local kitchen pages have fixed addresses). */
function oneOf(names: readonly string[], what: string) {
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
function galleryImage(label: string, directory: string, help: string) {
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
function articleText() {
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

const altText = (what: string) =>
  text('Alt text', {
    description: `What the ${what} shows, in a short sentence, for people who cannot see it (screen readers, search engines).`,
  });

const githubRepo = import.meta.env.KEYSTATIC_GITHUB_REPO as string | undefined;
const repoProblem = githubRepoProblem(githubRepo);
// On the live site (npm run build:editor) a missing or malformed repository is reported by the
// editor's "not set up yet" page (src/editor/middleware.ts), which answers before this runs.
if (githubRepo && repoProblem && !import.meta.env.KEYSTATIC_DEPLOYED) throw new Error(repoProblem);

const githubMode = Boolean(githubRepo && !repoProblem);

/**
 * In GitHub mode a save never goes live by itself: the repository's `main` only takes changes
 * through a pull request (README "Editing on the live site"), so Keystatic asks for a branch of its
 * own before the first save, named `edit/…`, which the public site's host builds as a preview.
 * Publishing is merging that branch's pull request. The Preview link opens the page on the branch
 * the editor is on, through the editor's /preview redirect (src/editor/preview.ts); on this
 * computer it opens the page on the dev server beside the editor.
 */
const previewOf = (page: string) => (githubMode ? `${PREVIEW_PREFIX}${page}?branch={branch}` : page);

export default config({
  storage: githubMode ? { kind: 'github', repo: githubRepo as `${string}/${string}`, branchPrefix: EDIT_BRANCH_PREFIX } : { kind: 'local' },
  ui: {
    brand: { name: 'Hearthwood website' },
    navigation: {
      Pages: ['guides', 'services', 'localKitchens', 'testimonials', 'warranty', 'privacy', 'accessibility'],
      Photos: ['gallery'],
      Settings: ['business'],
    },
  },
  collections: {
    guides: collection({
      label: 'Guides',
      path: 'src/content/guides/*',
      slugField: 'title',
      format: { contentField: 'body' },
      entryLayout: 'form',
      previewUrl: previewOf('/support/{slug}'),
      columns: ['title', 'service'],
      schema: {
        service: fields.relationship({
          label: 'Service',
          description: 'The service this guide belongs to; its page links here and its button leads there.',
          collection: 'services',
          validation: { isRequired: true },
        }),
        // A published guide's address cannot be changed here (src/editor/guide-address.ts).
        title: keepsPublishedAddress(
          fields.slug({
            name: {
              label: 'Title',
              description: 'The headline of the guide, also the browser tab and search result title.',
              validation: { isRequired: true, pattern: notBlank('Title') },
            },
            slug: {
              label: 'Web address',
              description:
                'The guide is at /support/{this}, and this is its file name. Chosen when the guide is created; it stays the same when you change the title, and a published guide keeps it (services recommend the guide by it).',
              validation: { pattern: fileNameRule },
            },
          }),
        ),
        description: description('guide'),
        keywords: list('Keywords', 'Keyword', { description: 'Search phrases this guide answers, at least one.' }),
        hero: fields.object(
          {
            badge: text('Badge', { description: 'The small label above the heading.' }),
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true }),
            buttonLabel: text('Button label', { description: 'The button that leads to the service page.' }),
          },
          { label: 'Top of the page (hero)' },
        ),
        options: fields.object(
          {
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true }),
            items: fields.array(
              fields.object({
                title: text('Title'),
                description: text('Description', { multiline: true }),
                features: list('Features', 'Feature'),
                pros: optionalList('Pros', 'Advantages, shown as a list on the card.'),
                considerations: optionalList('Considerations', 'Points to weigh, shown as a list on the card.'),
              }),
              {
                label: 'Option cards',
                description: 'Exactly 3 cards.',
                itemLabel: (props) => props.fields.title.value || '(untitled option)',
                validation: { length: { min: 3, max: 3 } },
              },
            ),
            buttonLabel: text('Button label'),
          },
          { label: 'Options section' },
        ),
        considerations: fields.object(
          {
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true }),
            items: fields.array(titledText(optionalIcon()), {
              label: 'Considerations',
              description: 'Exactly 6.',
              itemLabel: (props) => props.fields.title.value || '(untitled consideration)',
              validation: { length: { min: 6, max: 6 } },
            }),
          },
          { label: 'Considerations section' },
        ),
        cta: fields.object(
          {
            heading: text('Heading'),
            body: text('Text', { multiline: true }),
            buttonLabel: text('Button label'),
          },
          { label: 'Call to action (bottom of the page)' },
        ),
        body: articleText(),
      },
    }),

    services: collection({
      label: 'Services',
      path: 'src/content/services/*',
      slugField: 'name',
      format: { data: 'yaml' },
      previewUrl: previewOf('/services/{slug}'),
      columns: ['name', 'title'],
      schema: {
        name: fields.slug({
          name: {
            label: 'Name',
            description: 'The service as menus and cards name it, e.g. "Kitchen Remodeling".',
            validation: { isRequired: true, pattern: notBlank('Name') },
          },
          slug: {
            label: 'Web address',
            description: 'The service is at /services/{this}. Fixed: each service has exactly one file.',
            validation: { pattern: oneOf(SERVICE_SLUGS, 'service') },
          },
        }),
        title: text('Title', { description: 'The page headline and search result title.' }),
        description: description('service'),
        keywords: list('Keywords', 'Keyword', { description: 'Search phrases, at least one.' }),
        features: exactly(4, 'Features', 'Feature', 'Exactly 4 short bullet points for the service card.'),
        benefit: text('Benefit', { description: 'One sentence on the card: why choose us for this.', multiline: true }),
        cardTitle: fields.text({
          label: 'Card title (optional)',
          description: 'The heading on the service card if it should differ from the name. Leave empty to use the name.',
          validation: { pattern: { regex: /^$|\S/, message: 'Card title must not be only spaces' } },
        }),
        icon: icon(),
        galleryCategory: fields.select({
          label: 'Gallery category',
          description: 'Whose photos illustrate this service.',
          options: GALLERY_CATEGORIES.map((category) => ({ label: category, value: category })),
          defaultValue: GALLERY_CATEGORIES[0],
        }),
        primaryLabel: text('Primary button label'),
        hero: fields.object(
          {
            badge: text('Badge', { description: 'The small label above the heading.' }),
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true, description: FACTS_HINT }),
          },
          { label: 'Top of the page (hero)' },
        ),
        trustPoints: fields.array(titledText(icon()), {
          label: 'Trust points',
          description: `Exactly 3. ${FACTS_HINT}`,
          itemLabel: (props) => props.fields.title.value || '(untitled trust point)',
          validation: { length: { min: 3, max: 3 } },
        }),
        checklist: fields.object(
          {
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true }),
            items: list('Items', 'Item', { description: 'What the work includes, at least one.', multiline: true }),
          },
          { label: 'Checklist ("everything included")' },
        ),
        process: fields.object(
          {
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true, description: FACTS_HINT }),
            steps: fields.array(
              fields.object({
                step: fields.integer({
                  label: 'Step number',
                  description: '1 for the first step, 2 for the next, …',
                  validation: { isRequired: true, min: 1 },
                }),
                title: text('Title'),
                description: text('Description', { multiline: true }),
                icon: optionalIcon(),
              }),
              {
                label: 'Steps',
                description: 'Exactly 5.',
                itemLabel: (props) => `${props.fields.step.value ?? '?'}. ${props.fields.title.value || '(untitled step)'}`,
                validation: { length: { min: 5, max: 5 } },
              },
            ),
          },
          { label: 'Process' },
        ),
        faq: fields.array(
          fields.object({
            question: text('Question'),
            answer: text('Answer', { multiline: true, description: FACTS_HINT }),
          }),
          {
            label: 'Frequently asked questions',
            description: 'At least 4.',
            itemLabel: (props) => props.fields.question.value || '(no question yet)',
            validation: { length: { min: 4 } },
          },
        ),
        guides: fields.array(
          fields.relationship({ label: 'Guide', collection: 'guides', validation: { isRequired: true } }),
          {
            label: 'Recommended guides',
            description: '2 or 3 guides shown on this service’s neighbourhood pages: its own, or a related service’s.',
            itemLabel: (props) => props.value ?? '(choose a guide)',
            validation: { length: { min: 2, max: 3 } },
          },
        ),
      },
    }),

    gallery: collection({
      label: 'Gallery projects',
      path: 'src/content/gallery/*',
      slugField: 'title',
      format: { data: 'yaml' },
      columns: ['title', 'category'],
      schema: {
        title: fields.slug({
          name: {
            label: 'Title',
            description: 'The project as its card names it, e.g. "Walnut-and-Quartz Kitchen in Bethesda".',
            validation: { isRequired: true, pattern: notBlank('Title') },
          },
          slug: {
            label: 'File name',
            description:
              'Also names the folders its photos are kept in (src/assets/gallery/{this}/ and, for the card photo, src/assets/gallery/projects/{this}/). It stays the same when you change the title.',
            validation: {
              pattern: { regex: /^(?!projects$)[a-z0-9]+(?:-[a-z0-9]+)*$/, message: `${fileNameRule.message} ("projects" is taken)` },
            },
          },
        }),
        category: fields.select({
          label: 'Category',
          description: 'The gallery filter this project appears under.',
          options: GALLERY_CATEGORIES.map((category) => ({ label: category, value: category })),
          defaultValue: GALLERY_CATEGORIES[0],
        }),
        image: galleryImage('Card photo', 'src/assets/gallery/projects', 'The photo on the project card. A large JPEG is fine; the site makes the small sizes itself.'),
        imageAlt: altText('card photo'),
        features: exactly(3, 'Features', 'Feature', 'Exactly 3 short highlights shown on the card.'),
        photos: fields.array(
          fields.object({
            image: galleryImage('Photo', 'src/assets/gallery', 'A large JPEG is fine; the site makes the small sizes itself.'),
            alt: altText('photo'),
          }),
          {
            label: 'Photos',
            description: 'The photos the viewer pages through for this category, in order.',
            itemLabel: (props) => props.fields.alt.value || '(photo without alt text)',
          },
        ),
      },
    }),

    localKitchens: collection({
      label: 'Local kitchen pages',
      path: 'src/content/local-kitchens/*',
      slugField: 'town',
      format: { data: 'yaml' },
      previewUrl: previewOf('/{slug}'),
      columns: ['town', 'title'],
      schema: {
        town: fields.slug({
          name: {
            label: 'Town',
            validation: { isRequired: true, pattern: notBlank('Town') },
          },
          slug: {
            label: 'Web address',
            description: 'The page is at /{this}. Fixed: each local kitchen page has exactly one file.',
            generate: (town) => `${slugify(town)}-kitchen-remodeling`,
            validation: { pattern: oneOf(LOCAL_KITCHEN_SLUGS, 'local kitchen') },
          },
        }),
        title: text('Title', { description: 'The browser tab and search result title.' }),
        description: description('page'),
        keywords: list('Keywords', 'Keyword', { description: 'Search phrases, at least one.' }),
        hero: fields.object(
          {
            badge: text('Badge', { description: 'The small label above the heading.' }),
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true }),
          },
          { label: 'Top of the page (hero)' },
        ),
        metrics: fields.array(
          fields.object({
            metric: text('Metric', { description: `A number or short claim, e.g. "All Budgets". ${FACTS_HINT}` }),
            description: text('Metric description'),
          }),
          {
            label: 'Metrics',
            description: 'Exactly 3, shown in the hero.',
            itemLabel: (props) => props.fields.metric.value || '(empty metric)',
            validation: { length: { min: 3, max: 3 } },
          },
        ),
        neighborhoods: fields.object(
          {
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true }),
            names: exactly(9, 'Neighborhood names', 'Neighborhood'),
          },
          { label: 'Neighborhoods' },
        ),
        features: fields.object(
          {
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true }),
            items: list('Features', 'Feature', { description: 'Exactly 8.', min: 8, max: 8, multiline: true }),
          },
          { label: 'Features' },
        ),
        styles: fields.object(
          {
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true }),
            items: fields.array(
              fields.object({
                name: text('Style name'),
                description: text('Style description', { multiline: true }),
              }),
              {
                label: 'Styles',
                description: 'Exactly 3.',
                itemLabel: (props) => props.fields.name.value || '(unnamed style)',
                validation: { length: { min: 3, max: 3 } },
              },
            ),
          },
          { label: 'Kitchen styles' },
        ),
        cta: fields.object(
          {
            heading: text('Heading'),
            body: text('Text', { multiline: true }),
            primaryLabel: text('Primary button label'),
            secondaryLabel: text('Secondary button label'),
          },
          { label: 'Call to action (bottom of the page)' },
        ),
      },
    }),

    testimonials: collection({
      label: 'Testimonials',
      path: 'src/content/testimonials/*',
      slugField: 'name',
      format: { data: 'yaml' },
      columns: ['name', 'town', 'date'],
      schema: {
        quote: text('Quote', {
          multiline: true,
          description: 'The customer’s words, exactly as they agreed to have them published.',
        }),
        name: fields.slug({
          name: {
            label: 'Name',
            description: 'As the customer agreed to be named, e.g. "Denise R." (first name and last initial).',
            validation: { isRequired: true, pattern: notBlank('Name') },
          },
          slug: {
            label: 'File name',
            description: 'Names the file (src/content/testimonials/{this}.yaml); never shown on the site.',
            validation: { pattern: fileNameRule },
          },
        }),
        town: fields.text({
          label: 'Town',
          description: 'The customer’s town and state code, e.g. "Huntingtown, MD". The testimonial shows on the location page of that state.',
          validation: { isRequired: true, pattern: { regex: TOWN.pattern, message: TOWN.message } },
        }),
        service: fields.relationship({
          label: 'Service',
          description: 'The work the testimonial is about.',
          collection: 'services',
          validation: { isRequired: true },
        }),
        date: fields.date({
          label: 'Date',
          description: 'When the customer gave it: the review’s date, or the date of the written consent. The newest show first.',
          validation: { isRequired: true },
        }),
        source: fields.text({
          label: 'Source',
          description: `Where it comes from: paste the link to the published review (Google, Houzz, …), or write "${WRITTEN_CONSENT}" when the customer gave it to us and agreed in writing to its publication. A review’s link is shown under the quote.`,
          validation: { isRequired: true, pattern: { regex: SOURCE_PATTERN, message: `Source must be ${SOURCE_RULE}` } },
        }),
        consentDate: fields.date({
          label: 'Consent date',
          description: 'With written consent: the day the customer signed their agreement to publish these words and their name. Never shown on the site.',
        }),
        consentRecord: fields.text({
          label: 'Consent record',
          description:
            'With written consent: where the signed agreement is kept, e.g. "Signed release in the Jobber client file, uploaded 2024-10-18". Never shown on the site; the launch check refuses a testimonial with written consent and no record.',
        }),
        sample: fields.checkbox({
          label: 'Sample (placeholder text, not a real customer)',
          description:
            'Ticked for the placeholder testimonials the site was built with. A sample shows only while there is no real testimonial from its state, labelled "Sample testimonial" on the page, and the launch check stops the launch while any sample is left. Leave it unticked for a real customer’s words.',
        }),
      },
    }),
  },

  singletons: {
    warranty: singleton({
      label: 'Warranty and guarantee terms',
      path: 'src/content/policies/warranty',
      format: { data: 'yaml' },
      previewUrl: previewOf('/warranty'),
      schema: {
        ...policyPageFields('warranty and guarantee terms'),
        warranties: fields.object(
          {
            heading: text('Heading'),
            intro: text('Introduction', { multiline: true }),
            items: fields.array(
              fields.object({
                claim: warrantyClaim(),
                heading: text('Heading', { description: `The warranty's name, e.g. {warranties.deck.title}. ${FACTS_HINT}` }),
                summary: text('Summary', { multiline: true, description: FACTS_HINT }),
                covered: text('What it covers', { multiline: true }),
                duration: text('How long it lasts', {
                  multiline: true,
                  description: `From when, for how long, and for whom (whether it passes to a later owner). ${FACTS_HINT}`,
                }),
                remedy: text('What we do', { multiline: true, description: 'Repair or replace, at whose cost.' }),
                exclusions: list('What it does not cover', 'Exclusion', { description: 'At least one.', multiline: true }),
                howToClaim: text('How to make a claim', {
                  multiline: true,
                  description: `What to send and how fast we reply; the page adds the phone and e-mail. ${FACTS_HINT}`,
                }),
              }),
              {
                label: 'Warranties and the guarantee',
                description:
                  'Exactly one section for each claim the site makes (6): drag them into the order the page shows them in. Each says what it covers, for how long, what we do, what it does not cover and how to claim.',
                itemLabel: (props) => `${WARRANTY_CLAIM_LABELS[props.fields.claim.value]}: ${props.fields.heading.value || '(no heading yet)'}`,
                slugField: 'claim',
                validation: { length: { min: WARRANTY_CLAIMS.length, max: WARRANTY_CLAIMS.length } },
              },
            ),
          },
          { label: 'Warranties' },
        ),
      },
    }),
    privacy: singleton({
      label: 'Privacy notice',
      path: 'src/content/policies/privacy',
      format: { data: 'yaml' },
      previewUrl: previewOf('/privacy'),
      schema: policyPageFields('privacy notice'),
    }),
    accessibility: singleton({
      label: 'Accessibility statement',
      path: 'src/content/policies/accessibility',
      format: { data: 'yaml' },
      previewUrl: previewOf('/accessibility'),
      schema: policyPageFields('accessibility statement'),
    }),
    business: singleton({
      label: 'Business settings',
      path: 'src/content/settings/business',
      format: { data: 'json' },
      schema: {
        contacts: fields.object(
          {
            generic: fields.object({ email: email('General e-mail') }, { label: 'General' }),
            maryland: fields.object({ phone: phone('Maryland phone'), email: email('Maryland e-mail') }, { label: 'Maryland' }),
            northernVirginia: fields.object(
              { phone: phone('Northern Virginia phone'), email: email('Northern Virginia e-mail') },
              { label: 'Northern Virginia' },
            ),
          },
          { label: 'Contacts' },
        ),
        phoneHours: fields.array(
          fields.object({
            days: text('Days', { description: 'e.g. Mon-Fri' }),
            hours: text('Hours', { description: 'e.g. 7AM-7PM' }),
          }),
          {
            label: 'Phone hours (as shown on the site)',
            description: 'At least one line.',
            itemLabel: (props) => `${props.fields.days.value} ${props.fields.hours.value}`.trim() || '(empty)',
            validation: { length: { min: 1 } },
          },
        ),
        structuredDataHours: fields.array(
          fields.text({
            label: 'Opening hours',
            description: 'Two-letter days and 24-hour times, e.g. "Mo-Fr 08:00-18:00" or "Sa 09:00-16:00".',
            validation: {
              isRequired: true,
              pattern: {
                regex: /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/,
                message: 'Write opening hours as search engines read them, e.g. "Mo-Fr 08:00-18:00"',
              },
            },
          }),
          {
            label: 'Opening hours for search engines',
            description: 'What Google shows as opening hours. At least one line.',
            itemLabel: (props) => props.value || '(empty)',
            validation: { length: { min: 1 } },
          },
        ),
        office: fields.object(
          {
            locality: text('Town'),
            region: fields.text({
              label: 'State code',
              description: 'Two letters, e.g. MD.',
              validation: { isRequired: true, length: { min: 2, max: 2 } },
            }),
            regionName: text('State', { description: 'e.g. Maryland' }),
            postalCode: fields.text({
              label: 'ZIP code',
              validation: { isRequired: true, pattern: { regex: /^\d{5}$/, message: 'A ZIP code has 5 digits' } },
            }),
            country: fields.text({
              label: 'Country code',
              description: 'Two letters, e.g. US.',
              validation: { isRequired: true, length: { min: 2, max: 2 } },
            }),
            latitude: fields.number({
              label: 'Latitude',
              description: 'For maps and search engines, e.g. 38.7018.',
              step: 0.0001,
              validation: { isRequired: true, min: -90, max: 90 },
            }),
            longitude: fields.number({
              label: 'Longitude',
              description: 'e.g. -76.6005.',
              step: 0.0001,
              validation: { isRequired: true, min: -180, max: 180 },
            }),
          },
          { label: 'Office address' },
        ),
        responseTime: text('Response time', {
          description: 'How fast we answer, as a sentence ends: "We respond …". Quoted as {business.responseTime}.',
        }),
        stats: fields.array(
          fields.object({
            id: statId(),
            value: text('Value', { description: 'e.g. 250+' }),
            label: text('Label', { description: 'e.g. Projects Annually' }),
          }),
          {
            label: 'Headline stats',
            description:
              'Exactly 3: projects a year, years of combined experience and the fixed-price guarantee, each once. Drag them into the order the home page shows them in; the hero and other claims find each by name, whatever the order.',
            itemLabel: (props) =>
              `${STAT_ID_LABELS[props.fields.id.value]}: ${`${props.fields.value.value} ${props.fields.label.value}`.trim() || '(empty)'}`,
            slugField: 'id',
            validation: { length: { min: 3, max: 3 } },
          },
        ),
        yearsExperience: text('Years of experience', { description: 'e.g. 15+. Quoted as {claims.yearsExperience}.' }),
        happyClients: text('Happy clients', { description: 'e.g. 500+' }),
        founded: fields.text({
          label: 'Founding year',
          description: 'The year the business was founded, e.g. 2009: told to search engines.',
          validation: { isRequired: true, pattern: { regex: /^(19|20)\d\d$/, message: 'The founding year has 4 digits, e.g. 2009' } },
        }),
        warrantyYears: fields.object(
          {
            hardware: warrantyTerm('Hardware warranty (years)'),
            deck: warrantyTerm('Deck warranty (years)'),
          },
          { label: 'Warranty terms', description: 'How many years each time-limited warranty runs; the pages and the warranty page quote them.' },
        ),
        social: fields.object(
          {
            facebook: fields.url({ label: 'Facebook page', validation: { isRequired: true } }),
            instagram: fields.url({ label: 'Instagram profile', validation: { isRequired: true } }),
            tiktok: fields.url({ label: 'TikTok profile', validation: { isRequired: true } }),
          },
          { label: 'Social media links' },
        ),
        licenses: fields.object(
          {
            mhic: fields.object(
              {
                number: licenseNumber('MHIC license number', MHIC_NUMBER, {
                  required: true,
                  description:
                    'The Maryland Home Improvement Commission license number: digits only, usually 5 or 6, e.g. 123456 (without "MHIC" or "#"). Shown in the footer of every page, in each location’s contact section and to search engines.',
                }),
                sample: sampleCheckbox(),
              },
              { label: 'Maryland Home Improvement Commission (MHIC)' },
            ),
            virginia: fields.object(
              {
                number: licenseNumber('Virginia contractor license number (optional)', VIRGINIA_NUMBER, {
                  required: false,
                  description:
                    'The Virginia DPOR contractor license number: 10 digits starting with 2705. Leave empty until the license is issued; Virginia pages show it once it is set.',
                }),
                class: optionalChoice(
                  'Virginia license class',
                  'Not set',
                  VIRGINIA_CLASSES.map((value) => ({ label: `Class ${value}`, value })),
                  'Required with the number: A, B or C, as the license states.',
                ),
                sample: sampleCheckbox(),
              },
              { label: 'Virginia contractor license (DPOR)' },
            ),
          },
          { label: 'Licenses' },
        ),
        claims: fields.object(
          Object.fromEntries(
            CLAIM_IDS.map((id) => [
              id,
              fields.object(
                {
                  shown: fields.checkbox({
                    label: 'Shown on the site',
                    description: 'Untick to take this claim off every page (the sentences, cards and badges that make it).',
                    defaultValue: true,
                  }),
                  confirmed: fields.checkbox({
                    label: 'Confirmed by the owner',
                    description: `Tick once you have checked it: ${claimDefinitions[id].check}`,
                  }),
                },
                { label: claimDefinitions[id].label },
              ),
            ]),
          ) as Record<ClaimId, ClaimMarksField>,
          {
            label: 'Claims',
            description:
              'Every promise and credential the site states. Tick "Confirmed" for each you have checked and can back; the launch check lists every claim shown and not confirmed. Untick "Shown" for any you cannot back: the pages then leave it out.',
          },
        ),
      },
    }),
  },
});

/** The field of the marks on one claim, as the claims object above builds it. */
type ClaimMarksField = ReturnType<typeof fields.object<{ shown: ReturnType<typeof fields.checkbox>; confirmed: ReturnType<typeof fields.checkbox> }>>;

/** A warranty's term in whole years, as the settings schema allows (1 to 50). */
function warrantyTerm(label: string) {
  return fields.integer({ label, validation: { isRequired: true, min: 1, max: 50 } });
}

/**
 * What every policy page's form has (src/content/policy-schemas.ts): title, description,
 * keywords, the "Last updated" day, the hero, the sections and the closing contact block.
 */
function policyPageFields(what: string) {
  return {
    title: text('Title', { description: 'The browser tab and search result title.' }),
    description: description(what),
    keywords: list('Keywords', 'Keyword', { description: 'Search phrases, at least one.' }),
    lastUpdated: fields.date({
      label: 'Last updated',
      description: 'The day the terms last changed, shown under the heading. Change it whenever you change what the page promises.',
      validation: { isRequired: true },
    }),
    hero: fields.object(
      {
        badge: text('Badge', { description: 'The small label above the heading.' }),
        heading: text('Heading'),
        intro: text('Introduction', { multiline: true }),
      },
      { label: 'Top of the page (hero)' },
    ),
    sections: fields.array(
      fields.object({
        id: fields.text({
          label: 'Anchor',
          description: 'The section’s own address on the page (/page#anchor): lower-case words joined by dashes, e.g. how-we-use-it.',
          validation: { isRequired: true, pattern: { regex: ANCHOR.pattern, message: ANCHOR.message } },
        }),
        heading: text('Heading'),
        paragraphs: list('Paragraphs', 'Paragraph', { description: `At least one. ${FACTS_HINT}`, multiline: true }),
        points: optionalList('Points', 'A bulleted list under the paragraphs.'),
      }),
      {
        label: 'Sections',
        description: 'At least one, each with an anchor of its own.',
        itemLabel: (props) => props.fields.heading.value || '(untitled section)',
        validation: { length: { min: 1 } },
      },
    ),
    contact: fields.object(
      {
        heading: text('Heading'),
        intro: text('Introduction', { multiline: true, description: `The page adds the phone, e-mail, phone hours and response time from the business settings. ${FACTS_HINT}` }),
      },
      { label: 'Contact block (bottom of the page)' },
    ),
  };
}

/**
 * Which claim of the site a warranty section backs: a choice of src/content/warranty-claims.ts.
 * The list names it as its slugField (as the headline stats do with statId), so a claim chosen
 * twice cannot be saved; with exactly 6 sections, none is then missing.
 */
function warrantyClaim(): SlugFormField<WarrantyClaim, WarrantyClaim, WarrantyClaim, WarrantyClaim> {
  return uniqueChoice(WARRANTY_CLAIMS, WARRANTY_CLAIM_LABELS, {
    label: 'Which claim',
    description: 'The claim of the site this section backs. Each appears once; the page marks the section with it.',
    repeated: (name) => `"${name}" has another section too: each claim has exactly one section`,
  });
}

/** A license number: its rule (src/content/licenses.ts), checked as it is typed. Optional: may be left empty. */
function licenseNumber(label: string, rule: LicenseNumberRule, options: { required: boolean; description: string }) {
  return fields.text({
    label,
    description: options.description,
    validation: {
      isRequired: options.required,
      pattern: { regex: options.required ? rule.pattern : new RegExp(`^$|${rule.pattern.source}`), message: rule.message },
    },
  });
}

/** Whether a license number is still a placeholder; the launch check lists every one that is. */
function sampleCheckbox() {
  return fields.checkbox({
    label: 'Sample number (not the real one yet)',
    description:
      'Ticked while the number is a placeholder: the pages then add "(sample number)" after it, and the launch check stops the launch. Untick it once you enter the real number.',
  });
}

function phone(label: string) {
  return fields.text({
    label,
    description: 'Digits, spaces, dashes, dots or parentheses, e.g. (410) 555-0142.',
    validation: {
      isRequired: true,
      pattern: { regex: /^[\d\s()+.-]{7,}$/, message: 'A phone number has digits, spaces, dashes, dots or parentheses only' },
    },
  });
}

function email(label: string) {
  return fields.text({
    label,
    validation: {
      isRequired: true,
      pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Must be an e-mail address, e.g. hello@example.com' },
    },
  });
}
