import { readdirSync, readFileSync } from 'node:fs';

/**
 * A span of time typed as figures ("6-12 weeks", "2 to 4 hours", "a 1-2 day setup"). Content quotes
 * the spans of content/durations.ts by name instead, so that changing one there changes every
 * sentence; years (a roof's age, a payback time) are no advertised duration.
 */
export const TYPED_SPAN = /\b\d+\s*(?:-|–|to)\s*\d+[\s-](?:minute|hour|day|week|month)s?\b/i;

/** The lines of the files in a content folder that type a span, as "file: line". */
export function typedSpans(folder: URL, extension: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(extension))
    .flatMap((file) =>
      readFileSync(new URL(file, folder), 'utf8')
        .split('\n')
        .filter((line) => TYPED_SPAN.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
}
