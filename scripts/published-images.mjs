// @ts-check
// What reaches visitors of an image: only the resized, re-encoded files the pages reference.
//
// Astro copies the original of an imported image into dist/_astro whenever code reads its
// metadata (its width, say), even when every page uses resized versions only. An original photo
// from a phone carries its EXIF: the GPS position of a client's house, the camera, the date. At
// the end of every build this integration
// 1. deletes each image under _astro/ that no built file names (the originals), and
// 2. reads the metadata of every image left in dist/ and stops the build if one carries EXIF,
//    XMP or IPTC, a JPEG comment or any JPEG APPn segment but the two that say nothing (the APP0
//    JFIF/JFXX header and Adobe's APP14, which libjpeg writes), or a PNG text chunk (tEXt, zTXt,
//    iTXt) or eXIf (sharp, which made the resized files, writes none; a file copied as it is from
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
 * What a JPEG APPn segment holds, by the name at the start of its data; undefined for the two that
 * say nothing about a person or a place (APP0 JFIF/JFXX, APP14 Adobe).
 * @param {number} n 0-15
 * @param {Buffer} data the segment's data, after its length
 */
function appSegmentKind(n, data) {
  const head = data.subarray(0, 40).toString('latin1');
  if (n === 0 && /^JF(?:IF|XX)\0/.test(head)) return undefined;
  if (n === 14 && head.startsWith('Adobe')) return undefined;
  if (n === 1 && head.startsWith('Exif\0')) return 'EXIF';
  if (n === 1 && head.startsWith('http://ns.adobe.com/x')) return 'XMP';
  if (n === 2 && head.startsWith('ICC_PROFILE\0')) return 'ICC profile';
  if (n === 13 && head.startsWith('Photoshop 3.0\0')) return 'IPTC';
  const name = /^[\x20-\x7e]{2,}/.exec(head)?.[0];
  return `APP${n} segment${name ? ` "${name}"` : ''}`;
}

/**
 * The metadata segments of a JPEG's header (up to the image data): comments (COM) and APPn
 * segments other than APP0 JFIF/JFXX and APP14 Adobe.
 * @param {Buffer} bytes
 * @returns {string[]}
 */
export function jpegMetadataSegments(bytes) {
  /** @type {string[]} */
  const kinds = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = /** @type {number} */ (bytes[at + 1]);
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start of scan, end of image: the header is over.
    if (marker === 0xda || marker === 0xd9) break;
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    const data = bytes.subarray(at + 4, at + 2 + length);
    if (marker === 0xfe) kinds.push('JPEG comment');
    else if (marker >= 0xe0 && marker <= 0xef) {
      const kind = appSegmentKind(marker - 0xe0, data);
      if (kind) kinds.push(kind);
    }
    at += 2 + Math.max(length, 2);
  }
  return kinds;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The text chunks of a PNG (tEXt, zTXt, iTXt, each with its keyword) and its eXIf chunk.
 * @param {Buffer} bytes
 * @returns {string[]}
 */
export function pngMetadataChunks(bytes) {
  /** @type {string[]} */
  const kinds = [];
  let at = PNG_SIGNATURE.length;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    if (type === 'tEXt' || type === 'zTXt' || type === 'iTXt') {
      const data = bytes.subarray(at + 8, at + 8 + Math.min(length, 80));
      const keyword = data.subarray(0, data.indexOf(0) === -1 ? data.length : data.indexOf(0)).toString('latin1');
      kinds.push(`PNG text (${type}${keyword ? ` "${keyword}"` : ''})`);
    } else if (type === 'eXIf') kinds.push('EXIF');
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return kinds;
}

/**
 * The kinds of metadata an image file carries that could identify a person or a place: EXIF, XMP,
 * IPTC and text comments as sharp reads them; in a JPEG also comment segments and any APPn segment
 * but APP0 JFIF/JFXX and APP14 Adobe (an ICC profile, a maker's own segment); in a PNG its text
 * chunks and eXIf.
 * @param {string | Buffer} image a path or the file's bytes
 * @returns {Promise<string[]>} e.g. ['EXIF', 'XMP', 'JPEG comment']; empty when clean
 */
export async function privateMetadataOf(image) {
  const bytes = typeof image === 'string' ? await readFile(image) : image;
  const meta = await sharp(bytes).metadata();
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const png = bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
  const kinds = new Set([
    ...(meta.exif ? ['EXIF'] : []),
    ...(meta.xmp ? ['XMP'] : []),
    ...(meta.iptc ? ['IPTC'] : []),
    // A PNG's text chunks are named below, with their keywords.
    ...(meta.comments?.length && !png ? ['text comments'] : []),
    ...(jpeg ? jpegMetadataSegments(bytes) : []),
    ...(png ? pngMetadataChunks(bytes) : []),
  ]);
  return [...kinds];
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
      logger.info(`${originals.length} original image(s) no page uses were left out; ${published.length} published images carry no EXIF, XMP, IPTC, comments or other metadata.`);
    },
  },
};
