/**
 * An editor's change in Keystatic reaches the built site: in a sandbox, start the CMS
 * (`CMS=1 astro dev`), change a guide's title and a service's FAQ answer and upload a photo to a
 * gallery project in Chromium, save, stop the server, build, and find the new text and the photo
 * (resized to WebP by astro:assets) in the built pages. Saving also changes only the lines that
 * were edited (keystatic.yaml.mjs keeps the files' YAML style).
 *
 * The Keystatic steps go by the labels in src/editor/forms/: a text field is a textbox named by
 * its label, a list is a grid named by its label whose rows open an "Edit item" dialog and whose
 * "Add" button opens an "Add item" one; an image field has a "Choose file" button.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { openForm, prepareEditorPage, save } from './keystatic-ui';
import { createSandbox, projectRoot, type CmsServer, type Sandbox } from './sandbox';

const PORT = Number(process.env.CMS_E2E_PORT ?? 3011);

/**
 * The entries edited. Fixed, not "the first file": the editor refuses to save an entry that breaks
 * one of its own field rules, and some do (several services' descriptions are over the description
 * limit as written, with their {fact} tokens, though not once the facts are filled in).
 */
const GUIDE = 'kitchen-layout-guide';
const SERVICE = 'kitchen-remodeling';
/** A gallery project whose category has no photos yet: the home gallery says "Photos Coming Soon" for it. */
const GALLERY = 'roofing-services';
const GALLERY_CATEGORY = 'Roofing Services';

const NEW_TITLE = 'Kitchen Layouts That Work Edited in the CMS';
const NEW_ANSWER = 'Edited in the CMS: most remodels of this kind finish within a season, and we give you the dates in writing.';
const NEW_PHOTO_ALT = 'Roof replacement photo uploaded in the CMS';
/** The JPEG a member of staff uploads: a gallery photo, copied outside the sandbox (see uniqueJpeg). */
const PHOTO_SOURCE = join(projectRoot, 'src/assets/gallery/kitchen-remodeling/01.jpg');

/**
 * A JPEG with a comment segment after its start marker: the same picture, other bytes. The editor
 * re-encodes an upload and drops the comment; the comment shows that it did.
 */
function uniqueJpeg(jpeg: Buffer): Buffer {
  expect(jpeg.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])), `${PHOTO_SOURCE} is not a JPEG`).toBe(true);
  const comment = Buffer.from(`Uploaded by e2e/cms/editor.spec.ts at ${new Date().toISOString()}`);
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, comment, jpeg.subarray(2)]);
}

let sandbox: Sandbox;
let cms: CmsServer | undefined;
/** A temp folder outside the sandbox holding the file to upload. */
let uploads: string | undefined;

test.beforeAll(async () => {
  sandbox = await createSandbox();
  uploads = await mkdtemp(join(tmpdir(), 'cms-upload-'));
});

test.afterAll(async () => {
  await cms?.stop();
  await sandbox?.remove();
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

/** Astro's island props ({key: [type, value]}, arrays as [1, [...]]) as plain values. */
function islandValue(value: unknown): unknown {
  if (!Array.isArray(value)) {
    return value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, islandValue(item)]))
      : value;
  }
  const [type, inner] = value as [number, unknown];
  if (type === 1 && Array.isArray(inner)) return inner.map(islandValue);
  return type === 0 ? islandValue(inner) : inner;
}

const unescapeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface BuiltPhoto {
  src: string;
  srcset: string;
  alt: string;
}

/** The photos of each category the home page's gallery island is given (its viewer shows them). */
function galleryPhotos(html: string): Record<string, BuiltPhoto[]> {
  for (const [, props] of html.matchAll(/<astro-island\b[^>]*?\sprops="([^"]*)"/g)) {
    const value = islandValue(JSON.parse(unescapeHtml(props!))) as { photos?: Record<string, BuiltPhoto[]> };
    if (value.photos) return value.photos;
  }
  throw new Error('the built home page has no gallery island with photos');
}

/** Lines that differ between two versions of a file of the same length in lines. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length, 'the save added or removed lines').toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
}

/** Opens an entry's form. */
async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await openForm(page, `${cms!.url}/keystatic/collection/${collection}/item/${entry}`);
}

