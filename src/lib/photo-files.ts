import { PHOTO_UPLOADS } from '../content/photo-uploads';

/** The first bytes of each accepted format (WebP: "RIFF", 4 bytes of size, "WEBP"). */
const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  JPEG: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  PNG: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  WebP: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

const accepted = PHOTO_UPLOADS.formats.map((format) => format.name).join(', ').replace(/, ([^,]+)$/, ' or $1');
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Why a photo file cannot go on the site, in a sentence that names the file and the rule, or
 * undefined when it can. `head` is the file's first bytes (at least 12).
 *
 * The same rules everywhere: the editor asks this of the file as chosen, before it re-encodes it
 * (src/editor/photo-reencode.ts; the size limit is about the original, which a 12-megapixel phone
 * JPEG of 3-5 MB meets), and again of the re-encoded file when saving; the build asks it of every
 * gallery photo in the repository, including one that arrived without the editor.
 */
export function photoFileProblem(file: { name: string; size: number; head: Uint8Array }): string | undefined {
  const extension = /\.([^./]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const format = PHOTO_UPLOADS.formats.find((candidate) => (candidate.extensions as readonly string[]).includes(extension));
  if (!format) {
    const heic = extension === 'heic' || extension === 'heif';
    return `${file.name} is ${extension ? `a .${extension} file` : 'a file without an ending'}; the site takes ${accepted} photos.${heic ? ` ${PHOTO_UPLOADS.heicAdvice}.` : ''}`;
  }
  if (file.size > PHOTO_UPLOADS.maxMegabytes * 1024 * 1024) {
    return `${file.name} is ${megabytes(file.size)} MB; a photo may be at most ${PHOTO_UPLOADS.maxMegabytes} MB. Export it smaller (the site shows photos at most 1600 pixels wide).`;
  }
  if (!SIGNATURES[format.name]?.(file.head)) {
    return `${file.name} is named like a ${format.name} photo but is not one (its contents are not a picture); the site takes ${accepted} photos.`;
  }
  return undefined;
}
