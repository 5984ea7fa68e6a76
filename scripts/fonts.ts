/**
 * npm run fonts: cuts the core subsets of the site fonts (scripts/fonts/core-ranges.ts) out of the
 * @fontsource-variable Latin files and writes them, with their @font-face rules, to
 * src/assets/fonts/ and src/styles/fonts-core.css. The outputs are committed; run this again
 * after a fontsource upgrade or a change of the character set.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import subsetFont from 'subset-font';
import { coreCharacters, coreFonts, coreUnicodeRange } from './fonts/core-ranges';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const characters = coreCharacters();
const faces: string[] = [];
const fallbackStacks: string[] = [];

for (const font of coreFonts) {
  const source = readFileSync(require.resolve(font.source));
  // Keep the weight axis whole: headings and body use several weights of one variable file.
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2' });
  writeFileSync(join(root, 'src/assets/fonts', font.file), subset);
  console.log(`${font.file}: ${(source.length / 1000).toFixed(1)} KB -> ${(subset.length / 1000).toFixed(1)} KB`);
  faces.push(`@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url('../assets/fonts/${font.file}') format('woff2-variations');
  unicode-range: ${coreUnicodeRange()};
}`);
  // The stand-in: system fonts scaled to the web font's metrics, so the swap after load barely
  // moves a line (src/lib/browser/web-fonts.ts).
  const { fontFamily, fontFaces } = createFontStack(
    [entireMetricsCollection[font.metrics], ...font.fallbackMetrics.map((name) => entireMetricsCollection[name])],
    { fontFaceFormat: 'styleString' },
  );
  faces.push(fontFaces);
  const standIns = fontFamily.split(', ').filter((name) => name.includes(' Fallback: '));
  fallbackStacks.push(`  ${font.variable}: ${[...standIns, font.generic].join(', ')};`);
}

writeFileSync(
  join(root, 'src/styles/fonts-core.css'),
  `/* Written by scripts/fonts.ts (npm run fonts); do not edit. Declared after the fontsource
   rules, so the browser takes these subsets for the characters they cover. The fallback faces
   and stacks are what the page shows until the web fonts load (src/lib/browser/web-fonts.ts). */
${faces.join('\n\n')}

:root {
${fallbackStacks.join('\n')}
}
`,
);
