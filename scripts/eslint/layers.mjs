// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The layers of docs/architecture.md: data flows content -> lib -> pages -> templates ->
 * components, so a module never imports from a layer above it. This rule resolves each import
 * (static, re-export or dynamic import()) to the file it names, however it is spelt
 * (../lib/x, ../content/../components/y, /src/lib/z), and reports one that lands in a layer the
 * importing file may not use. Tests are not held to it: a content test may check what lib/build/seo
 * builds from the content.
 */

/** What each layer may not import, and why (the message a developer sees). */
const ui = ['components', 'layouts', 'templates', 'pages'];
const forbidden = {
  content: { layers: ['lib', 'lib/browser', 'lib/build', ...ui], why: 'content is data: it imports only content; logic that reads it belongs in src/lib' },
  lib: { layers: ['lib/build', ...ui], why: 'src/lib/*.ts runs in the browser as well as the build: it must not import UI, nor lib/build, which would ship build-only code to the browser' },
  'lib/browser': { layers: ['lib/build', ...ui], why: 'lib/browser runs in the page: it must not import UI, nor lib/build, which would ship build-only code to the browser' },
  'lib/build': { layers: ['lib/browser', ...ui], why: 'lib/build runs while the site is built: it must not import UI, nor lib/browser, which needs a document' },
  components: { layers: ['layouts', 'templates', 'pages'], why: 'components get their data as props (or read content); they never import layouts, templates or pages' },
  layouts: { layers: ['templates', 'pages'], why: 'layouts wrap templates; they never import templates or pages' },
  templates: { layers: ['pages'], why: 'templates are rendered by pages, never the other way' },
};

/**
 * The src/ layer of a file, or undefined outside src/. A script block of an .astro file is
 * linted as a virtual file inside it (home.astro/1_1.ts): it belongs to the .astro file.
 * @param {string} root the project folder
 * @param {string} file an absolute path
 */
function layerOf(root, file) {
  const parts = relative(root, file.replace(/\.astro[\\/][^\\/]*$/, '.astro')).split(sep);
  if (parts[0] !== 'src' || parts.length <= 2) return undefined;
  // src/lib is arranged by where code runs: lib/browser, lib/build, and lib/*.ts for both.
  if (parts[1] === 'lib' && parts.length > 3 && (parts[2] === 'browser' || parts[2] === 'build')) return `lib/${parts[2]}`;
  return parts[1];
}

/**
 * The absolute path an import names, or undefined for a package import.
 * @param {string} root
 * @param {string} importer absolute path of the importing file
 * @param {string} specifier
 */
function importedPath(root, importer, specifier) {
  if (specifier.startsWith('/src/')) return resolve(root, `.${specifier}`);
  if (!specifier.startsWith('.')) return undefined;
  return resolve(dirname(importer.replace(/\.astro[\\/][^\\/]*$/, '.astro')), specifier);
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports follow the layers of docs/architecture.md.' } },
  create(context) {
    const root = context.cwd;
    const from = layerOf(root, context.filename);
    const rules = from ? forbidden[/** @type {keyof typeof forbidden} */ (from)] : undefined;
    if (!rules) return {};
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importedPath(root, context.filename, source.value);
      const to = target ? layerOf(root, target) : undefined;
      if (to && rules.layers.includes(to)) {
        context.report({ node: source, message: `${from} must not import ${to} ('${source.value}'): ${rules.why} (docs/architecture.md).` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const housePlugin = { rules: { layers: rule } };
