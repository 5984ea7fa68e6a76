/**
 * `npm run check:content` (scripts/check-content.ts): every content file staff edit, checked by
 * the rules `astro build` applies, in a few seconds and without building a page, so a bad save is
 * named (file, field, what is wrong and the fix) before it blocks a deploy.
 *
 * It reads the seven collections of src/content.config.ts as Astro's loaders do (the glob loader:
 * YAML, JSON, Markdown with YAML frontmatter, an entry's id its file name made a slug; the
 * location modules) and parses each through the collection's own schema (content/schemas.ts,
 * content/location-schema.ts, facts filled in by the same `withFacts`). Then the rules the
 * registries add at build, each by the function the build calls: one file per fixed slug
 * (content/registry.ts), a guide's article text and its facts (content/guides/rules.ts,
 * content/fact-loader.ts), services recommending only guides that exist, the primary location
 * (content/locations/registry-order.ts). Gallery photos go through lib/build/gallery-photo.ts as
 * at build; Astro's image(), which exists only inside Astro, is stood in for by reading the
 * file's size as Astro's image pipeline does (`imageMetadata`).
 *
 * Nothing here is a rule of its own: a rule changed in those modules changes this check.
 */
import { imageMetadata } from 'astro/assets/utils';
import { z } from 'astro/zod';
import { slug as githubSlug } from 'github-slugger';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { articleFactsProblem } from '../../content/fact-loader';
import { articleTextProblem, unknownGuideMessage, unknownGuides } from '../../content/guides/rules';
import { LOCAL_KITCHEN_SLUGS } from '../../content/local-kitchens/slugs';
import { locationSchema } from '../../content/location-schema';
import { orderLocations } from '../../content/locations/registry-order';
import { registryProblems } from '../../content/registry';
import { costsSchema, galleryProjectSchema, guideSchema, localKitchenSchema, serviceSchema, settingsSchema, testimonialSchema } from '../../content/schemas';
import { accessibilityPageSchema, privacyPageSchema, warrantyPageSchema } from '../../content/policy-schemas';
import { SERVICE_SLUGS } from '../../content/services/slugs';
import type { LocationContent, TestimonialContent } from '../../content/types';
import { resolveStories } from './project-stories';
import { galleryPhoto } from './gallery-photo';

/** One thing to fix: the file (relative to the project), the field in it, what is wrong and the fix. */
export interface ContentProblem {
  file: string;
  /** The field, as `guides[1]` or `hero.badge`; absent when the problem is the file itself. */
  field?: string;
  /** The line of the file the field is on, where it can be found (for annotations). */
  line?: number;
  message: string;
}

export interface ContentCheckResult {
  /** How many content files were read. */
  files: number;
  /** How many collections (those of src/content.config.ts). */
  collections: number;
  problems: ContentProblem[];
}

/**
 * The folder and file ending of each glob-loaded collection, as src/content.config.ts declares them;
 * `name` when the collection is one file of its folder (the policy pages).
 */
export const GLOB_COLLECTIONS: Record<
  'guides' | 'services' | 'gallery' | 'localKitchens' | 'testimonials' | 'settings' | 'costs' | 'warranty' | 'privacy' | 'accessibility',
  { folder: string; extension: string; name?: string }
> = {
  guides: { folder: 'src/content/guides', extension: '.md' },
  services: { folder: 'src/content/services', extension: '.yaml' },
  gallery: { folder: 'src/content/gallery', extension: '.yaml' },
  localKitchens: { folder: 'src/content/local-kitchens', extension: '.yaml' },
  testimonials: { folder: 'src/content/testimonials', extension: '.yaml' },
  settings: { folder: 'src/content/settings', extension: '.json', name: 'business' },
  costs: { folder: 'src/content/settings', extension: '.json', name: 'costs' },
  warranty: { folder: 'src/content/policies', extension: '.yaml', name: 'warranty' },
  privacy: { folder: 'src/content/policies', extension: '.yaml', name: 'privacy' },
  accessibility: { folder: 'src/content/policies', extension: '.yaml', name: 'accessibility' },
};

