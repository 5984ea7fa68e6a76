/**
 * The metrics of the web fonts and their system stand-ins that scripts/fonts.ts scales the
 * stand-ins by, as @capsizecss/metrics 4.3.0 (MIT) gives them. Its package holds every Google and
 * system font (29,613 files, a quarter of what `npm install` writes); the script uses these seven.
 * Only the regular face: the script measures the widths at other weights from the web font files.
 */
import type { FontMetrics } from '@capsizecss/core';

export const standInMetrics = {
  inter: { familyName: 'Inter', fullName: 'Inter Regular', postscriptName: 'Inter-Regular', category: 'sans-serif', capHeight: 1490, ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xHeight: 1118, xWidthAvg: 978, subsets: { latin: { xWidthAvg: 978 }, thai: { xWidthAvg: 1344 } } },
  fraunces: { familyName: 'Fraunces', fullName: 'Fraunces Regular', postscriptName: 'Fraunces-Regular', category: 'serif', capHeight: 1400, ascent: 1956, descent: -510, lineGap: 0, unitsPerEm: 2000, xHeight: 964, xWidthAvg: 938, subsets: { latin: { xWidthAvg: 938 }, thai: { xWidthAvg: 1000 } } },
  arial: { familyName: 'Arial', fullName: 'Arial', postscriptName: 'ArialMT', category: 'sans-serif', capHeight: 1467, ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xHeight: 1062, xWidthAvg: 913, subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } } },
  roboto: { familyName: 'Roboto', fullName: 'Roboto Regular', postscriptName: 'Roboto-Regular', category: 'sans-serif', capHeight: 1456, ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xHeight: 1082, xWidthAvg: 911, subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } } },
  georgia: { familyName: 'Georgia', fullName: 'Georgia', postscriptName: 'Georgia', category: 'serif', capHeight: 1419, ascent: 1878, descent: -449, lineGap: 0, unitsPerEm: 2048, xHeight: 986, xWidthAvg: 913, subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 2048 } } },
  timesNewRoman: { familyName: 'Times New Roman', fullName: 'Times New Roman', postscriptName: 'TimesNewRomanPSMT', category: 'serif', capHeight: 1356, ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xHeight: 916, xWidthAvg: 832, subsets: { latin: { xWidthAvg: 832 }, thai: { xWidthAvg: 1593 } } },
  notoSerif: { familyName: 'Noto Serif', fullName: 'Noto Serif Regular', postscriptName: 'NotoSerif-Regular', category: 'serif', capHeight: 714, ascent: 1069, descent: -293, lineGap: 0, unitsPerEm: 1000, xHeight: 536, xWidthAvg: 481, subsets: { latin: { xWidthAvg: 481 }, thai: { xWidthAvg: 600 } } },
} satisfies Record<string, FontMetrics>;
