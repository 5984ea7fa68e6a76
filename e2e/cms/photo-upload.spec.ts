/**
 * An upload carries nothing private into the repository: in a sandbox, start the CMS
 * (`CMS=1 astro dev`, local mode), choose three photos in a gallery project's photo field in
 * Chromium and save. What Keystatic writes under src/assets/gallery/ is what would be committed,
 * and it must be the photo re-encoded in the browser (src/editor/photo-reencode.ts):
 * - a phone's 4000 x 3000 JPEG with GPS, make and model, owner, XMP, a Display P3 ICC profile, a
 *   comment and orientation 6 (fixtures/phone-photo.ts) is written as a 2250 x 3000 JPEG, upright
 *   (its pixels turned, no orientation tag), with none of that metadata;
 * - a 3200 x 1600 PNG with a tEXt chunk is written as a 3000 x 1500 PNG without it;
 * - a WebP with EXIF and XMP is written as a WebP of the same size without them.
 * And once more for the JPEG in a browser whose decoder ignores the orientation tag (simulated:
 * the EXIF is cut from what reaches createImageBitmap), where the editor turns the pixels itself.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { privateMetadataOf } from '../../scripts/published-images.mjs';
import {
  COMMENT,
  FULL_SIZE,
  fullSizePhonePhoto,
  GPS_LATITUDE_BYTES,
  PNG_SIZE,
  PNG_TEXT,
  pngWithText,
  PRIVATE_MARKERS,
} from './fixtures/phone-photo';
import { openForm, prepareEditorPage, save } from './keystatic-ui';
import { createSandbox, type CmsServer, type Sandbox } from './sandbox';

const PORT = 3013;
/** Gallery projects that start without photos. */
const GALLERY = 'roofing-services';
const OTHER_GALLERY = 'siding-installation';

/** Bytes that give a metadata block away anywhere in a file, whatever it holds. */
const METADATA_SIGNATURES = ['Exif\0', 'http://ns.adobe.com/xap/1.0/', 'adobe:ns:meta', 'ICC_PROFILE', 'Photoshop 3.0'];
/** Strings from the fixtures' metadata that must not be in a stored file. */
const PRIVATE_TEXT = [...PRIVATE_MARKERS, COMMENT, PNG_TEXT.text, 'Harbor Road'];
/** The chunks a WebP of pixels alone is made of (no EXIF, XMP or ICCP). */
const WEBP_PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);

let sandbox: Sandbox;
let cms: CmsServer | undefined;
let uploads: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sandbox = await createSandbox();
  uploads = await mkdtemp(join(tmpdir(), 'cms-photo-upload-'));
  cms = await sandbox.startCms(PORT);
});

test.afterAll(async () => {
  await cms?.stop();
  await sandbox?.remove();
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

type Colour = 'red' | 'blue' | 'green' | 'white' | 'other';

/** The colour of a picture at a point given as fractions of its width and height. */
async function colourAt(image: Buffer, points: Record<string, [number, number]>): Promise<Record<string, Colour>> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const colour = ([x, y]: [number, number]): Colour => {
    const at = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * info.channels;
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    if (r > 200 && g > 200 && b > 200) return 'white';
    if (r > g + 100 && r > b + 100) return 'red';
    if (b > r + 100 && b > g + 60) return 'blue';
    if (g > r + 100 && g > b + 100) return 'green';
    return 'other';
  };
  return Object.fromEntries(Object.entries(points).map(([name, point]) => [name, colour(point)]));
}

/** The chunk names of a WebP (RIFF) file. */
function webpChunks(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32LE(at + 4);
    names.push(bytes.subarray(at, at + 4).toString('latin1'));
    at += 8 + size + (size % 2);
  }
  return names;
}

/**
 * What in a stored file still gives away the original's metadata; empty when nothing. The build's
 * check (EXIF, XMP, IPTC; JPEG comments and APPn segments; PNG text chunks and eXIf), then what
 * sharp reads, then the bytes themselves.
 */
