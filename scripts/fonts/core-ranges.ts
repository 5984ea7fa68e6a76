/**
 * The characters the site's copy uses (basic Latin and US typographic marks); any other character
 * still renders through fontsource's full Latin file, fetched only when one appears.
 */
import { webFontFamilies } from '../../src/lib/browser/web-fonts';

export interface CodePointRange {
  from: number;
  to: number;
}

export const coreRanges: readonly CodePointRange[] = [
  { from: 0x20, to: 0x7e }, // basic Latin
  { from: 0xa0, to: 0xa0 }, // no-break space
  { from: 0xa9, to: 0xa9 }, // ©
  { from: 0xae, to: 0xae }, // ®
  { from: 0xb0, to: 0xb0 }, // °
  { from: 0xb7, to: 0xb7 }, // ·
  { from: 0xd7, to: 0xd7 }, // ×
  { from: 0x2013, to: 0x2014 }, // – —
  { from: 0x2018, to: 0x2019 }, // ‘ ’
  { from: 0x201c, to: 0x201d }, // “ ”
  { from: 0x2022, to: 0x2022 }, // •
  { from: 0x2026, to: 0x2026 }, // …
  { from: 0x2122, to: 0x2122 }, // ™
];

export function inCoreSubset(codePoint: number): boolean {
  return coreRanges.some((range) => codePoint >= range.from && codePoint <= range.to);
}

/** Every character of the subset, as a string (what the subsetter keeps). */
export function coreCharacters(): string {
  return coreRanges
    .flatMap((range) => Array.from({ length: range.to - range.from + 1 }, (_, i) => String.fromCodePoint(range.from + i)))
    .join('');
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The CSS `unicode-range` of the subset. */
export function coreUnicodeRange(): string {
  return coreRanges.map((r) => (r.from === r.to ? `U+${hex(r.from)}` : `U+${hex(r.from)}-${hex(r.to)}`)).join(', ');
}

/**
 * Each family's source and subset file, and its stand-ins (keys of fonts/stand-in-metrics.ts):
 * Arial and Georgia or Times New Roman on desktops and iPhones, Roboto and Noto Serif on Android.
 */
export const coreFonts = [
  {
    family: webFontFamilies[0],
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-core-wght.woff2',
    metrics: 'inter',
    fallbackMetrics: ['arial', 'roboto'],
    generic: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
    variable: '--font-sans-fallback',
  },
  {
    family: webFontFamilies[1],
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    file: 'fraunces-core-wght.woff2',
    metrics: 'fraunces',
    fallbackMetrics: ['georgia', 'timesNewRoman', 'notoSerif'],
    generic: "ui-serif, Georgia, 'Times New Roman', serif",
    variable: '--font-serif-fallback',
  },
] as const;

/** Metric twins of the stand-ins under other names (Linux, ChromeOS, these test machines): `local()` matches names exactly. */
export const metricCompatible: Partial<Record<string, readonly string[]>> = {
  arial: ['Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
  timesNewRoman: ['Liberation Serif', 'LiberationSerif', 'Tinos', 'Tinos-Regular'],
  georgia: ['Gelasio', 'Gelasio-Regular'],
};
