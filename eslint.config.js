// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { housePlugin } from './scripts/eslint/layers.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'dist-editor/', '.astro/', '.netlify/', 'node_modules/', 'test-results/', 'playwright-report/', '.bench/'] },
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
    // The layers of docs/architecture.md (scripts/eslint/layers.mjs); tests may reach across.
    files: ['src/**/*.{ts,tsx,mts,js,mjs,astro}', 'src/**/*.astro/*.{ts,js}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { house: housePlugin },
    rules: { 'house/layers': 'error' },
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