async function leaksOf(bytes: Buffer): Promise<string[]> {
  const meta = await sharp(bytes).metadata();
  return [
    ...(await privateMetadataOf(bytes)),
    ...(meta.format === 'webp' ? webpChunks(bytes).filter((name) => !WEBP_PIXEL_CHUNKS.has(name)).map((name) => `WebP chunk "${name}"`) : []),
    ...(meta.orientation !== undefined ? [`orientation ${meta.orientation}`] : []),
    ...(meta.icc ? ['ICC profile (sharp)'] : []),
    ...(meta.comments?.length ? ['text comments (sharp)'] : []),
    ...METADATA_SIGNATURES.filter((signature) => bytes.includes(signature)).map((signature) => `the bytes "${signature.replace('\0', '\\0')}"`),
    ...PRIVATE_TEXT.filter((text) => bytes.includes(text)).map((text) => `"${text}"`),
    ...(GPS_LATITUDE_BYTES.some((gps) => bytes.includes(gps)) ? ['the GPS latitude'] : []),
  ];
}

/** The stored file of a gallery project's photo with this alt text, its path in the sandbox and what sharp reads. */
async function storedPhoto(gallery: string, alt: string) {
  const galleryFile = `src/content/gallery/${gallery}.yaml`;
  const photos = (parse(await sandbox.read(galleryFile)) as { photos: { image: string; alt: string }[] }).photos;
  const photo = photos.find((candidate) => candidate.alt === alt);
  expect(photo, `no photo "${alt}" in ${galleryFile}`).toBeDefined();
  const path = `src/${photo!.image.replace(/^\.\.\/\.\.\//, '')}`;
  expect(path).toMatch(new RegExp(`^src/assets/gallery/${gallery}/[^/]+$`));
  const bytes = await readFile(sandbox.path(path));
  const meta = await sharp(bytes).metadata();
  console.log(`[photo-upload] ${path}: ${meta.format} ${meta.width} x ${meta.height}, ${bytes.length} bytes`);
  return { path, bytes, meta };
}

/** The phone JPEG as it must be stored: 2250 x 3000, upright pixels, no metadata. */
async function expectUprightPhoneJpeg(bytes: Buffer): Promise<void> {
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2250, 3000]);
  expect(meta.exif, 'EXIF').toBeUndefined();
  expect(meta.xmp, 'XMP').toBeUndefined();
  expect(await leaksOf(bytes)).toEqual([]);
  // The pixels themselves are turned: red above blue, the green block in the top-right corner.
  expect(
    await colourAt(bytes, {
      topRight: [0.97, 0.03],
      topLeft: [0.03, 0.03],
      topMiddle: [0.5, 0.25],
      bottomLeft: [0.03, 0.97],
      bottomRight: [0.97, 0.97],
    }),
  ).toEqual({ topRight: 'green', topLeft: 'red', topMiddle: 'red', bottomLeft: 'blue', bottomRight: 'blue' });
  expect(bytes.length, 'a few hundred KB at most for this flat-coloured picture').toBeLessThan(2 * 1024 * 1024);
}

/** Adds a photo to the open gallery project: Add, Choose file, wait until it is ready, Alt text, Add. */
async function addPhoto(page: Page, photosList: Locator, file: string, alt: string): Promise<string> {
  await photosList.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add item' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(file);
  // The field says what it stored once the browser has re-encoded the file.
  const ready = dialog.getByRole('status').filter({ hasText: /is ready: \d+ x \d+ pixels/ });
  await expect(ready).toBeVisible({ timeout: 60_000 });
  const said = (await ready.textContent()) ?? '';
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Alt text', exact: true }).fill(alt);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  return said;
}

