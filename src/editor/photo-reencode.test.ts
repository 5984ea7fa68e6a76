// @vitest-environment dom-server
import { act, renderHook } from '@testing-library/react';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { privateMetadataOf } from '../../scripts/published-images.mjs';
import {
  jpegOrientation,
  MAX_LONG_EDGE,
  mimeTypeOf,
  orientationTransform,
  stripJpegMetadata,
  stripMetadata,
  stripPngMetadata,
  stripWebpMetadata,
  targetSize,
  uploadStatusText,
  useReencodedUpload,
  withExtension,
  type PhotoValue,
} from './photo-reencode';

describe('targetSize', () => {
  it('brings the long edge down to 3,000 pixels, keeping the aspect ratio', () => {
    expect(MAX_LONG_EDGE).toBe(3000);
    expect(targetSize(4000, 3000)).toEqual({ width: 3000, height: 2250 });
    expect(targetSize(3000, 4000)).toEqual({ width: 2250, height: 3000 });
    expect(targetSize(8064, 6048)).toEqual({ width: 3000, height: 2250 });
    expect(targetSize(6000, 6000)).toEqual({ width: 3000, height: 3000 });
    expect(targetSize(4032, 1960)).toEqual({ width: 3000, height: 1458 });
  });

  it('never enlarges', () => {
    expect(targetSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(targetSize(3000, 2000)).toEqual({ width: 3000, height: 2000 });
    expect(targetSize(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('keeps at least one pixel on the short edge and honours another limit', () => {
    expect(targetSize(100_000, 10)).toEqual({ width: 3000, height: 1 });
    expect(targetSize(10, 12_000)).toEqual({ width: 3, height: 3000 });
    expect(targetSize(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
  });

  it('refuses a size that is no picture', () => {
    expect(() => targetSize(0, 100)).toThrow(RangeError);
    expect(() => targetSize(Number.NaN, 100)).toThrow(RangeError);
  });
});

const pixels = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080' } });

describe('jpegOrientation', () => {
  it('reads the EXIF orientation a camera writes (little-endian TIFF, as sharp writes it)', async () => {
    for (let orientation = 1; orientation <= 8; orientation++) {
      const jpeg = await pixels(4, 3).jpeg().withMetadata({ orientation }).toBuffer();
      expect(jpegOrientation(jpeg), `orientation ${orientation}`).toBe(orientation);
    }
  });

  it('reads a big-endian EXIF after other segments', async () => {
    const plain = await pixels(4, 3).jpeg().toBuffer();
    const segment = (marker: number, payload: Buffer) => {
      const header = Buffer.from([0xff, marker, 0, 0]);
      header.writeUInt16BE(payload.length + 2, 2);
      return Buffer.concat([header, payload]);
    };
    const tiff = Buffer.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 8, 0, 0, 0, 0, 0, 0]);
    const jpeg = Buffer.concat([
      plain.subarray(0, 2),
      segment(0xfe, Buffer.from('A comment first')),
      segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])),
      plain.subarray(2),
    ]);
    expect(jpegOrientation(jpeg)).toBe(8);
  });

  it('is 1 for a JPEG without EXIF, another format, or a broken file', async () => {
    expect(jpegOrientation(await pixels(4, 3).jpeg().toBuffer())).toBe(1);
    expect(jpegOrientation(await pixels(4, 3).png().toBuffer())).toBe(1);
    const tagged = await pixels(4, 3).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    for (const length of [0, 3, 12, 20]) expect(jpegOrientation(tagged.subarray(0, length))).toBe(1);
    expect(jpegOrientation(new TextEncoder().encode('Not a picture at all'))).toBe(1);
  });
});

describe('orientationTransform', () => {
  /**
   * A 3 x 2 picture of six different pixels, tagged with each orientation, turned upright by
   * libvips (as the build and a browser would); the transform must put each stored pixel where
   * libvips put it.
   */
  const STORED = { width: 3, height: 2 };
  const colours = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
    [255, 255, 0],
    [0, 255, 255],
    [255, 0, 255],
  ];

  it('draws every orientation upright, as libvips turns it', async () => {
    const raw = Buffer.from(colours.flat());
    for (let orientation = 1; orientation <= 8; orientation++) {
      const tagged = await sharp(raw, { raw: { ...STORED, channels: 3 } })
        .webp({ lossless: true })
        .withMetadata({ orientation })
        .toBuffer();
      const { data, info } = await sharp(tagged).rotate().raw().toBuffer({ resolveWithObject: true });
      const sideways = orientation >= 5;
      expect([info.width, info.height]).toEqual(sideways ? [STORED.height, STORED.width] : [STORED.width, STORED.height]);
      const [a, b, c, d, e, f] = orientationTransform(orientation, info.width, info.height);
      for (let y = 0; y < STORED.height; y++) {
        for (let x = 0; x < STORED.width; x++) {
          // The stored pixel's centre, drawn at (0, 0) in its stored size (scale 1), through the transform.
          const [px, py] = [x + 0.5, y + 0.5];
          const [tx, ty] = [Math.floor(a * px + c * py + e), Math.floor(b * px + d * py + f)];
          const at = (ty * info.width + tx) * info.channels;
          expect([...data.subarray(at, at + 3)], `orientation ${orientation}, stored pixel ${x},${y}`).toEqual(colours[y * STORED.width + x]);
        }
      }
    }
  });
});

describe('stripMetadata', () => {
  const picture = () =>
    sharp({ create: { width: 16, height: 12, channels: 3, background: '#a0522d' } }).composite([
      { input: { create: { width: 8, height: 6, channels: 3, background: '#2e8b57' } }, left: 0, top: 0 },
    ]);
  const exif = { IFD0: { Make: 'Fixturephone', Model: 'Pixelcam 9 Pro' } };
  const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';
  const pixelsOf = async (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
  const segment = (marker: number, data: string | Buffer) => {
    const payload = Buffer.from(data);
    const header = Buffer.from([0xff, marker, 0, 0]);
    header.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([header, payload]);
  };

  it('cuts EXIF, XMP, the ICC profile, comments and other APPn segments from a JPEG, and keeps its pixels', async () => {
    const tagged = await picture().jpeg().withExif(exif).withXmp(xmp).withIccProfile('p3').toBuffer();
    const jfif = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
    const adobe = segment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'));
    const jpeg = Buffer.concat([
      tagged.subarray(0, 2),
      jfif,
      segment(0xfe, 'Taken at 4127 Harbor Road'),
      segment(0xec, 'Ducky\0\x01'),
      adobe,
      tagged.subarray(2),
    ]);
    expect(await privateMetadataOf(jpeg)).toEqual(['EXIF', 'XMP', 'JPEG comment', 'APP12 segment "Ducky"', 'ICC profile']);
    const stripped = Buffer.from(stripJpegMetadata(jpeg));
    expect(await privateMetadataOf(stripped)).toEqual([]);
    expect((await sharp(stripped).metadata()).icc).toBeUndefined();
    expect(stripped.includes('Fixturephone')).toBe(false);
    // The JFIF header and Adobe's segment stay, in order, right after the start marker.
    expect(stripped.subarray(2, 2 + jfif.length + adobe.length).equals(Buffer.concat([jfif, adobe]))).toBe(true);
    // The tables and the image data, from the first quantization table on, are the original's.
    const tables = (bytes: Buffer) => bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xdb])));
    expect(tables(stripped).equals(tables(jpeg))).toBe(true);
    expect(await sharp(stripped).metadata()).toMatchObject({ width: 16, height: 12 });
    expect(await pixelsOf(stripped)).not.toHaveLength(0);
  });

  it('cuts text, eXIf, iCCP and tIME chunks from a PNG, and keeps its pixels', async () => {
    const chunk = (type: string, data: Buffer) => {
      const bytes = Buffer.alloc(12 + data.length);
      bytes.writeUInt32BE(data.length, 0);
      bytes.write(type, 4, 'latin1');
      data.copy(bytes, 8);
      bytes.writeUInt32BE(crc32(bytes.subarray(4, 8 + data.length)), 8 + data.length);
      return bytes;
    };
    const tagged = await picture().png().withExif(exif).withIccProfile('p3').toBuffer();
    const ihdrEnd = 8 + 12 + 13;
    const png = Buffer.concat([
      tagged.subarray(0, ihdrEnd),
      chunk('tEXt', Buffer.from('Author\0Denise Client', 'latin1')),
      chunk('tIME', Buffer.from([0x07, 0xe9, 6, 1, 12, 0, 0])),
      tagged.subarray(ihdrEnd),
    ]);
    expect(await privateMetadataOf(png)).toEqual(['EXIF', 'PNG text (tEXt "Author")']);
    expect((await sharp(png).metadata()).icc).toBeDefined();
    const stripped = Buffer.from(stripPngMetadata(png));
    expect(await privateMetadataOf(stripped)).toEqual([]);
    expect((await sharp(stripped).metadata()).icc).toBeUndefined();
    for (const name of ['tEXt', 'tIME', 'eXIf', 'iCCP', 'Denise']) expect(stripped.includes(name), name).toBe(false);
    // Every chunk but those is the original's, in order (the pixels are in IHDR, IDAT, IEND).
    const chunks = (bytes: Buffer) => {
      const list: string[] = [];
      for (let at = 8; at + 12 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
        list.push(bytes.subarray(at, at + 12 + bytes.readUInt32BE(at)).toString('base64'));
      }
      return list;
    };
    const removed = new Set(['tEXt', 'tIME', 'eXIf', 'iCCP']);
    const expected = chunks(png).filter((chunk) => !removed.has(Buffer.from(chunk, 'base64').subarray(4, 8).toString('latin1')));
    expect(chunks(stripped)).toEqual(expected);
    expect(await sharp(stripped).metadata()).toMatchObject({ width: 16, height: 12 });
    expect(await pixelsOf(stripped)).not.toHaveLength(0);
  });

  it('cuts the EXIF, XMP and ICCP chunks from a WebP and their flags, and keeps its pixels', async () => {
    for (const options of [{ lossless: true }, { quality: 80 }, { quality: 80, alphaQuality: 90 }]) {
      const source = options.alphaQuality ? picture().ensureAlpha(0.5) : picture();
      const webp = await source.webp(options).withExif(exif).withXmp(xmp).withIccProfile('p3').toBuffer();
      expect(await privateMetadataOf(webp)).toEqual(['EXIF', 'XMP']);
      const stripped = Buffer.from(stripWebpMetadata(webp));
      const meta = await sharp(stripped).metadata();
      expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
      expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
      expect(stripped.includes('Fixturephone')).toBe(false);
      expect((await pixelsOf(stripped)).equals(await pixelsOf(webp))).toBe(true);
    }
  });

  it('cuts from any of the three formats, and leaves a clean file or another one as it is', async () => {
    const clean = await picture().jpeg().toBuffer();
    expect(Buffer.from(stripMetadata(clean)).equals(clean)).toBe(true);
    const cleanPng = await picture().png().toBuffer();
    expect(Buffer.from(stripMetadata(cleanPng)).equals(cleanPng)).toBe(true);
    const text = new TextEncoder().encode('Not a picture at all');
    expect(stripMetadata(text)).toBe(text);
    expect(await privateMetadataOf(Buffer.from(stripMetadata(await picture().jpeg().withExif(exif).toBuffer())))).toEqual([]);
  });
});

