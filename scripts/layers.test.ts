import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md hold because ESLint fails the wrong-way import. These lint
 * made-up files at real paths with the project's own config.
 */
const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layer rule', () => {
  it.each([
    ['src/content/example.ts', "import { href } from '../lib/routes';\nexport const x = href;\n"],
    ['src/content/services/example.ts', "import { Hero } from '../../components/sections/hero';\nexport const x = Hero;\n"],
    ['src/lib/example.ts', "import { Footer } from '../components/sections/footer';\nexport const x = Footer;\n"],
    ['src/lib/seo/example.ts', "import Home from '../../templates/home.astro';\nexport const x = Home;\n"],
    ['src/components/sections/example.tsx', "import Base from '../../layouts/base.astro';\nexport const x = Base;\n"],
  ])('fails %s importing a layer above it', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['src/content/example.ts', "import { brand } from './site';\nexport const x = brand;\n"],
    ['src/lib/example.ts', "import { brand } from '../content/site';\nexport const x = brand;\n"],
    ['src/templates/example.ts', "import { buildHomeMetadata } from '../lib/seo/pages';\nexport const x = buildHomeMetadata;\n"],
    ['src/content/example.test.ts', "import { href } from '../lib/routes';\nexport const x = href;\n"],
  ])('lets %s import downwards (or, in a test, across)', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
