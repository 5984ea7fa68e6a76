/**
 * The editor's house style (`npm run cms` and the live-site editor build, through
 * scripts/editor/integration.mjs; the public build never loads this file).
 *
 * 1. Keystatic writes YAML with js-yaml's `dump()`. Its defaults fold text longer than 80
 *    characters into `>-` blocks and quote with '…', so the first save of any entry would rewrite
 *    the whole file. The content files are written one value per line with "…" quotes, which is
 *    js-yaml with `{ lineWidth: -1, quotingType: '"' }`. In CMS mode `js-yaml` is aliased to this
 *    module, so the editor writes exactly that style: saving an unchanged entry changes nothing,
 *    and editing one field changes one line.
 * 2. `KEYSTATIC_GITHUB_REPO` (owner/name) is a server-side variable, which Vite hides from the
 *    browser; the editor's config runs on both sides and must choose the same storage, so the
 *    value is defined for both here, with KEYSTATIC_DEPLOYED (the live-site build, which never
 *    falls back to the local files).
 */
/* global process, URL -- read in Node (astro.config.mjs); the browser only uses the js-yaml part */
// js-yaml is a devDependency, so it sits at the top of node_modules; imported by path because in
// CMS mode the bare name is aliased to this module.
import yaml from './node_modules/js-yaml/dist/js-yaml.mjs';

export * from './node_modules/js-yaml/dist/js-yaml.mjs';

/** How the content files are written; `scripts` or tests that write YAML should use the same. */
export const YAML_STYLE = { lineWidth: -1, quotingType: '"' };

export function dump(value, options) {
  return yaml.dump(value, { ...YAML_STYLE, ...options });
}

export default { ...yaml, dump };

/**
 * @param {{ deployed?: boolean }} [options] deployed: the live-site build (`npm run build:editor`)
 * @returns {import('astro').AstroIntegration}
 */
export function keystaticHouseStyle({ deployed = false } = {}) {
  return {
    name: 'keystatic-house-style',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            resolve: { alias: [{ find: /^js-yaml$/, replacement: new URL(import.meta.url).pathname }] },
            define: {
              'import.meta.env.KEYSTATIC_GITHUB_REPO': JSON.stringify(process.env.KEYSTATIC_GITHUB_REPO ?? ''),
              'import.meta.env.KEYSTATIC_DEPLOYED': JSON.stringify(deployed),
            },
          },
        });
      },
    },
  };
}
