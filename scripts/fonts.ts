/**
 * npm run fonts: cuts the core subsets (fonts/core-ranges.ts) and writes src/assets/fonts/ and
 * src/styles/fonts-core.css, both committed; rerun after a fontsource upgrade or a new character.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { coreCharacters, coreFonts, coreUnicodeRange, metricCompatible } from './fonts/core-ranges';
import { standInMetrics } from './fonts/stand-in-metrics';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const characters = coreCharacters();
const faces: string[] = [];
const fallbackStacks: string[] = [];
/** The weights other than 400 the site sets (font-medium, font-semibold). */
const standInWeights = [500, 600] as const;

/** The web font's average character width (capsize's English-weighted xWidthAvg) at one weight. */
async function averageWidth(source: Buffer, weight: number): Promise<number> {
  const instance = await subsetFont(source, characters, { targetFormat: 'truetype', variationAxes: { wght: weight } });
  return (await fromBuffer(instance)).xWidthAvg;
}

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
  // System fonts scaled to the web font's metrics, so stand-ins and web fonts lay a page out alike.
  const { fontFamily, fontFaces } = createFontStack(
    [standInMetrics[font.metrics], ...font.fallbackMetrics.map((name) => standInMetrics[name])],
    { fontFaceFormat: 'styleString' },
  );
  const standIn = font.fallbackMetrics.reduce((css, name) => {
    const metrics = standInMetrics[name];
    // Capsize names a font once when its full and PostScript names agree (Georgia).
    const names = [...new Set([metrics.fullName, metrics.postscriptName])];
    const own = names.map((n) => `local('${n}')`).join(', ');
    const twins = (metricCompatible[name] ?? []).map((twin) => `local('${twin}')`);
    return css.replace(own, [own, ...twins].join(', '));
  }, fontFaces);
  faces.push(standIn);
  const standIns = fontFamily.split(', ').filter((name) => name.includes(' Fallback: '));
  fallbackStacks.push(`  ${font.variable}: ${[...standIns, font.generic].join(', ')};`);

  // Synthetic bold keeps a system font's widths, but the web fonts widen with weight (Fraunces 3%
  // at 600, enough to move a line break): each weight the site uses gets stand-ins scaled to match.
  const regularWidth = await averageWidth(source, 400);
  for (const weight of standInWeights) {
    const widening = (await averageWidth(source, weight)) / regularWidth;
    const tag = (name: string) => name.replace(' Fallback: ', ` Fallback ${weight}: `);
    faces.push(
      standIn
        .replace(/font-family: "([^"]+)"/g, (_, name: string) => `font-family: "${tag(name)}"`)
        .replace(/size-adjust: ([\d.]+)%/g, (_, size: string) => `size-adjust: ${(Number(size) * widening).toFixed(4)}%`),
    );
    fallbackStacks.push(`  ${font.variable}-${weight}: ${[...standIns.map(tag), font.generic].join(', ')};`);
  }
}

writeFileSync(
  join(root, 'src/styles/fonts-core.css'),
  `/* Written by scripts/fonts.ts (npm run fonts); do not edit. Declared after the fontsource
   rules, so the browser takes these subsets for the characters they cover. The fallback faces
   and stacks are what the first page of a visit shows (src/lib/browser/web-fonts.ts). */
${faces.join('\n\n')}

:root {
${fallbackStacks.join('\n')}
}
`,
);