type GlobCollection = keyof typeof GLOB_COLLECTIONS;

/** The folder of the location modules (the `locations` collection's loader). */
export const LOCATIONS_FOLDER = 'src/content/locations';

/** The settings file site.ts imports directly (every page reads it). */
const SETTINGS_FILE = 'src/content/settings/business.json';

/** A field path as people read it: `guides[1]`, `hero.badge`, `photos[0].image`. */
export function fieldName(at: readonly PropertyKey[]): string {
  return at.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
}

/** A file's text with what a collection's loader makes of it. */
interface LoadedFile {
  collection: GlobCollection;
  /** Relative to the project, with forward slashes. */
  file: string;
  id: string;
  data: unknown;
  /** A Markdown file's article text, trimmed as the glob loader keeps it. */
  body?: string;
  /** Where its field lines are: the YAML or JSON text and the line it starts on. */
  source: { text: string; firstLine: number };
}

/**
 * Astro reads YAML files and Markdown frontmatter with js-yaml's `load` (its default schema makes a
 * Date of an unquoted day, for one). js-yaml ships no types, hence `require` and this one.
 */
const loadYaml = (createRequire(import.meta.url)('js-yaml') as { load: (text: string, options?: { filename?: string }) => unknown }).load;

/** The frontmatter of a Markdown file as Astro finds it (@astrojs/internal-helpers/frontmatter). */
const FRONTMATTER = /(?:^\uFEFF?|^\s*\n)---([\s\S]*?\n)---/;

/** The glob loader's id of a file: a `slug` in its data, else its file name without ending, made a slug. */
function entryId(name: string, extension: string, data: unknown): string {
  const own = typeof data === 'object' && data !== null ? (data as { slug?: unknown }).slug : undefined;
  return own ? String(own) : githubSlug(name.slice(0, -extension.length));
}

/** Why YAML or JSON text cannot be read, in a sentence with its line (`firstLine`: the line the text starts on). */
function unreadable(kind: string, error: unknown, firstLine = 1): string {
  const mark = (error as { mark?: { line?: number } }).mark;
  const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.message : String(error));
  return `The file is not valid ${kind}${mark?.line === undefined ? '' : ` (line ${firstLine + mark.line})`}: ${reason}. Fix: undo the last edit of this file, or correct it in the editor.`;
}

/** Reads one file as the collection's loader does; a problem instead when it cannot be read. */
function loadFile(collection: GlobCollection, root: string, name: string): LoadedFile | ContentProblem {
  const { folder, extension } = GLOB_COLLECTIONS[collection];
  const file = `${folder}/${name}`;
  const text = readFileSync(path.join(root, folder, name), 'utf8');
  const match = extension === '.md' ? FRONTMATTER.exec(text) : null;
  // The line of a Markdown file's opening `---`: its frontmatter's first line (the rest of which is empty).
  const firstLine = match ? text.slice(0, match.index + match[0].indexOf('---')).split('\n').length : 1;
  try {
    if (extension === '.json') {
      const data: unknown = text === '' ? {} : JSON.parse(text);
      if (typeof data !== 'object' || data === null) return { file, message: 'The file is not a JSON object ({ … }). Fix: undo the last edit of this file.' };
      return { collection, file, id: entryId(name, extension, data), data, source: { text, firstLine: 1 } };
    }
    if (extension === '.md') {
      const raw = match?.[1] ?? '';
      const parsed: unknown = match ? loadYaml(raw) : {};
      const data = typeof parsed === 'object' && parsed !== null ? parsed : {};
      const body = (match ? text.slice(match.index + match[0].length) : text).trim();
      return { collection, file, id: entryId(name, extension, data), data, body, source: { text: raw, firstLine } };
    }
    const data: unknown = loadYaml(text, { filename: file });
    return { collection, file, id: entryId(name, extension, data), data, source: { text, firstLine: 1 } };
  } catch (error) {
    return { file, message: unreadable(extension === '.json' ? 'JSON' : 'YAML', error, firstLine) };
  }
}

