import { z } from 'astro/zod';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { photoFileProblem } from '../photo-files';

/** The first bytes of a file, which say what kind of file it is. */
function fileHead(path: string): Uint8Array {
  const head = new Uint8Array(12);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return head;
}

/**
 * A gallery photo (a path relative to src/content/gallery/, where the project files are): a file
 * that exists, in a format the build reads and within the size limit (content/photo-uploads.ts),
 * then `image` (Astro's image(), which resizes it at build). The message names the file and the
 * rule. Node only: content.config.ts gives it to the gallery schema (content/schemas.ts).
 * `folder` is that folder (`npm run check:content --root` checks another copy of the project).
 */
export const galleryPhoto = <Image extends z.ZodType>(image: () => Image, folder = 'src/content/gallery') =>
  z.preprocess((path, ctx) => {
    if (typeof path !== 'string') return path;
    const file = resolve(folder, path);
    const problem = existsSync(file)
      ? photoFileProblem({ name: basename(file), size: statSync(file).size, head: fileHead(file) })
      : `${path} is not there; upload the photo again in the editor`;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: path });
    return path;
  }, image());