test('a photo chosen in the editor is stored upright, at most 3,000 pixels and without its metadata', async ({ page }) => {
  test.setTimeout(300_000);
  await prepareEditorPage(page);

  const jpeg = await fullSizePhonePhoto();
  const png = await pngWithText();
  const webp = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 60, b: 220 } } })
    .webp({ quality: 90 })
    .withExif({ IFD0: { Make: 'Fixturephone', Model: 'Pixelcam 9 Pro', Artist: 'Denise Client' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toBuffer();

  await test.step('the fixtures carry what a phone and a screenshot tool write', async () => {
    // So the checks on the stored files cannot pass for want of anything to remove.
    const jpegMeta = await sharp(jpeg).metadata();
    expect([jpegMeta.format, jpegMeta.width, jpegMeta.height, jpegMeta.orientation]).toEqual(['jpeg', FULL_SIZE.width, FULL_SIZE.height, 6]);
    expect(jpegMeta.icc, 'ICC profile').toBeDefined();
    expect(await privateMetadataOf(jpeg)).toEqual(['EXIF', 'XMP', 'JPEG comment', 'ICC profile']);
    for (const marker of [...PRIVATE_MARKERS, COMMENT]) expect(jpeg.includes(marker), marker).toBe(true);
    expect(GPS_LATITUDE_BYTES.some((gps) => jpeg.includes(gps)), 'GPS latitude').toBe(true);
    // Upright (as a viewer shows it): 3000 x 4000, red above blue, the green block top right.
    const upright = await sharp(jpeg).rotate().toBuffer();
    expect(await sharp(upright).metadata()).toMatchObject({ width: FULL_SIZE.height, height: FULL_SIZE.width });
    expect(await colourAt(upright, { topRight: [0.98, 0.02], topLeft: [0.02, 0.02], bottom: [0.5, 0.9] })).toEqual({
      topRight: 'green',
      topLeft: 'red',
      bottom: 'blue',
    });

    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: PNG_SIZE.width, height: PNG_SIZE.height });
    expect(await privateMetadataOf(png)).toEqual([`PNG text (tEXt "${PNG_TEXT.keyword}")`]);
    expect(png.includes(PNG_TEXT.text)).toBe(true);

    expect(await privateMetadataOf(webp)).toEqual(['EXIF', 'XMP']);
  });

  const files = { jpeg: join(uploads!, 'IMG_2041.jpg'), png: join(uploads!, 'Roof plan.png'), webp: join(uploads!, 'ridge-vent.webp') };
  await writeFile(files.jpeg, jpeg);
  await writeFile(files.png, png);
  await writeFile(files.webp, webp);
  const alts = {
    jpeg: 'Portrait phone photo of the new ridge cap',
    png: 'Plan of the roof sections replaced',
    webp: 'Close-up of the ridge vent',
  };

  const galleryFile = `src/content/gallery/${GALLERY}.yaml`;
  expect((parse(await sandbox.read(galleryFile)) as { photos: unknown[] }).photos, `${galleryFile} should start without photos`).toEqual([]);

  await test.step(`choose a JPEG, a PNG and a WebP in the gallery project ${GALLERY} and save`, async () => {
    await openForm(page, `${cms!.url}/keystatic/collection/gallery/item/${GALLERY}`);
    const photosList = page.getByRole('group', { name: 'Photos', exact: true });
    for (const kind of ['jpeg', 'png', 'webp'] as const) {
      console.log(`[photo-upload] the editor said: ${await addPhoto(page, photosList, files[kind], alts[kind])}`);
    }
    await save(page);
    await expect.poll(async () => (parse(await sandbox.read(galleryFile)) as { photos: unknown[] }).photos.length).toBe(3);
  });

  const stored = (alt: string) => storedPhoto(GALLERY, alt);

  await test.step('the JPEG is stored upright, 2250 x 3000, without EXIF, GPS, camera, comment, XMP or ICC', async () => {
    const { path, bytes } = await stored(alts.jpeg);
    expect(path).toMatch(/\/img-2041-[a-z0-9]+\.jpg$/);
    await expectUprightPhoneJpeg(bytes);
  });

  await test.step('the PNG is stored as a 3000 x 1500 PNG without its text chunk', async () => {
    const { path, bytes, meta } = await stored(alts.png);
    expect(path).toMatch(/\/roof-plan-[a-z0-9]+\.png$/);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 3000, 1500]);
    expect(await leaksOf(bytes)).toEqual([]);
    expect(await colourAt(bytes, { topLeft: [0.02, 0.04], middle: [0.5, 0.5], bottomRight: [0.98, 0.96] })).toEqual({
      topLeft: 'red',
      middle: 'white',
      bottomRight: 'white',
    });
  });

  await test.step('the WebP is stored as a WebP of the same size without EXIF or XMP', async () => {
    const { path, bytes, meta } = await stored(alts.webp);
    expect(path).toMatch(/\/ridge-vent-[a-z0-9]+\.webp$/);
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 900]);
    expect(await leaksOf(bytes)).toEqual([]);
    expect(await colourAt(bytes, { middle: [0.5, 0.5] })).toEqual({ middle: 'blue' });
  });
});

