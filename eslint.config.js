// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

/**
 * The layers of docs/architecture.md, enforced: data flows content -> lib -> pages -> templates
 * -> components, so a module never imports from a layer above it. Tests may reach across (a
 * content test may check what lib/seo builds from it), so they are not held to it.
 */
const layer = (above, why) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          // A relative path that climbs to a layer folder: ../lib/x, ../../components/y.
          regex: `^(\\.{1,2}/)+(${above.join('|')})(/|$)`,
          message: why,
        },
      ],
    },
  ],
});
const layerFiles = (dir) => ({ files: [`src/${dir}/**/*.{ts,tsx,astro}`], ignores: ['**/*.test.{ts,tsx}'] });

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      'react/prop-types': 'off',
      // Only the escaped JSON-LD may set markup from a string (see components/ui/json-ld.tsx).
      'react/no-danger': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    ...layerFiles('content'),
    rules: layer(
      ['lib', 'components', 'templates', 'layouts', 'pages'],
      'content is data: it imports only content. Logic that reads it belongs in src/lib (docs/architecture.md).',
    ),
  },
  {
    ...layerFiles('lib'),
    rules: layer(
      ['components', 'templates', 'layouts', 'pages'],
      'lib is pure logic over content: it must not import UI (docs/architecture.md).',
    ),
  },
  {
    ...layerFiles('components'),
    rules: layer(
      ['templates', 'layouts', 'pages'],
      'components receive their data as props; they never import templates, layouts or pages (docs/architecture.md).',
    ),
  },
  {
    ...layerFiles('templates'),
    rules: layer(['pages'], 'templates are rendered by pages, never the other way (docs/architecture.md).'),
  },
  {
    files: ['src/components/ui/json-ld.tsx'],
    rules: { 'react/no-danger': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
