/**
 * A photo chosen in the editor is re-encoded in the browser before Keystatic stores it (and, on the
 * live site, commits it to the repository), so nothing private in the file ever reaches the
 * repository: src/editor/forms/fields.ts (`galleryImage`) wraps the image field's onChange with
 * `useReencodedUpload`.
 *
 * Re-encoding = decoding the file to pixels and encoding those pixels again, so everything that is
 * not a pixel is gone: EXIF (GPS position, camera make and model, owner, date), XMP, IPTC, the ICC
 * profile (the browser converts the colours to sRGB as it decodes), JPEG comments and every other
 * APPn segment, PNG text chunks (tEXt, zTXt, iTXt) and eXIf, WebP EXIF and XMP chunks. What the
 * browser's encoder adds of its own (Chrome puts an sRGB ICC profile in a JPEG) is cut from the
 * new file as well (stripMetadata), so the file holds pixels and the headers needed to read them.
 * On the way:
 * - the EXIF orientation is applied, so the stored pixels are upright and need no tag (a phone
 *   stores a portrait photo as landscape pixels plus "turn this 90 degrees");
 * - the long edge is brought down to at most MAX_LONG_EDGE pixels, keeping the aspect ratio and
 *   never enlarging: the site shows photos at most 1600 pixels wide, and a 12-megapixel phone JPEG
 *   (3-5 MB) commits at about 1-2 MB;
 * - the format stays: a JPEG stays a JPEG (quality JPEG_QUALITY), a PNG a PNG, a WebP a WebP, so
 *   the file name's ending stays true. A browser that cannot write WebP (its canvas hands back a
 *   PNG instead) gets a JPEG, and the file's name ends in .jpg.
 *
 * Which size limit applies: photoFileProblem (src/lib/photo-files.ts, 20 MB, JPEG/PNG/WebP) is
 * checked on the ORIGINAL file, before re-encoding, with the same sentence the build gives; the
 * limit is about what a browser can decode (a larger file is most likely not a single photo) and is
 * the same one the build applies to a file that reaches the repository without the editor. The
 * re-encoded file is checked again by the field's save check (it is always far below the limit).
 *
 * Orientation: decoding goes through createImageBitmap(file, { imageOrientation: 'from-image' })
 * (an <img> decode where that fails), which applies the EXIF orientation in Chromium (what the
 * tests drive) and, as the standards now ask, in other current browsers. A tiny JPEG tagged
 * "rotate 90 degrees" (ORIENTATION_PROBE) tells whether this browser did; where it did not, the
 * JPEG's orientation tag is read here and applied on the canvas (e2e/cms/photo-upload.spec.ts
 * checks both). PNG and WebP orientation tags, which phones do not write, are left to the browser.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** The longest edge, in pixels, of a photo the editor stores. */
export const MAX_LONG_EDGE = 3000;
/** Encoder quality (0-1) for JPEG and WebP: no visible loss at the sizes the site shows. */
export const JPEG_QUALITY = 0.88;
export const WEBP_QUALITY = 0.88;

type MimeType = 'image/jpeg' | 'image/png' | 'image/webp';

const MIME_BY_EXTENSION: Record<string, MimeType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The format a file with this ending is re-encoded to, or undefined for one the site does not take. */
export function mimeTypeOf(extension: string): MimeType | undefined {
  return MIME_BY_EXTENSION[extension.toLowerCase()];
}

/**
 * The size to encode a picture of width x height (as displayed, upright) at: its long edge at most
 * maxLongEdge, the aspect ratio kept (each side rounded, at least 1), never enlarged.
 */
export function targetSize(width: number, height: number, maxLongEdge = MAX_LONG_EDGE): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError(`not a picture size: ${width} x ${height}`);
  const scale = Math.min(1, maxLongEdge / Math.max(width, height));
  if (scale === 1) return { width, height };
  return {
    width: Math.max(1, Math.min(maxLongEdge, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxLongEdge, Math.round(height * scale))),
  };
}

