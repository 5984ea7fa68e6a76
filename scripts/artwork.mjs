#!/usr/bin/env node
// @ts-check
/**
 * Renders the site's original artwork: service cards, heroes, the share image and sample gallery
 * photo sets. Everything is drawn as SVG (procedural wood, stone and paint textures computed in
 * JS, composed into editorial scenes) and rasterised with sharp. Output is deterministic: seeds
 * come from each output path, so the same files come out on every run.
 *
 * Existing files are kept unless --force is given, so a real photo saved under the same name
 * replaces a sample for good.
 *
 * Usage: node scripts/artwork.mjs [--force] [--only=<substring>] [--jobs=<n>] [--list]
 *   --force        overwrite files that already exist
 *   --only=text    only outputs whose path contains text (e.g. --only=services/, --only=hero)
 *   --jobs=n       renders in flight at once (default: CPU count, at most 4)
 *   --list         print the manifest and exit
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { buildJobs, SERVICE_SLUGS, SERVICES } from './artwork/jobs.mjs';
import { textureJobs } from './artwork/library.mjs';
import { createScene } from './artwork/svg.mjs';
import { makeRng, hashString } from './artwork/rng.mjs';
import { renderJpeg } from './artwork/render.mjs';
import { recordChecksums } from './artwork/checksums.mjs';

/**
 * @import { Job, SceneFunction } from './artwork/jobs.mjs'
 * @import { TextureLibrary } from './artwork/library.mjs'
 * @import { TextureWorkerReply } from './artwork/texture-worker.mjs'
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const args = process.argv.slice(2);
/** @param {string} name */
const hasFlag = (name) => args.includes(`--${name}`);
/** @param {string} name */
const option = (name) => {
  const match = args.find((arg) => arg.startsWith(`--${name}=`));
  return match ? match.slice(name.length + 3) : undefined;
};
const force = hasFlag('force');
const only = option('only');
const cpus = availableParallelism();
const concurrency = Math.max(1, Number(option('jobs')) || Math.min(4, cpus));

async function checkManifest() {
  // A service added to src/content/services/slugs.ts needs a scene here too.
  for (const slug of SERVICE_SLUGS) if (!SERVICES[slug]) console.warn(`warning: no artwork scene for service ${slug}`);
}

/**
 * Build the texture library on worker threads (one texture per message).
 * @returns {Promise<TextureLibrary>}
 */
async function buildLibraryParallel() {
  const jobs = textureJobs();
  const workerCount = Math.max(1, Math.min(cpus, 4, jobs.length));
  const workers = Array.from({ length: workerCount }, () => new Worker(new URL('./artwork/texture-worker.mjs', import.meta.url)));
  /** @type {TextureLibrary} */
  const library = {};
  let next = 0;
  await Promise.all(
    workers.map(
      (worker) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve, reject) => {
            const feed = () => {
              if (next >= jobs.length) {
                resolve();
                return;
              }
              worker.postMessage(jobs[next++]);
            };
            worker.on('message', (/** @type {TextureWorkerReply} */ message) => {
              if (!message.ok) {
                reject(new Error(message.error));
                return;
              }
              library[message.result.name] = message.result;
              feed();
            });
            worker.on('error', reject);
            feed();
          })
        ),
    ),
  );
  await Promise.all(workers.map((worker) => worker.terminate()));
  return library;
}

/**
 * Relative luminance contrast of white text over the left half (99th percentile brightness).
 * @param {string} file a rendered JPEG
 * @returns {Promise<number>}
 */
async function leftHalfContrast(file) {
  const image = sharp(file);
  const { width, height } = /** @type {{ width: number, height: number }} */ (await image.metadata());
  const { data, info } = await image.extract({ left: 0, top: 0, width: Math.floor(width / 2), height }).resize(400).raw().toBuffer({ resolveWithObject: true });
  /** @type {number[]} */
  const luminances = [];
  /** @param {number} channel 0..255 */
  const linearize = (channel) => {
    const scaled = channel / 255;
    return scaled <= 0.04045 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
  };
  // i steps over whole pixels, so the three channel reads are in range
  for (let i = 0; i < data.length; i += info.channels) luminances.push(0.2126 * linearize(/** @type {number} */ (data[i])) + 0.7152 * linearize(/** @type {number} */ (data[i + 1])) + 0.0722 * linearize(/** @type {number} */ (data[i + 2])));
  luminances.sort((left, right) => left - right);
  const brightest = /** @type {number} */ (luminances[Math.floor(luminances.length * 0.99)]);
  return 1.05 / (brightest + 0.05);
}

async function main() {
  await checkManifest();
  let jobs = buildJobs();
  if (hasFlag('list')) {
    for (const job of jobs) console.log(`${job.outputPath}  ${job.width}x${job.height}  ${job.sceneModule}.${job.sceneFunction}`);
    return;
  }
  if (only) jobs = jobs.filter((job) => job.outputPath.includes(only));
  /** @type {Job[]} */
  const kept = [];
  /** @type {Job[]} */
  const todo = [];
  for (const job of jobs) (existsSync(path.join(root, job.outputPath)) && !force ? kept : todo).push(job);
  for (const job of kept) console.log(`kept     ${job.outputPath} (exists; use --force to overwrite)`);
  if (!todo.length) {
    console.log(`Nothing to render: ${kept.length} kept.`);
    return;
  }
  const startedAt = performance.now();
  const library = await buildLibraryParallel();
  console.log(`textures ready in ${((performance.now() - startedAt) / 1000).toFixed(1)}s`);
  /** @type {Record<string, Record<string, SceneFunction | undefined>>} */
  const scenes = {};
  /** @param {string} moduleName */
  const loadScene = async (moduleName) => (scenes[moduleName] ||= await import(`./artwork/scenes/${moduleName}.mjs`));

  let written = 0;
  let bytes = 0;
  let cursor = 0;
  /** @type {string[]} */
  const results = [];
  async function renderLoop() {
    while (cursor < todo.length) {
      const job = /** @type {Job} */ (todo[cursor++]);
      const sceneModule = await loadScene(job.sceneModule);
      const drawScene = sceneModule[job.sceneFunction];
      if (!drawScene) throw new Error(`no scene ${job.sceneModule}.${job.sceneFunction}`);
      const rng = makeRng(hashString(job.outputPath));
      const scene = createScene(job.width, job.height, library, rng, job.view || {});
      drawScene(scene, { ...job.options, seed: hashString(job.outputPath) % 1000 });
      const file = path.join(root, job.outputPath);
      const result = await renderJpeg(scene.toString(), file, { width: job.width, height: job.height, quality: 82 });
      let note = '';
      if (job.checkLeftContrast) note = `, white-text contrast on left half ${(await leftHalfContrast(file)).toFixed(1)}:1`;
      written++;
      bytes += result.bytes;
      results.push(job.outputPath);
      console.log(`wrote    ${job.outputPath} (${job.width}x${job.height}, ${(result.bytes / 1024).toFixed(0)} KB, q${result.quality}${note})`);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, renderLoop));
  // What launch-check compares with: an image still equal to what was drawn is not a photo yet.
  recordChecksums(root, results);
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(`Done: ${written} written (${(bytes / 1048576).toFixed(1)} MB), ${kept.length} kept, ${seconds.toFixed(1)}s.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
