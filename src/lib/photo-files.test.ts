import { describe, expect, it } from 'vitest';
import { PHOTO_UPLOADS } from '../content/photo-uploads';
import { photoFileProblem } from './photo-files';

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0]);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const WEBP_HEAD = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBP');
const MB = 1024 * 1024;

describe('photoFileProblem', () => {
  it('accepts JPEG, PNG and WebP photos up to the limit, whatever the case of the ending', () => {
    expect(photoFileProblem({ name: 'deck.JPG', size: 8 * MB, head: JPEG_HEAD })).toBeUndefined();
    expect(photoFileProblem({ name: 'deck.jpeg', size: PHOTO_UPLOADS.maxMegabytes * MB, head: JPEG_HEAD })).toBeUndefined();
    expect(photoFileProblem({ name: 'plan.png', size: MB, head: PNG_HEAD })).toBeUndefined();
    expect(photoFileProblem({ name: 'mantel.webp', size: MB, head: WEBP_HEAD })).toBeUndefined();
  });

  it('names the file and the limit when a photo is too large', () => {
    expect(photoFileProblem({ name: 'kitchen.jpg', size: 34.2 * MB, head: JPEG_HEAD })).toBe(
      `kitchen.jpg is 34.2 MB; a photo may be at most ${PHOTO_UPLOADS.maxMegabytes} MB. Export it smaller (the site shows photos at most 1600 pixels wide).`,
    );
  });

  it('refuses a file that is not a photo, naming it and the formats', () => {
    expect(photoFileProblem({ name: 'estimate.pdf', size: MB, head: new Uint8Array(12) })).toBe(
      'estimate.pdf is a .pdf file; the site takes JPEG, PNG or WebP photos.',
    );
    expect(photoFileProblem({ name: 'notes.jpg', size: 100, head: new TextEncoder().encode('Hello there!') })).toMatch(
      /^notes\.jpg is named like a JPEG photo but is not one/,
    );
  });

  it('tells how to turn an iPhone HEIC photo into one the site takes', () => {
    expect(photoFileProblem({ name: 'IMG_0412.HEIC', size: 3 * MB, head: new Uint8Array(12) })).toContain('Most Compatible');
  });
});