/**
 * The EXIF orientation (1-8) of a JPEG's bytes; 1 when it has none or the tag cannot be read.
 * 5-8 swap width and height: the stored pixels lie on their side.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return 1;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start of scan or end of image: the header segments are over.
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = view.getUint16(at + 2);
    if (length < 2) return 1;
    const start = at + 4;
    const end = Math.min(bytes.length, at + 2 + length);
    if (marker === 0xe1 && end - start >= 14 && ascii(bytes, start, 6) === 'Exif\0\0') {
      const orientation = tiffOrientation(new DataView(bytes.buffer, bytes.byteOffset + start + 6, end - start - 6));
      if (orientation) return orientation;
    }
    at += 2 + length;
  }
  return 1;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** The Orientation tag (0x0112) of IFD0 in a TIFF structure (EXIF's), or undefined. */
function tiffOrientation(tiff: DataView): number | undefined {
  if (tiff.byteLength < 8) return undefined;
  const order = tiff.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return undefined;
  const little = order === 0x4949;
  if (tiff.getUint16(2, little) !== 42) return undefined;
  const ifd = tiff.getUint32(4, little);
  if (ifd + 2 > tiff.byteLength) return undefined;
  const count = tiff.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.byteLength) return undefined;
    if (tiff.getUint16(entry, little) === 0x0112) {
      const value = tiff.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The canvas transform (a, b, c, d, e, f of setTransform) that draws a picture stored with the EXIF
 * orientation upright on a canvas of the upright size width x height. Draw the stored picture at
 * (0, 0) with its stored size scaled: width x height for 1-4, height x width for 5-8.
 */
export function orientationTransform(orientation: number, width: number, height: number): [number, number, number, number, number, number] {
  switch (orientation) {
    case 2: // mirrored
      return [-1, 0, 0, 1, width, 0];
    case 3: // upside down
      return [-1, 0, 0, -1, width, height];
    case 4: // upside down, mirrored
      return [1, 0, 0, -1, 0, height];
    case 5: // on its side, mirrored (transpose)
      return [0, 1, 1, 0, 0, 0];
    case 6: // turn 90 degrees clockwise to display
      return [0, 1, -1, 0, width, 0];
    case 7: // transverse
      return [0, -1, -1, 0, width, height];
    case 8: // turn 90 degrees anticlockwise to display
      return [0, -1, 1, 0, 0, height];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}

/** The file's name with another ending ("deck-x1.webp" → "deck-x1.jpg"). */
export function withExtension(filename: string, extension: string): string {
  return /\.[^./]*$/.test(filename) ? filename.replace(/\.[^./]*$/, `.${extension}`) : `${filename}.${extension}`;
}

/**
 * The JPEG without comment (COM) segments and without APPn segments other than the APP0 JFIF/JFXX
 * header and Adobe's APP14 (which say how to read the pixels and nothing else). A canvas writes
 * none of the original's metadata, but Chrome's JPEG encoder adds an sRGB ICC profile (APP2),
 * and another browser's encoder might add something else; an untagged JPEG is read as sRGB anyway.
 * Bytes that are no JPEG come back as they are.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // From the start of scan on (or a marker without a length), the rest is image data: kept whole.
    if (marker === 0xda || marker === 0xd9 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) break;
    const length = view.getUint16(at + 2);
    const end = at + 2 + length;
    const name = ascii(bytes, at + 4, Math.min(5, Math.max(0, length - 2)));
    const harmless = (marker === 0xe0 && (name === 'JFIF\0' || name === 'JFXX\0')) || (marker === 0xee && name === 'Adobe');
    const metadata = marker === 0xfe || (marker >= 0xe0 && marker <= 0xef && !harmless);
    if (!metadata) kept.push(bytes.subarray(at, end));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

/** PNG chunks that hold text, EXIF, a colour profile or a time stamp rather than pixels. */
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'iCCP', 'tIME']);

/** The PNG without its text, eXIf, iCCP and tIME chunks. Bytes that are no PNG come back as they are. */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => bytes[i] === byte)) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at);
    if (!PNG_METADATA_CHUNKS.has(ascii(bytes, at + 4, 4))) kept.push(bytes.subarray(at, end));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

/** WebP chunks that hold metadata, and their flags in the VP8X header. */
const WEBP_METADATA_CHUNKS: Record<string, number> = { ICCP: 0x20, EXIF: 0x08, 'XMP ': 0x04 };

