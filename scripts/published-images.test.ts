import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  });
});
