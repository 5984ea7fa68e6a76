/**
 * What the site accepts as a photo (gallery projects, through the editor or a file). The build
 * re-encodes every photo into resized WebP and publishes nothing else, so these limits are about
 * what the build can read, not what visitors download: a phone's full-size JPEG is fine.
 */
export const PHOTO_UPLOADS = {
  /** Largest file accepted. A 48-megapixel phone JPEG is about 12 MB; a 200 MB TIFF is a mistake. */
  maxMegabytes: 20,
  /** The formats the build reads, by their usual file endings. */
  formats: [
    { name: 'JPEG', extensions: ['jpg', 'jpeg'] },
    { name: 'PNG', extensions: ['png'] },
    { name: 'WebP', extensions: ['webp'] },
  ],
  /**
   * HEIC (an iPhone's own format) is not among them: the image library the build uses cannot read
   * it. What to do instead, in the words the message shows.
   */
  heicAdvice:
    'Save it as JPEG first: on an iPhone, Settings > Camera > Formats > Most Compatible, or share the photo by e-mail, which sends a JPEG',
} as const;
