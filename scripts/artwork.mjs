#!/usr/bin/env node
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

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const opt = (name) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : undefined;
};
const force = flag('force');
const only = opt('only');
const cpus = availableParallelism();
const concurrency = Math.max(1, Number(opt('jobs')) || Math.min(4, cpus));

async function checkManifest() {
  // A service added to src/content/types.ts needs a scene here too.
  for (const slug of SERVICE_SLUGS) if (!SERVICES[slug]) console.warn(`warning: no artwork scene for service ${slug}`);
}

/** Build the texture library on worker threads (one texture per message). */
async function buildLibraryParallel() {
  const jobs = textureJobs();
  const n = Math.max(1, Math.min(cpus, 4, jobs.length));
  const workers = Array.from({ length: n }, () => new Worker(new URL('./artwork/texture-worker.mjs', import.meta.url)));
  const lib = {};
  let next = 0;
  await Promise.all(
    workers.map(
      (w) =>
        new Promise((resolve, reject) => {
          const feed = () => {
            if (next >= jobs.length) {
              resolve();
              return;
            }
            w.postMessage(jobs[next++]);
          };
          w.on('message', (msg) => {
            if (!msg.ok) {
              reject(new Error(msg.error));
              return;
            }
            lib[msg.result.name] = msg.result;
            feed();
          });
          w.on('error', reject);
          feed();
        }),
    ),
  );
  await Promise.all(workers.map((w) => w.terminate()));
  return lib;
}

/** Relative luminance contrast of white text over the left half (99th percentile brightness). */
async function leftHalfContrast(file) {
  const img = sharp(file);
  const { width, height } = await img.metadata();
  const { data, info } = await img.extract({ left: 0, top: 0, width: Math.floor(width / 2), height }).resize(400).raw().toBuffer({ resolveWithObject: true });
  const lum = [];
  const lin = (c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  for (let i = 0; i < data.length; i += info.channels) lum.push(0.2126 * lin(data[i]) + 0.7152 * lin(data[i + 1]) + 0.0722 * lin(data[i + 2]));
  lum.sort((a, b) => a - b);
  const p99 = lum[Math.floor(lum.length * 0.99)];
  return 1.05 / (p99 + 0.05);
}

async function main() {
  await checkManifest();
  let jobs = buildJobs();
  if (flag('list')) {
    for (const j of jobs) console.log(`${j.out}  ${j.w}x${j.h}  ${j.mod}.${j.fn}`);
    return;
  }
  if (only) jobs = jobs.filter((j) => j.out.includes(only));
  const kept = [];
  const todo = [];
  for (const j of jobs) (existsSync(path.join(root, j.out)) && !force ? kept : todo).push(j);
  for (const j of kept) console.log(`kept     ${j.out} (exists; use --force to overwrite)`);
  if (!todo.length) {
    console.log(`Nothing to render: ${kept.length} kept.`);
    return;
  }
  const t0 = performance.now();
  const lib = await buildLibraryParallel();
  console.log(`textures ready in ${((performance.now() - t0) / 1000).toFixed(1)}s`);
  const scenes = {};
  const loadScene = async (mod) => (scenes[mod] ||= await import(`./artwork/scenes/${mod}.mjs`));

  let written = 0;
  let bytes = 0;
  let cursor = 0;
  const results = [];
  async function worker() {
    while (cursor < todo.length) {
      const j = todo[cursor++];
      const m = await loadScene(j.mod);
      const rng = makeRng(hashString(j.out));
      const S = createScene(j.w, j.h, lib, rng, j.view || {});
      m[j.fn](S, { ...j.opts, seed: hashString(j.out) % 1000 });
      const file = path.join(root, j.out);
      const r = await renderJpeg(S.toString(), file, { width: j.w, height: j.h, quality: 82 });
      let note = '';
      if (j.checkLeft) note = `, white-text contrast on left half ${(await leftHalfContrast(file)).toFixed(1)}:1`;
      written++;
      bytes += r.bytes;
      results.push(j.out);
      console.log(`wrote    ${j.out} (${j.w}x${j.h}, ${(r.bytes / 1024).toFixed(0)} KB, q${r.quality}${note})`);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
  const secs = (performance.now() - t0) / 1000;
  console.log(`Done: ${written} written (${(bytes / 1048576).toFixed(1)} MB), ${kept.length} kept, ${secs.toFixed(1)}s.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