/** The line of a field in YAML (or JSON) text: the deepest part of the path that is there. */
function lineOf(source: LoadedFile['source'], at: readonly PropertyKey[]): number | undefined {
  const lines = new LineCounter();
  const document = parseDocument(source.text, { lineCounter: lines, uniqueKeys: false });
  let node: unknown = document.contents;
  let offset: number | undefined = (document.contents as Node | null)?.range?.[0];
  for (const key of at) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
      if (!pair) break;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
      node = node.items[key];
      offset = (node as Node).range?.[0] ?? offset;
    } else break;
  }
  return offset === undefined ? undefined : source.firstLine + lines.linePos(offset).line - 1;
}

/** A schema's issues as problems: one per field (an unknown key is its own field). */
function issueProblems(file: string, issues: readonly z.core.$ZodIssue[], where: (at: readonly PropertyKey[]) => number | undefined, prefix: PropertyKey[] = []) {
  return issues.flatMap((issue): ContentProblem[] => {
    const at = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        field: fieldName([...at, key]),
        line: where([...at, key]),
        message: `"${key}" is not a field of this file. Fix: check its spelling, or remove it (unknown fields are refused so a misspelt one is not silently ignored).`,
      }));
    }
    return [{ file, ...(at.length > 0 ? { field: fieldName(at) } : {}), line: where(at), message: issue.message }];
  });
}

/**
 * Astro's image() stand-in: the photo read as Astro's image pipeline reads it (its size and
 * format). Only a file lib/build/gallery-photo.ts accepted gets here.
 */
const readablePhoto = (folder: string) => () =>
  z.string().transform(async (src, context) => {
    try {
      const metadata = await imageMetadata(new Uint8Array(readFileSync(path.resolve(folder, src))), src);
      return { src, ...metadata } as { src: string; width: number; height: number; format: 'jpg' };
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `${path.basename(src)} cannot be read as a picture (${error instanceof Error ? error.message : String(error)}); upload the photo again in the editor, as JPEG, PNG or WebP.`,
      });
      return z.NEVER;
    }
  });

/** Each glob collection's schema, as src/content.config.ts gives it (the gallery's photos under `root`). */
function schemas(root: string): Record<GlobCollection, z.ZodType> {
  const galleryFolder = path.join(root, GLOB_COLLECTIONS.gallery.folder);
  return {
    guides: guideSchema,
    services: serviceSchema,
    gallery: galleryProjectSchema(() => galleryPhoto(readablePhoto(galleryFolder), galleryFolder)),
    localKitchens: localKitchenSchema,
    testimonials: testimonialSchema,
    settings: settingsSchema,
    costs: costsSchema,
    warranty: warrantyPageSchema,
    privacy: privacyPageSchema,
    accessibility: accessibilityPageSchema,
  };
}

/** The files of a glob collection's folder, as its pattern (`*.md`, …) finds them. */
function filesOf(root: string, collection: GlobCollection): string[] {
  const { folder, extension, name } = GLOB_COLLECTIONS[collection];
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && entry.name.endsWith(extension) && (!name || entry.name === `${name}${extension}`))
    .map((entry) => entry.name)
    .sort();
}

