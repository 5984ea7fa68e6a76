import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateMetadataOf, unreferencedAssetImages } from './published-images.mjs';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'published-images-'));
  await mkdir(join(root, '_astro'));
  await mkdir(join(root, 'support'));
  const files: Record<string, string> = {
    'index.html': '<img src="/_astro/hero.AbC_1x.webp" srcset="/_astro/hero.AbC_2x.webp 2x">',
    'support/guide.html': '<meta property="og:image" content="https://www.example.com/_astro/share.Def_9.jpeg">',
    '_astro/site.css': '.hero{background:url(/_astro/texture.Ghi.avif)}',
    '_astro/hero.AbC_1x.webp': '',
    '_astro/hero.AbC_2x.webp': '',
    '_astro/hero.AbC.jpg': '',
    '_astro/share.Def_9.jpeg': '',
    '_astro/share.Def.jpg': '',
    '_astro/texture.Ghi.avif': '',
    '_astro/island.Jkl.js': '',
  };
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(root, name), text)));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('unreferencedAssetImages', () => {
  it('lists the images under _astro/ that no page, stylesheet or script names: the originals', async () => {
    const files = [
      'index.html',
      'support/guide.html',
      '_astro/site.css',
      '_astro/hero.AbC_1x.webp',
      '_astro/hero.AbC_2x.webp',
      '_astro/hero.AbC.jpg',
      '_astro/share.Def_9.jpeg',
      '_astro/share.Def.jpg',
      '_astro/texture.Ghi.avif',
      '_astro/island.Jkl.js',
    ];
    expect((await unreferencedAssetImages(root, files)).sort()).toEqual(['_astro/hero.AbC.jpg', '_astro/share.Def.jpg']);
  });
});

describe('privateMetadataOf', () => {
  const plain = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a0522d' } });

  it('finds the EXIF and XMP a camera writes', async () => {
    const photo = await plain()
      .jpeg()
      .withExif({ IFD0: { Make: 'Camera', Model: 'One' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
      .toBuffer();
    expect(await privateMetadataOf(photo)).toEqual(['EXIF', 'XMP']);
  });

  it('finds none in what the build writes', async () => {
    expect(await privateMetadataOf(await plain().webp().toBuffer())).toEqual([]);
    expect(await privateMetadataOf(await plain().avif().toBuffer())).toEqual([]);
    expect(await privateMetadataOf(await plain().jpeg().toBuffer())).toEqual([]);
    expect(await privateMetadataOf(await plain().jpeg({ mozjpeg: true }).toBuffer())).toEqual([]);
    expect(await privateMetadataOf(await plain().png().toBuffer())).toEqual([]);
  });

  /** A JPEG with a segment added after its start marker. */
  const withSegment = async (marker: number, data: Buffer | string) => {
    const jpeg = await plain().jpeg().toBuffer();
    const payload = Buffer.from(data);
    const header = Buffer.from([0xff, marker, 0, 0]);
    header.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
  };

  it('finds a JPEG comment and APPn segments with anything in them', async () => {
    expect(await privateMetadataOf(await withSegment(0xfe, 'Taken at 12 Harbor Road by Denise'))).toEqual(['JPEG comment']);
    expect(await privateMetadataOf(await withSegment(0xec, 'Ducky\0\x01\0\x04\0\0\0\x3c'))).toEqual(['APP12 segment "Ducky"']);
    expect(await privateMetadataOf(await withSegment(0xe2, 'MPF\0MM\0*'))).toEqual(['APP2 segment "MPF"']);
    expect(await privateMetadataOf(await withSegment(0xe5, Buffer.from([1, 2, 3])))).toEqual(['APP5 segment']);
    expect(await privateMetadataOf(await plain().jpeg().withIccProfile('p3').toBuffer())).toEqual(['ICC profile']);
  });

  it('lets the JFIF header and the Adobe segment that libjpeg writes pass', async () => {
    const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    expect(await privateMetadataOf(await withSegment(0xe0, jfif))).toEqual([]);
    expect(await privateMetadataOf(await withSegment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1')))).toEqual([]);
    // CMYK JPEGs carry Adobe's segment as libjpeg writes it.
    expect(await privateMetadataOf(await plain().toColourspace('cmyk').jpeg().toBuffer())).toEqual([]);
  });

  /** A PNG with a chunk added before its image data. */
  const withChunk = async (type: string, data: Buffer) => {
    const png = await plain().png().toBuffer();
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    chunk.write(type, 4, 'latin1');
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
    const ihdrEnd = 8 + 12 + 13;
    return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
  };

  it('finds the text chunks and the EXIF of a PNG', async () => {
    const text = Buffer.from('Author\0Denise Client', 'latin1');
    expect(await privateMetadataOf(await withChunk('tEXt', text))).toEqual(['PNG text (tEXt "Author")']);
    const compressed = Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync('12 Harbor Road')]);
    expect(await privateMetadataOf(await withChunk('zTXt', compressed))).toEqual(['PNG text (zTXt "Comment")']);
    const international = Buffer.from('Location\0\0\0en\0Ort\0Chesapeake Beach', 'utf8');
    expect(await privateMetadataOf(await withChunk('iTXt', international))).toEqual(['PNG text (iTXt "Location")']);
    const exif = await plain().png().withExif({ IFD0: { Make: 'Camera' } }).toBuffer();
    expect(await privateMetadataOf(exif)).toEqual(['EXIF']);
  });

  it('finds none in the images in public/, which the build copies as they are', async () => {
    const root = join(import.meta.dirname, '..', 'public');
    const images = (await readdir(root, { recursive: true })).filter((file) => /\.(?:jpe?g|png|webp|avif|gif)$/i.test(file));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(await privateMetadataOf(join(root, image)), image).toEqual([]);
  });
});