/** The WebP without its ICCP, EXIF and XMP chunks (and their VP8X flags). Bytes that are no WebP come back as they are. */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.slice(0, 12)];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const name = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = Math.min(bytes.length, at + 8 + size + (size % 2));
    if (name === 'VP8X') {
      const header = bytes.slice(at, end);
      header[8] = header[8]! & ~(0x20 | 0x08 | 0x04);
      kept.push(header);
    } else if (!(name in WEBP_METADATA_CHUNKS)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  const out = concat(kept);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The file without the metadata its format can carry (see the strip functions above). */
export function stripMetadata(bytes: Uint8Array): Uint8Array {
  return stripWebpMetadata(stripPngMetadata(stripJpegMetadata(bytes)));
}

/** The browser could not read the file as a picture. */
export class PhotoDecodeError extends Error {
  override name = 'PhotoDecodeError';
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** The file as pixels, turned by its EXIF orientation where the browser does that. */
async function decode(blob: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // An older browser without the options, or one that reads the format only in <img>.
    }
  }
  if (typeof Image !== 'function') throw new PhotoDecodeError('this browser cannot decode pictures here');
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw new PhotoDecodeError(`the browser could not decode it (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** A 2 x 1 JPEG whose EXIF says "turn 90 degrees clockwise": upright it is 1 x 2. */
const ORIENTATION_PROBE =
  '/9j/4QAiRXhpZgAATU0AKgAAAAgAAQESAAMAAAABAAYAAAAAAAD/2wBDAFA3PEY8MlBGQUZaVVBfeMiCeG5uePWvuZHI////////////////////////////////////////////////////2wBDAVVaWnhpeOuCguv/////////////////////////////////////////////////////////////////////////wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALQAf//Z';

let browserOrients: Promise<boolean> | undefined;

/** Whether decode() applies a JPEG's EXIF orientation in this browser (asked once). */
function decodeAppliesOrientation(): Promise<boolean> {
  browserOrients ??= (async () => {
    try {
      const bytes = Uint8Array.from(atob(ORIENTATION_PROBE), (char) => char.charCodeAt(0));
      const probe = await decode(new Blob([bytes], { type: 'image/jpeg' }));
      probe.release();
      return probe.width === 1 && probe.height === 2;
    } catch {
      return true;
    }
  })();
  return browserOrients;
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type AnyContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A canvas to draw on: an OffscreenCanvas where the browser has one that draws, else a <canvas>. */
function canvasOf(width: number, height: number): { canvas: AnyCanvas; context: AnyContext } {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) return { canvas, context };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoDecodeError('this browser gave no canvas to draw it on');
  return { canvas, context };
}

function encode(canvas: AnyCanvas, type: MimeType, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`the browser could not write a ${type} file`))), type, quality),
  );
}

function draw({ canvas, context }: { canvas: AnyCanvas; context: AnyContext }, picture: Decoded, orientation: number, opaque: boolean): void {
  const { width, height } = canvas;
  context.setTransform(1, 0, 0, 1, 0, 0);
  // JPEG has no transparency: a transparent pixel (a WebP written as JPEG) becomes white, not black.
  if (opaque) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.setTransform(...orientationTransform(orientation, width, height));
  const sideways = orientation >= 5;
  context.drawImage(picture.source, 0, 0, sideways ? height : width, sideways ? width : height);
}

export interface Reencoded {
  data: Uint8Array;
  /** The file's ending: the original's, or "jpg" where the browser cannot write WebP. */
  extension: string;
  width: number;
  height: number;
}

/**
 * The photo re-encoded: upright, its long edge at most maxLongEdge, no metadata, the same format
 * (see the top of this file). Browser only. Throws PhotoDecodeError when the browser cannot read
 * the file as a picture.
 */
export async function reencodePhoto(data: Uint8Array, extension: string, maxLongEdge = MAX_LONG_EDGE): Promise<Reencoded> {
  const type = mimeTypeOf(extension);
  if (!type) throw new PhotoDecodeError(`a .${extension} file is not a photo the site takes`);
  const picture = await decode(new Blob([data as Uint8Array<ArrayBuffer>], { type }));
  try {
    if (!picture.width || !picture.height) throw new PhotoDecodeError('it has no pixels');
    // Where the browser left the pixels as stored, turn them here (JPEG only; see the top).
    const orientation = type === 'image/jpeg' && !(await decodeAppliesOrientation()) ? jpegOrientation(data) : 1;
    const upright = orientation >= 5 ? { width: picture.height, height: picture.width } : { width: picture.width, height: picture.height };
    const size = targetSize(upright.width, upright.height, maxLongEdge);
    const surface = canvasOf(size.width, size.height);
    let out: Blob | undefined;
    if (type !== 'image/jpeg') {
      draw(surface, picture, orientation, false);
      out = await encode(surface.canvas, type, WEBP_QUALITY);
      // A canvas that cannot write the type writes a PNG instead; for WebP, a JPEG is the better stand-in.
      if (out.type !== type) out = undefined;
    }
    let written = extension;
    if (!out) {
      if (type !== 'image/jpeg' && type !== 'image/webp') throw new PhotoDecodeError(`this browser cannot write ${type}`);
      draw(surface, picture, orientation, true);
      out = await encode(surface.canvas, 'image/jpeg', JPEG_QUALITY);
      if (out.type !== 'image/jpeg') throw new PhotoDecodeError('this browser cannot write JPEG');
      if (type !== 'image/jpeg') written = 'jpg';
    }
    // The encoder's own additions (Chrome writes an sRGB ICC profile into a JPEG) go too.
    return { data: stripMetadata(new Uint8Array(await out.arrayBuffer())), extension: written, ...size };
  } finally {
    picture.release();
  }
}

/** An image field's value as Keystatic 0.6 hands it to onChange. */
export interface PhotoValue {
  data: Uint8Array;
  extension: string;
  filename: string;
}

export type UploadStatus =
  | { state: 'working'; filename: string }
  | { state: 'done'; filename: string; width: number; height: number; bytes: number }
  | { state: 'failed'; message: string };

/** What the editor says about an upload in progress, done or refused; undefined when nothing to say. */
export function uploadStatusText(status: UploadStatus | undefined): string | undefined {
  if (!status) return undefined;
  if (status.state === 'working') return `Preparing ${status.filename}: turning it upright, removing where and how it was taken, making it at most ${MAX_LONG_EDGE.toLocaleString('en-US')} pixels…`;
  if (status.state === 'done') {
    const size = status.bytes < 1024 * 1024 ? `${Math.max(1, Math.round(status.bytes / 1024))} KB` : `${(status.bytes / 1024 / 1024).toFixed(1)} MB`;
    return `${status.filename} is ready: ${status.width} x ${status.height} pixels, ${size}, with no location, camera or other hidden data.`;
  }
  return status.message;
}

/**
 * An image field's onChange that stores the re-encoded photo instead of the chosen file, and what
 * to tell the editor meanwhile. A chosen file that breaks a photo rule (originalProblem: the
 * original's format and size, see the top) is passed on as it is, so the field shows the rule and
 * will not save; one the browser cannot read is not stored at all (the field keeps its photo) and
 * the status says why. Removing the photo or renaming it (same bytes) passes straight through.
 */
export function useReencodedUpload<Value extends PhotoValue | null>(
  value: Value,
  onChange: (value: Value) => void,
  originalProblem: (value: PhotoValue) => string | undefined,
): { onChange: (value: Value) => void; status: UploadStatus | undefined } {
  const [status, setStatus] = useState<UploadStatus>();
  // Each choice gets a number; only the latest may store its result, and none once the field is gone.
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    // Asked once, before the first photo, so the first upload does not wait for it.
    if (typeof document !== 'undefined') void decodeAppliesOrientation();
    return () => {
      mounted.current = false;
    };
  }, []);
  const wrapped = useCallback(
    (next: Value) => {
      if (next === null || next.data === value?.data || originalProblem(next)) {
        latest.current += 1;
        setStatus(undefined);
        onChange(next);
        return;
      }
      const turn = (latest.current += 1);
      setStatus({ state: 'working', filename: next.filename });
      reencodePhoto(next.data, next.extension).then(
        (result) => {
          if (!mounted.current || latest.current !== turn) return;
          const filename = result.extension === next.extension ? next.filename : withExtension(next.filename, result.extension);
          setStatus({ state: 'done', filename, width: result.width, height: result.height, bytes: result.data.byteLength });
          onChange({ ...next, data: result.data, extension: result.extension, filename });
        },
        (error: unknown) => {
          if (!mounted.current || latest.current !== turn) return;
          const why = error instanceof PhotoDecodeError ? error.message : 'the browser could not re-encode it';
          setStatus({
            state: 'failed',
            message: `${next.filename} could not be read as a picture (${why}), so it was not added. Open it on your computer and save or export it again as a JPEG, then choose that file.`,
          });
        },
      );
    },
    [value, onChange, originalProblem],
  );
  return { onChange: wrapped, status };
}
