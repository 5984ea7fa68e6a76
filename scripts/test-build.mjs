// @ts-check
// The cache of builds for the tests (TEST_BUILD=1, astro.config.mjs): their images and content
// store, kept apart from a published build's. The copies of the project that build (the editor
// tests' sandboxes, the recipe check) start from the project's encoded images.
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';

export const testBuildCacheDir = '.astro/test-build';

/**
 * Copies the test builds' encoded images from the project at `from` to its copy at `to`, so the
 * copy's build does not encode every image again.
 * @param {string} from
 * @param {string} to
 */
export async function copyTestImageCache(from, to) {
  const assets = join(from, testBuildCacheDir, 'assets');
  if (existsSync(assets)) await cp(assets, join(to, testBuildCacheDir, 'assets'), { recursive: true });
}

/** node_modules entries some tool writes its cache into: a copy gets its own. */
const NOT_LINKED = new Set(['.vite', '.vite-temp', '.astro', '.cache']);

/**
 * Copies the project at `from` into the empty folder `to` for a build there: every file at its top
 * that is not hidden (the configs and the modules they import), the given folders and the test
 * builds' images. node_modules becomes a folder of links to the project's packages, not one link,
 * so the caches tools write into it (NOT_LINKED) stay the copy's own.
 * @param {string} from
 * @param {string} to
 * @param {string[]} folders
 */
export async function copyProjectForBuild(from, to, folders) {
  const top = await readdir(from, { withFileTypes: true });
  const names = top
    .filter((entry) => (entry.isFile() && !entry.name.startsWith('.')) || (entry.isDirectory() && folders.includes(entry.name)))
    .map((entry) => entry.name);
  await Promise.all(names.map((name) => cp(join(from, name), join(to, name), { recursive: true })));
  await copyTestImageCache(from, to);
  await mkdir(join(to, 'node_modules'));
  const packages = await readdir(join(from, 'node_modules'));
  await Promise.all(packages.filter((name) => !NOT_LINKED.has(name)).map((name) => symlink(join(from, 'node_modules', name), join(to, 'node_modules', name))));
}
