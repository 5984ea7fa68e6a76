// @ts-check
// The cache of builds for the tests (TEST_BUILD=1, astro.config.mjs): their images and content
// store, kept apart from a published build's. The copies of the project that build (the editor
// tests' sandboxes, the recipe check) start from the project's encoded images.
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
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