/** The location modules and what they export, as the `locations` loader reads them. */
async function checkLocations(root: string): Promise<{ files: number; problems: ContentProblem[]; found: LocationContent[] }> {
  const dir = path.join(root, LOCATIONS_FOLDER);
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && name !== 'index.ts')
        .sort()
    : [];
  const problems: ContentProblem[] = [];
  const found: LocationContent[] = [];
  let files = 0;
  for (const name of names) {
    const file = `${LOCATIONS_FOLDER}/${name}`;
    let exports: Record<string, unknown>;
    try {
      exports = (await import(pathToFileURL(path.join(dir, name)).href)) as Record<string, unknown>;
    } catch (error) {
      files += 1;
      problems.push({ file, message: `The module cannot be loaded: ${error instanceof Error ? error.message : String(error)}. Fix: compare it with the module the Location Page Generator wrote.` });
      continue;
    }
    const locations = Object.entries(exports).filter(
      ([, value]) => typeof value === 'object' && value !== null && 'serviceAreas' in value && 'slug' in value,
    );
    // A module without a location (registry-order.ts, stats.ts) is no content file.
    if (locations.length > 0) files += 1;
    for (const [exported, value] of locations) {
      const result = await locationSchema.safeParseAsync({ ...(value as object) });
      if (!result.success) problems.push(...issueProblems(file, result.error.issues, () => undefined, [exported]));
      found.push({ ...(value as LocationContent), name: String((value as { name?: unknown }).name ?? '') });
    }
  }
  try {
    orderLocations(found);
  } catch (error) {
    // Its message names the collection first, as the build's log needs; here the file says it.
    problems.push({ file: `${LOCATIONS_FOLDER}/`, message: (error instanceof Error ? error.message : String(error)).replace(/^locations: /, '') });
  }
  return { files, problems, found };
}

/**
 * Every problem `astro build` would stop on in the content under `root` (a copy of the project),
 * with the file, the field and the fix. Empty problems: the content builds.
 */
export async function checkContent(root: string): Promise<ContentCheckResult> {
  const problems: ContentProblem[] = [];
  const loaded: LoadedFile[] = [];
  const schemaOf = schemas(root);
  const parsed = new Map<LoadedFile, unknown>();
  /** Each collection's entry ids, a file that cannot be read included (it is there, only broken). */
  const ids = new Map<GlobCollection, Set<string>>();
  let files = 0;

  for (const collection of Object.keys(GLOB_COLLECTIONS) as GlobCollection[]) {
    const { extension } = GLOB_COLLECTIONS[collection];
    ids.set(collection, new Set());
    for (const name of filesOf(root, collection)) {
      files += 1;
      const file = loadFile(collection, root, name);
      if (!('collection' in file)) {
        problems.push(file);
        ids.get(collection)?.add(entryId(name, extension, undefined));
        continue;
      }
      loaded.push(file);
      ids.get(collection)?.add(file.id);
      const result = await schemaOf[collection].safeParseAsync(file.data);
      if (result.success) parsed.set(file, result.data);
      else problems.push(...issueProblems(file.file, result.error.issues, (at) => lineOf(file.source, at)));
    }
  }
  const entries = (collection: GlobCollection) => loaded.filter((file) => file.collection === collection);
  const idsOf = (collection: GlobCollection) => ids.get(collection) ?? new Set<string>();

  // The article text of each guide: the facts it quotes (content/fact-loader.ts), then that there is some (guides/index.ts).
  for (const guide of entries('guides')) {
    const facts = articleFactsProblem(guide.body ?? '');
    const text = articleTextProblem(guide.body);
    if (facts) problems.push({ file: guide.file, field: 'article text', message: facts });
    else if (text) problems.push({ file: guide.file, field: 'article text', message: `The guide ${text}` });
  }

  // The fixed sets: one file per slug (services/index.ts, local-kitchens/index.ts, through content/registry.ts).
  for (const [collection, label, slugs] of [
    ['services', 'services', SERVICE_SLUGS],
    ['localKitchens', 'local kitchen pages', LOCAL_KITCHEN_SLUGS],
  ] as const) {
    const { folder, extension } = GLOB_COLLECTIONS[collection];
    for (const { file, problem } of registryProblems(label, `${folder}/{slug}${extension}`, slugs, [...idsOf(collection)])) {
      problems.push({ file, message: `The file ${problem}` });
    }
  }

  // A service recommends only guides that exist (guides/index.ts).
  const guideIds = idsOf('guides');
  for (const service of entries('services')) {
    const listed = ((parsed.get(service) ?? service.data) as { guides?: unknown } | undefined)?.guides;
    if (!Array.isArray(listed)) continue; // the schema said what is wrong
    const names = listed.map((slug) => (typeof slug === 'string' ? slug.trim() : ''));
    for (const { index, slug } of unknownGuides(names, guideIds)) {
      if (slug === '') continue; // not a name: the schema said so
      problems.push({
        file: service.file,
        field: fieldName(['guides', index]),
        line: lineOf(service.source, ['guides', index]),
        message: unknownGuideMessage(slug, guideIds),
      });
    }
  }

  // site.ts imports the business settings by name: every page needs that file.
  if (!existsSync(path.join(root, SETTINGS_FILE))) {
    problems.push({ file: SETTINGS_FILE, message: 'The file is missing; every page reads the business settings from it. Fix: restore it.' });
  }

  const locations = await checkLocations(root);
  problems.push(...locations.problems);
  files += locations.files;

  // A project story's town and client's words, by the build's own rule (lib/build/project-stories.ts).
  const testimonials = entries('testimonials').flatMap((file) => (parsed.has(file) ? [{ ...(parsed.get(file) as TestimonialContent), slug: file.id }] : []));
  for (const project of entries('gallery')) {
    const data = parsed.get(project) as Parameters<typeof resolveStories>[0][number] | undefined;
    if (!data) continue; // the schema said what is wrong
    try {
      resolveStories([{ ...data, slug: project.id }], locations.found, testimonials);
    } catch (error) {
      const [, field = undefined, message = String(error)] = /^\S+ › ([\w.]+): ([\s\S]*)$/.exec(error instanceof Error ? error.message : String(error)) ?? [];
      problems.push({ file: project.file, ...(field ? { field, line: lineOf(project.source, field.split('.')) } : {}), message });
    }
  }

  // File by file (in the order found within a file), so a file's problems read together.
  const order = (file: string) => problems.findIndex((problem) => problem.file === file);
  problems.sort((a, b) => a.file.localeCompare(b.file) || order(a.file) - order(b.file));
  return { files, collections: Object.keys(GLOB_COLLECTIONS).length + 1, problems };
}