test('a guide title, a service FAQ answer and a gallery photo edited in Keystatic are on the built pages', async ({ page }) => {
  test.setTimeout(480_000);
  await prepareEditorPage(page);

  const guide = GUIDE;
  const service = SERVICE;
  const guideFile = `src/content/guides/${guide}.md`;
  const serviceFile = `src/content/services/${service}.yaml`;
  const guideBefore = await sandbox.read(guideFile);
  const serviceBefore = await sandbox.read(serviceFile);

  await test.step('start the CMS in the sandbox', async () => {
    cms = await sandbox.startCms(PORT);
  });

  await test.step(`change the title of the guide ${guide}`, async () => {
    await openEntry(page, 'guides', guide);
    const address = page.getByRole('textbox', { name: 'Web address' });
    const addressBefore = await address.inputValue();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(NEW_TITLE);
    // The address (the file name) stays; only "Regenerate" would change it.
    await expect(address).toHaveValue(addressBefore);
    await save(page);
    await expect.poll(() => sandbox.read(guideFile)).toContain(NEW_TITLE);
    const changed = changedLines(guideBefore, await sandbox.read(guideFile));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(new RegExp(`^title: "?${NEW_TITLE}"?$`));
  });

  await test.step(`change the first FAQ answer of the service ${service}`, async () => {
    await openEntry(page, 'services', service);
    const faq = page.getByRole('grid', { name: 'Frequently asked questions' });
    await faq.getByRole('row').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Answer' }).fill(NEW_ANSWER);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await save(page);
    await expect.poll(() => sandbox.read(serviceFile)).toContain(NEW_ANSWER);
    const changed = changedLines(serviceBefore, await sandbox.read(serviceFile));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^\s+answer: /);
    expect(changed[0]).toContain(NEW_ANSWER);
  });

  const galleryFile = `src/content/gallery/${GALLERY}.yaml`;
  const galleryBefore = await sandbox.read(galleryFile);
  expect((parse(galleryBefore) as { photos: unknown[] }).photos, `${galleryFile} should start without photos`).toEqual([]);
  let uploadedPath = '';

  await test.step(`upload a photo to the gallery project ${GALLERY}`, async () => {
    const upload = join(uploads!, 'roof-replacement.jpg');
    await writeFile(upload, uniqueJpeg(await readFile(PHOTO_SOURCE)));
    await openEntry(page, 'gallery', GALLERY);
    const photosList = page.getByRole('group', { name: 'Photos', exact: true });
    await photosList.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add item' })).toBeVisible();
    // A file that is not a photo is refused by name as soon as it is chosen (src/lib/photo-files.ts).
    const notAPhoto = join(uploads!, 'estimate.jpg');
    await writeFile(notAPhoto, '%PDF-1.7 A written estimate, not a photo.');
    const wrongChooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file' }).click();
    await (await wrongChooser).setFiles(notAPhoto);
    await expect(dialog.getByRole('alert')).toContainText('is named like a JPEG photo but is not one');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(upload);
    // The browser re-encodes the photo before the field holds it (src/editor/photo-reencode.ts).
    await expect(dialog.getByRole('status')).toContainText('is ready', { timeout: 60_000 });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Alt text', exact: true }).fill(NEW_PHOTO_ALT);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(photosList.getByRole('grid', { name: 'Photos' }).getByRole('row', { name: NEW_PHOTO_ALT })).toBeVisible();
    await save(page);

    await expect.poll(() => sandbox.read(galleryFile)).toContain(NEW_PHOTO_ALT);
    const galleryAfter = await sandbox.read(galleryFile);
    const after = parse(galleryAfter) as { photos: { image: string; alt: string }[] };
    expect(after.photos).toHaveLength(1);
    expect(after.photos[0]!.alt).toBe(NEW_PHOTO_ALT);
    expect(after.photos[0]!.image).toMatch(/^\.\.\/\.\.\/assets\/gallery\/[^/].*\.jpg$/);
    // The lines above the photos are as they were.
    const above = (text: string) => text.slice(0, text.indexOf('\nphotos:'));
    expect(above(galleryAfter)).toBe(above(galleryBefore));
    // Relative to src/content/gallery/, where Astro's image() resolves it.
    uploadedPath = `src/${after.photos[0]!.image.replace(/^\.\.\/\.\.\//, '')}`;
    expect(sandbox.exists(uploadedPath), `${uploadedPath} was not written`).toBe(true);
    // What is stored is the upload re-encoded: the same picture and size, without its comment.
    const storedPhoto = await readFile(sandbox.path(uploadedPath));
    const storedMeta = await sharp(storedPhoto).metadata();
    const uploadMeta = await sharp(upload).metadata();
    expect([storedMeta.format, storedMeta.width, storedMeta.height]).toEqual(['jpeg', uploadMeta.width, uploadMeta.height]);
    expect(storedPhoto.includes('Uploaded by e2e/cms/editor.spec.ts'), `${uploadedPath} still has the upload's comment`).toBe(false);
    console.log(`[editor] uploaded ${uploadedPath}`);
  });

  await test.step('stop the CMS', async () => {
    await cms!.stop();
    cms = undefined;
  });

  await test.step('build the sandbox and read the pages', async () => {
    // The pages read below: the guide, the service and the home page (always built).
    const build = await sandbox.build({ families: ['guide', 'service'] });
    expect(build.code, build.output.slice(-4000)).toBe(0);

    const guidePage = await sandbox.builtPage(`/support/${guide}`);
    expect(guidePage.match(/<title>([^<]*)<\/title>/)?.[1]).toContain(NEW_TITLE);

    const servicePage = await sandbox.builtPage(`/services/${service}`);
    expect(servicePage).toContain(NEW_ANSWER);

    const photos = galleryPhotos(await sandbox.builtPage('/'))[GALLERY_CATEGORY];
    const photo = photos?.find((candidate) => candidate.alt === NEW_PHOTO_ALT);
    expect(photo, `${uploadedPath} is not among the ${GALLERY_CATEGORY} photos of the home page`).toBeDefined();
    // Named after the uploaded file (astro:assets keeps the source's name): built from the upload.
    const stem = basename(uploadedPath, '.jpg');
    expect(photo!.src).toMatch(new RegExp(`^/_astro/${stem}\\.[^/]+\\.webp$`));
    expect(sandbox.exists(`dist${photo!.src}`), `dist${photo!.src} was not written`).toBe(true);
    console.log(`[editor] built ${photo!.src} (${photo!.srcset})`);
    for (const candidate of photo!.srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0]!;
      expect(url).toMatch(new RegExp(`^/_astro/${stem}\\.[^/]+\\.webp$`));
      expect(sandbox.exists(`dist${url}`), `dist${url} was not written`).toBe(true);
    }
  });
});