/**
 * Runs in the page before the editor: createImageBitmap and <img> get a JPEG without its APP1
 * segments (EXIF), so the decoder never sees the orientation tag, as in a browser that ignores it.
 */
function decoderIgnoringOrientation(): void {
  const withoutExif = async (blob: Blob): Promise<Blob> => {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return blob;
    const kept: Uint8Array[] = [bytes.subarray(0, 2)];
    let at = 2;
    while (at + 4 <= bytes.length && bytes[at] === 0xff && bytes[at + 1] !== 0xda) {
      const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
      if (bytes[at + 1] !== 0xe1) kept.push(bytes.subarray(at, end));
      at = end;
    }
    kept.push(bytes.subarray(at));
    return new Blob(kept as BlobPart[], { type: blob.type });
  };
  const original = window.createImageBitmap.bind(window) as (...args: unknown[]) => Promise<ImageBitmap>;
  (window as { createImageBitmap: unknown }).createImageBitmap = async (source: unknown, ...rest: unknown[]) =>
    original(source instanceof Blob ? await withoutExif(source) : source, ...rest);
  // No <img> fallback that would apply it after all.
  HTMLImageElement.prototype.decode = () => Promise.reject(new Error('no <img> decoding in this test'));
}

test('in a browser that does not apply the orientation tag, the editor turns the pixels itself', async ({ page }) => {
  test.setTimeout(240_000);
  await prepareEditorPage(page);
  await page.addInitScript(decoderIgnoringOrientation);
  const file = join(uploads!, 'IMG_2042.jpg');
  await writeFile(file, await fullSizePhonePhoto());
  const alt = 'Portrait photo chosen in a browser that ignores the orientation tag';

  await openForm(page, `${cms!.url}/keystatic/collection/gallery/item/${OTHER_GALLERY}`);
  // The simulation works: this page's decoder leaves the fixture lying on its side.
  const base64 = (await readFile(file)).toString('base64');
  const decoded = await page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (char) => char.charCodeAt(0))], { type: 'image/jpeg' }), {
      imageOrientation: 'from-image',
    });
    return [bitmap.width, bitmap.height];
  }, base64);
  expect(decoded, 'the decoder in this page ignores the orientation').toEqual([FULL_SIZE.width, FULL_SIZE.height]);

  const photosList = page.getByRole('group', { name: 'Photos', exact: true });
  console.log(`[photo-upload] the editor said: ${await addPhoto(page, photosList, file, alt)}`);
  await save(page);
  const galleryFile = `src/content/gallery/${OTHER_GALLERY}.yaml`;
  await expect.poll(async () => (parse(await sandbox.read(galleryFile)) as { photos: unknown[] }).photos.length).toBe(1);
  const { path, bytes } = await storedPhoto(OTHER_GALLERY, alt);
  expect(path).toMatch(/\/img-2042-[a-z0-9]+\.jpg$/);
  await expectUprightPhoneJpeg(bytes);
});
