// @ts-check
// `import url from './module.ts?chunk-url'`: the address of `module.ts` built as a chunk of its
// own, for a script to import() later, when it chooses. A plain `import('./module.ts')` would
// make the importing script a chunk with a dynamic import, and Astro inlines only scripts that
// import nothing (see base.astro: the script that waits for the first paint is inline, so no
// request sits beside the paint, and only the chunk it loads afterwards is a file).
// In a build the module is emitted as a chunk and the URL is its hashed /_astro/ address; in dev
// it is the module's own address, which the dev server compiles on request.
import { relative } from 'node:path';

const suffix = '?chunk-url';
const prefix = '\0chunk-url:';

/** @returns {import('vite').Plugin} */
export function chunkUrl() {
  /** @type {string} */
  let root = process.cwd();
  /** @type {'build' | 'serve'} */
  let command = 'build';
  return {
    name: 'hearthwood:chunk-url',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      if (!resolved) throw new Error(`${source}: no such module (imported by ${importer ?? 'an entry'})`);
      return prefix + resolved.id;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const module = id.slice(prefix.length);
      if (command === 'serve') return `export default ${JSON.stringify(`/${relative(root, module).split('\\').join('/')}`)};`;
      const reference = this.emitFile({ type: 'chunk', id: module });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
