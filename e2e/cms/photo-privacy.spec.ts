/**
 * A phone photo's metadata never reaches a visitor. A JPEG carrying GPS coordinates, a camera
 * make and model, the owner's name and an orientation tag (fixtures/phone-photo.ts) goes into a
 * gallery project as the editor saves an upload; after `astro build`, no file in dist/ holds its
 * bytes or any of that metadata, every image there is free of EXIF, XMP and IPTC, and the photo
 * the viewer shows is the right way up.
 */
import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { privateMetadataOf } from '../../scripts/published-images.mjs';
import { GPS_LATITUDE_BYTES, PRIVATE_MARKERS, phonePhoto } from './fixtures/phone-photo';
import { createSandbox, type Sandbox } from './sandbox';

let sandbox: Sandbox;

test.beforeAll(async () => {
  sandbox = await createSandbox();
});

test.afterAll(async () => {
  await sandbox?.remove();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const RASTER = /\.(?:jpe?g|png|webp|avif|gif)$/i;

test('a phone photo with GPS, camera and orientation is published only as upright, metadata-free resized copies', async () => {
  test.setTimeout(300_000);
  const original = await phonePhoto();
  // The fixture really carries what a phone writes, so the checks below cannot pass vacuously.
  const fixture = await sharp(original).metadata();
  expect(fixture.orientation).toBe(6);
  expect(await privateMetadataOf(original)).toEqual(['EXIF', 'XMP']);
  for (const marker of PRIVATE_MARKERS) expect(original.includes(marker), marker).toBe(true);
  expect(GPS_LATITUDE_BYTES.some((bytes) => original.includes(bytes))).toBe(true);

  // As the editor saves an upload: the file under the project's folder, listed in its YAML.
  await sandbox.write('src/assets/gallery/roofing-services/site-visit-mq3x1.jpg', original);
  const project = 'src/content/gallery/roofing-services.yaml';
  const yaml = await sandbox.read(project);
  expect(yaml).toContain('photos: []');
  await sandbox.write(
    project,
    yaml.replace(
      'photos: []',
      'photos:\n  - image: ../../assets/gallery/roofing-services/site-visit-mq3x1.jpg\n    alt: New architectural shingles along the ridge of a Chesapeake Beach roof',
    ),
  );

  // The photo shows in the home gallery; the town pages would only repeat the same copies.
  const build = await sandbox.build({ families: ['home'] });
  expect(build.code, build.output.slice(-3000)).toBe(0);

  const dist = sandbox.path('dist');
  const files = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const originalHash = sha256(original);
  const leaks: string[] = [];
  for (const entry of files) {
    const file = `${entry.parentPath}/${entry.name}`;
    const bytes = await readFile(file);
    const name = file.slice(dist.length);
    if (sha256(bytes) === originalHash) leaks.push(`${name} is the original upload`);
    for (const marker of PRIVATE_MARKERS) if (bytes.includes(marker)) leaks.push(`${name} contains "${marker}"`);
    if (GPS_LATITUDE_BYTES.some((gps) => bytes.includes(gps))) leaks.push(`${name} contains the GPS latitude`);
    if (RASTER.test(name)) {
      const kinds = await privateMetadataOf(bytes);
      if (kinds.length) leaks.push(`${name} carries ${kinds.join(', ')}`);
    }
  }
  expect(leaks).toEqual([]);

  // The viewer's copies of the photo: resized WebP (cropped to the viewer's 4:3 frame), red at the
  // top and blue below across the whole width. A copy that ignored the orientation tag would be
  // red on the left and blue on the right.
  const home = await sandbox.builtPage('/');
  const copies = [...new Set(home.match(/\/_astro\/site-visit-mq3x1\.[\w-]+\.webp/g) ?? [])];
  expect(copies.length, 'the home gallery lists the new photo').toBeGreaterThan(0);
  for (const copy of copies) {
    const image = sharp(sandbox.path(`dist${copy}`));
    expect((await image.metadata()).format).toBe('webp');
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const colour = (x: number, y: number) => {
      const at = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * info.channels;
      const [r, b] = [data[at]!, data[at + 2]!];
      return r > b + 100 ? 'red' : b > r + 100 ? 'blue' : 'other';
    };
    const corners = { topLeft: colour(0.1, 0.1), topRight: colour(0.9, 0.1), bottomLeft: colour(0.1, 0.9), bottomRight: colour(0.9, 0.9) };
    expect(corners, `${copy} is ${info.width} x ${info.height}`).toEqual({ topLeft: 'red', topRight: 'red', bottomLeft: 'blue', bottomRight: 'blue' });
  }
});
