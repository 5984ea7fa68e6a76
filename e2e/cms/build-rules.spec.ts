/**
 * Editors cannot break the site: an entry that breaks a content rule (src/content.config.ts)
 * fails `astro build` before any page is written, with a message that names the file, the field
 * and what is wrong.
 *
 * Astro stops at the first invalid entry, so each case breaks one file in a shared sandbox,
 * builds, and puts the file back. A failing build stops at the content sync, so it takes seconds,
 * not the minute of a full build; `astro sync` fails the same way (checked once) and is hardly
 * faster, so every case runs the real `astro build`.
 */
import { expect, test } from '@playwright/test';
import { readdir } from 'node:fs/promises';
import { MHIC_NUMBER } from '../../src/content/licenses';
import { DESCRIPTION_MAX } from '../../src/content/limits';
import { SOURCE_RULE } from '../../src/content/testimonial-rules';
import { createSandbox, type RunResult, type Sandbox } from './sandbox';

let sandbox: Sandbox;

test.beforeAll(async () => {
  sandbox = await createSandbox();
});

test.afterAll(async () => {
  await sandbox?.remove();
});

/** The first file of a content folder, by name (the cases do not depend on any one entry). */
async function firstFile(folder: string, extension: string): Promise<{ path: string; id: string }> {
  const names = (await readdir(sandbox.path(folder))).filter((name) => name.endsWith(extension)).sort();
  const name = names[0];
  if (!name) throw new Error(`no ${extension} file in ${folder}`);
  return { path: `${folder}/${name}`, id: name.slice(0, -extension.length) };
}

/** Writes `edit(original)` to the file, runs `run`, and restores the file whatever happens. */
async function withBrokenFile(path: string, edit: (text: string) => string, run: () => Promise<RunResult>): Promise<RunResult> {
  const original = await sandbox.read(path);
  const broken = edit(original);
  expect(broken, `the edit of ${path} changed nothing`).not.toBe(original);
  await sandbox.write(path, broken);
  try {
    return await run();
  } finally {
    await sandbox.write(path, original);
  }
}

/** Replaces the one match of `pattern`, failing the test if there is none. */
function replaceOnce(pattern: RegExp, replacement: string): (text: string) => string {
  return (text) => {
    if (!pattern.test(text)) throw new Error(`${pattern} matches nothing`);
    return text.replace(pattern, replacement);
  };
}

interface ContentError {
  collection: string;
  entry: string;
  file: string;
  field: string;
  message: string | RegExp;
}

/** The part of the output an editor reads: the error heading, the field lines and the file. */
function errorReport(output: string): string {
  const start = output.search(/^\[\w+Error\]/m);
  const end = output.indexOf('  Stack trace:', start);
  return start === -1 ? output : output.slice(start, end === -1 ? undefined : end);
}

function expectContentError(result: RunResult, error: ContentError): void {
  const report = errorReport(result.output);
  expect(result.code, `astro exited 0; output:\n${result.output.slice(-3000)}`).not.toBe(0);
  expect(report).toContain(`[InvalidContentEntryDataError] ${error.collection} → ${error.entry} data does not match collection schema.`);
  // One line per broken field: "  <field path>: <what is wrong>".
  const fieldLine = report.split('\n').find((line) => line.startsWith(`  ${error.field}: `));
  expect(fieldLine, `no line for ${error.field} in:\n${report}`).toBeDefined();
  const message = fieldLine!.slice(`  ${error.field}: `.length);
  if (typeof error.message === 'string') expect(message).toContain(error.message);
  else expect(message).toMatch(error.message);
  expect(report).toContain(`${sandbox.path(error.file)}`);
  // Nothing was published: the build stopped before writing pages.
  expect(sandbox.builtPageExists('/'), 'a page was written before the content failed').toBe(false);
}

test('a guide whose service is not a service fails the build, naming the file, the field and the services', async () => {
  const guide = await firstFile('src/content/guides', '.md');
  const result = await withBrokenFile(guide.path, replaceOnce(/^service: .*$/m, 'service: kitchen-remodelling'), () => sandbox.build());
  expectContentError(result, {
    collection: 'guides',
    entry: guide.id,
    file: guide.path,
    field: 'service',
    message: /^"kitchen-remodelling" is not one of our services; use the name of a file in src\/content\/services\/ without ".yaml", e.g. "kitchen-remodeling"$/,
  });

  // `astro sync` (and `astro check`, `npm run test:unit`) stop on the same message.
  const synced = await withBrokenFile(guide.path, replaceOnce(/^service: .*$/m, 'service: kitchen-remodelling'), () => sandbox.sync());
  expect(synced.code).not.toBe(0);
  expect(errorReport(synced.output)).toBe(errorReport(result.output));
});