describe('mimeTypeOf and withExtension', () => {
  it('keeps each format the site takes and nothing else', () => {
    expect(['jpg', 'JPEG', 'png', 'webp', 'heic', 'gif', ''].map(mimeTypeOf)).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/png',
      'image/webp',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('changes only the ending of a name', () => {
    expect(withExtension('porch-at-dusk-m3x1.webp', 'jpg')).toBe('porch-at-dusk-m3x1.jpg');
    expect(withExtension('photo', 'jpg')).toBe('photo.jpg');
  });
});

describe('uploadStatusText', () => {
  it('says what is happening to the photo', () => {
    expect(uploadStatusText(undefined)).toBeUndefined();
    expect(uploadStatusText({ state: 'working', filename: 'deck-m3x1.jpg' })).toMatch(/^Preparing deck-m3x1\.jpg: .*3,000 pixels/);
    expect(uploadStatusText({ state: 'done', filename: 'deck-m3x1.jpg', width: 2250, height: 3000, bytes: 1.5 * 1024 * 1024 })).toBe(
      'deck-m3x1.jpg is ready: 2250 x 3000 pixels, 1.5 MB, with no location, camera or other hidden data.',
    );
    expect(uploadStatusText({ state: 'done', filename: 'plan-m3x1.png', width: 3000, height: 1500, bytes: 91_392 })).toContain(', 89 KB, ');
    expect(uploadStatusText({ state: 'failed', message: 'No.' })).toBe('No.');
  });
});

describe('useReencodedUpload', () => {
  const photo = (filename: string, bytes = [0xff, 0xd8, 0xff, 0xe0]): PhotoValue => ({
    data: new Uint8Array(bytes),
    extension: filename.split('.').pop()!,
    filename,
  });
  const refuse = (value: PhotoValue) => (value.filename.startsWith('bad') ? 'refused' : undefined);

  it('passes removing, renaming and a refused original straight on', () => {
    const onChange = vi.fn();
    const current = photo('deck-m3x1.jpg');
    const { result } = renderHook(() => useReencodedUpload<PhotoValue | null>(current, onChange, refuse));
    act(() => result.current.onChange(null));
    act(() => result.current.onChange({ ...current, filename: 'deck-renamed.jpg' }));
    const bad = photo('bad-estimate.jpg');
    act(() => result.current.onChange(bad));
    expect(onChange.mock.calls).toEqual([[null], [{ ...current, filename: 'deck-renamed.jpg' }], [bad]]);
    expect(result.current.status).toBeUndefined();
  });

  it('stores nothing when the browser cannot read the file, and says so', async () => {
    // jsdom decodes no pictures: what a browser does with a file it cannot read.
    const onChange = vi.fn();
    const { result } = renderHook(() => useReencodedUpload<PhotoValue | null>(null, onChange, refuse));
    act(() => result.current.onChange(photo('porch-m3x1.jpg')));
    expect(result.current.status).toEqual({ state: 'working', filename: 'porch-m3x1.jpg' });
    await vi.waitFor(() => expect(result.current.status?.state).toBe('failed'));
    expect(uploadStatusText(result.current.status)).toMatch(/^porch-m3x1\.jpg could not be read as a picture \(.*\), so it was not added\. /);
    expect(onChange).not.toHaveBeenCalled();
  });
});
