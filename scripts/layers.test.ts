import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md hold because ESLint fails the wrong-way import
 * (scripts/eslint/layers.mjs). These lint made-up files at real paths with the project's config.
 */
const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'house/layers').map((m) => m.message);
}

describe('the layer rule', () => {
  // The first lint loads the config and the TypeScript parser: seconds on a busy two-core machine,
  // which is not the rule's doing, so it is paid once here rather than by the first case.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/content/warm-up.ts' }), 60_000);

  it.each([
    ['src/content/example.ts', "import { href } from '../lib/routes';\nexport const x = href;\n"],
    ['src/content/services/example.ts', "import { Hero } from '../../components/sections/hero';\nexport const x = Hero;\n"],
    ['src/content/example.ts', "import { href } from '../../src/lib/routes';\nexport const x = href;\n"],
    ['src/content/example.ts', "import { href } from '/src/lib/routes';\nexport const x = href;\n"],
    ['src/content/example.ts', "export { href } from '../lib/routes';\n"],
    ['src/content/example.ts', "export const later = () => import('../lib/routes');\n"],
    ['src/lib/example.ts', "import { Footer } from '../content/../components/sections/footer';\nexport const x = Footer;\n"],
    ['src/lib/build/seo/example.ts', "import Home from '../../../templates/home.astro';\nexport const x = Home;\n"],
    ['src/components/sections/example.tsx', "import Base from '../../layouts/base.astro';\nexport const x = Base;\n"],
    ['src/layouts/example.ts', "import Home from '../templates/home.astro';\nexport const x = Home;\n"],
    ['src/content/example.mjs', "import { href } from '../lib/routes';\nexport const x = href;\n"],
    ['src/lib/example.ts', "import { href } from './build/routes';\nexport const x = href;\n"],
    ['src/lib/browser/example.ts', "import { sitemapXml } from '../build/sitemap';\nexport const x = sitemapXml;\n"],
    ['src/lib/build/example.ts', "import { applyLocationQuery } from '../browser/location-query';\nexport const x = applyLocationQuery;\n"],
  ])('fails %s importing a layer above it: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['src/content/example.ts', "import { brand } from './site';\nexport const x = brand;\n"],
    ['src/lib/example.ts', "import { brand } from '../content/site';\nexport const x = brand;\n"],
    ['src/components/sections/example.tsx', "import { navigation } from '../../content/navigation';\nexport const x = navigation;\n"],
    ['src/lib/build/example.ts', "import { formatHours } from '../format';\nexport const x = formatHours;\n"],
    ['src/lib/browser/example.ts', "import { cn } from '../cn';\nexport const x = cn;\n"],
    ['src/templates/example.ts', "import { buildHomeMetadata } from '../lib/build/seo/pages';\nexport const x = buildHomeMetadata;\n"],
    ['src/content/example.test.ts', "import { href } from '../lib/routes';\nexport const x = href;\n"],
  ])('lets %s import downwards (or, in a test, across): %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