test('a guide description over the description limit fails the build', async () => {
  const guide = await firstFile('src/content/guides', '.md');
  const long = 'Everything you need to know before you start, from the first sketch to the final walkthrough, with costs, timelines, permits and the questions to ask every contractor.';
  expect(long.length).toBeGreaterThan(DESCRIPTION_MAX);
  const result = await withBrokenFile(guide.path, replaceOnce(/^description: .*$/m, `description: "${long}"`), () => sandbox.build());
  expectContentError(result, {
    collection: 'guides',
    entry: guide.id,
    file: guide.path,
    field: 'description',
    message: `must be at most ${DESCRIPTION_MAX} characters`,
  });
});

test('a guide without a title fails the build', async () => {
  const guide = await firstFile('src/content/guides', '.md');
  const result = await withBrokenFile(guide.path, replaceOnce(/^title: .*\n/m, ''), () => sandbox.build());
  expectContentError(result, {
    collection: 'guides',
    entry: guide.id,
    file: guide.path,
    field: 'title',
    message: 'Title is required',
  });
});

test('a malformed MHIC license number fails the build, naming the field and the rule', async () => {
  const settings = 'src/content/settings/business.json';
  const result = await withBrokenFile(
    settings,
    replaceOnce(/("mhic": \{\s*"number": )"[^"]*"/, '$1"MHIC #123456"'),
    () => sandbox.build(),
  );
  expectContentError(result, {
    collection: 'settings',
    entry: 'business',
    file: settings,
    field: 'licenses.mhic.number',
    message: MHIC_NUMBER.message,
  });
});

test('a testimonial without a source fails the build, saying what a source is', async () => {
  const testimonial = await firstFile('src/content/testimonials', '.yaml');
  const result = await withBrokenFile(testimonial.path, replaceOnce(/^source: .*\n/m, ''), () => sandbox.build());
  expectContentError(result, {
    collection: 'testimonials',
    entry: testimonial.id,
    file: testimonial.path,
    field: 'source',
    message: `Source is required: ${SOURCE_RULE}`,
  });
});

test('a gallery photo with an empty alt text fails the build', async () => {
  const project = await firstFile('src/content/gallery', '.yaml');
  // The first indented alt is the first photo's (the card's is the top-level imageAlt).
  const result = await withBrokenFile(project.path, replaceOnce(/^(\s+)alt: .*$/m, '$1alt: ""'), () => sandbox.build());
  expectContentError(result, {
    collection: 'gallery',
    entry: project.id,
    file: project.path,
    field: 'photos.0.alt',
    message: /^Alt text .* must not be empty$/,
  });
});

test('a service text quoting an unknown fact fails the build, listing the facts there are', async () => {
  const service = await firstFile('src/content/services', '.yaml');
  const result = await withBrokenFile(
    service.path,
    replaceOnce(/^benefit: .*$/m, 'benefit: Most projects are finished in {durations.nope}.'),
    () => sandbox.build(),
  );
  expectContentError(result, {
    collection: 'services',
    entry: service.id,
    file: service.path,
    field: 'benefit',
    message: /^\{durations\.nope\} is not a fact the site knows; use one of: .*\{durations\.kitchen\}/,
  });
});

test('a gallery photo that is not a picture, or is over the size limit, fails the build naming the file and the limit', async () => {
  const project = await firstFile('src/content/gallery', '.yaml');
  const firstPhoto = /^(\s+- image: )\.\.\/\.\.\/assets\/gallery\/[^\n]+$/m;

  // A document uploaded where a photo belongs.
  await sandbox.write('src/assets/gallery/uploads/estimate.pdf', '%PDF-1.7\nA written estimate, not a photo.\n');
  const notAPhoto = await withBrokenFile(project.path, replaceOnce(firstPhoto, '$1../../assets/gallery/uploads/estimate.pdf'), () =>
    sandbox.build(),
  );
  expectContentError(notAPhoto, {
    collection: 'gallery',
    entry: project.id,
    file: project.path,
    field: 'photos.0.image',
    message: /^estimate\.pdf is a \.pdf file; the site takes JPEG, PNG or WebP photos\.$/,
  });

  // A JPEG over the limit (a JPEG's first bytes, then 21 MB of nothing).
  const huge = Buffer.alloc(21 * 1024 * 1024);
  huge.set([0xff, 0xd8, 0xff, 0xe0]);
  await sandbox.write('src/assets/gallery/uploads/huge.jpg', huge);
  const tooLarge = await withBrokenFile(project.path, replaceOnce(firstPhoto, '$1../../assets/gallery/uploads/huge.jpg'), () => sandbox.build());
  expectContentError(tooLarge, {
    collection: 'gallery',
    entry: project.id,
    file: project.path,
    field: 'photos.0.image',
    message: /^huge\.jpg is 21\.0 MB; a photo may be at most 20 MB\./,
  });
  await sandbox.delete('src/assets/gallery/uploads');
});
