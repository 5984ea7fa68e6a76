// @ts-check
// What reaches visitors of an image: only the resized, re-encoded files the pages reference.
//
// Astro copies the original of an imported image into dist/_astro whenever code reads its
// metadata (its width, say), even when every page uses resized versions only. An original photo
// from a phone carries its EXIF: the GPS position of a client's house, the camera, the date. At
// the end of every build this integration
// 1. deletes each image under _astro/ that no built file names (the originals), and
// 2. reads the metadata of every image left in dist/ and stops the build if one carries EXIF,
//    XMP or IPTC (sharp, which made the resized files, writes none; a file copied as it is from
//    public/ could).
import sharp from 'sharp';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const RASTER = /\.(?:jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i;
/** Files that can name an image: pages, styles, scripts, feeds, manifests, the CDN rule files. */
const NAMING = /\.(?:html|css|js|mjs|json|xml|txt|webmanifest|svg)$|(?:^|\/)_(?:headers|redirects)$/;
const IMAGE_NAME = /[\w.-]+\.(?:jpe?g|png|webp|avif|gif|tiff?|heic|heif|svg)\b/gi;

/** @param {string} root */
async function filesUnder(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(root.length).replace(/^\/+/, ''));
}

/**
 * The images under _astro/ that no file of the build names.
 * @param {string} root the build folder
 * @param {string[]} files every file in it, relative, with forward slashes
 */
export async function unreferencedAssetImages(root, files) {
  /** @type {Set<string>} */
  const named = new Set();
  for (const file of files.filter((name) => NAMING.test(name))) {
    for (const match of (await readFile(`${root}/${file}`, 'utf8')).matchAll(IMAGE_NAME)) named.add(match[0]);
  }
  return files.filter((file) => file.startsWith('_astro/') && RASTER.test(file) && !named.has(file.slice('_astro/'.length)));
}

/**
 * The kinds of metadata an image file carries that could identify a person or a place.
 * @param {string | Buffer} image a path or the file's bytes
 * @returns {Promise<string[]>} e.g. ['EXIF', 'XMP']; empty when clean
 */
export async function privateMetadataOf(image) {
  const meta = await sharp(image).metadata();
  return [
    ...(meta.exif ? ['EXIF'] : []),
    ...(meta.xmp ? ['XMP'] : []),
    ...(meta.iptc ? ['IPTC'] : []),
    ...(meta.comments?.length ? ['text comments'] : []),
  ];
}

/** @type {import('astro').AstroIntegration} */
export const publishedImages = {
  name: 'published-images',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir).replace(/\/+$/, '');
      const files = await filesUnder(root);
      const originals = await unreferencedAssetImages(root, files);
      await Promise.all(originals.map((file) => unlink(`${root}/${file}`)));
      const published = files.filter((file) => RASTER.test(file) && !originals.includes(file));
      /** @type {string[]} */
      const leaks = [];
      for (const file of published) {
        const kinds = await privateMetadataOf(`${root}/${file}`);
        if (kinds.length) leaks.push(`${file} (${kinds.join(', ')})`);
      }
      if (leaks.length) {
        throw new Error(
          `These published images carry metadata (a phone photo's EXIF holds the GPS position where it was taken): ${leaks.join('; ')}. ` +
            'Put photos under src/assets/ so the build re-encodes them, or strip the file before it goes into public/.',
        );
      }
      logger.info(`${originals.length} original image(s) no page uses were left out; ${published.length} published images carry no EXIF, XMP or IPTC.`);
    },
  },
};