/** One problem on one line: `file › field: what is wrong. Fix: …`. */
export function problemLine(problem: ContentProblem): string {
  return `${problem.file}${problem.field ? ` › ${problem.field}` : ''}: ${problem.message}`;
}

/** What the check prints: each problem, then how many; or the one line that says it passed. */
export function contentReport(result: ContentCheckResult): string {
  if (result.problems.length === 0) return `Content check passed: ${result.files} files in ${result.collections} collections`;
  const files = new Set(result.problems.map((problem) => problem.file)).size;
  return [
    ...result.problems.map(problemLine),
    '',
    `Content check failed: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} (of ${result.files} checked). The site cannot be published until each is fixed.`,
  ].join('\n');
}

/** GitHub Actions' escaping of a workflow command's message and of its properties. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A problem as a GitHub Actions error annotation on its file (and line). */
export function problemAnnotation(problem: ContentProblem): string {
  const properties = [`file=${escapeProperty(problem.file)}`, ...(problem.line ? [`line=${problem.line}`] : []), 'title=Content check'];
  return `::error ${properties.join(',')}::${escapeData(`${problem.field ? `${problem.field}: ` : ''}${problem.message}`)}`;
}

/** The Markdown the check appends to a GitHub Actions job summary. */
export function contentSummary(result: ContentCheckResult): string {
  if (result.problems.length === 0) return `## Content check\n\nPassed: ${result.files} files in ${result.collections} collections.\n`;
  const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
  return [
    '## Content check',
    '',
    `**${result.problems.length === 1 ? '1 problem** stops' : `${result.problems.length} problems** stop`} the site from being published. Fix each in the editor (or the file), then save again.`,
    '',
    ...result.problems.map((problem) => `- ${code(problem.file)}${problem.field ? ` › ${code(problem.field)}` : ''}: ${problem.message.replace(/\n/g, ' ')}`),
    '',
  ].join('\n');
}
