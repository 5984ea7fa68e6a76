/** Builds the shared texture library once per run (deterministic seeds). */
import sharp from 'sharp';
import { woodStock, stoneSheet, surfaceSheet, toDataUri } from './textures.mjs';

async function halve({ buf, w, h }) {
  const out = await sharp(buf, { raw: { width: w, height: h, channels: 3 } }).resize(w >> 1, h >> 1).raw().toBuffer();
  return { buf: out, w: w >> 1, h: h >> 1 };
}

const WOODS = ['whiteOak', 'walnut', 'cherry', 'maple', 'cedar', 'ipe', 'greyComposite', 'reclaimed', 'pine'];
const STONE_LIST = ['quartz', 'marble', 'soapstone', 'travertine', 'slate', 'limestone'];

export function textureJobs() {
  const jobs = [];
  WOODS.forEach((name, i) => jobs.push({ name, kind: 'wood', args: [name, { w: 2048, rows: 8, rowH: 150, seed: 11 + i * 7 }] }));
  STONE_LIST.forEach((name, i) => jobs.push({ name, kind: 'stone', args: [name, { w: 1200, h: 800, seed: 5 + i * 3 }] }));
  jobs.push({ name: 'plaster', kind: 'surface', args: [{ w: 512, h: 512, seed: 3, color: '#808080', amp: 0.22, fine: 0.08, scale: 0.006 }] });
  jobs.push({ name: 'granule', kind: 'surface', args: [{ w: 400, h: 400, seed: 9, color: '#808080', amp: 0.1, fine: 0.25, scale: 0.03, speck: 0.35 }] });
  jobs.push({ name: 'linen', kind: 'surface', args: [{ w: 400, h: 400, seed: 21, color: '#808080', amp: 0.06, fine: 0.3, scale: 0.01 }] });
  return jobs;
}

export async function runJob(job) {
  let tex;
  if (job.kind === 'wood') {
    // slice the stock into one image per board (librsvg decodes an image on every use, so
    // small per-board images keep rendering fast); plus half-size copies for thin boards
    tex = woodStock(...job.args);
    const rows = [];
    const small = [];
    const rowBytes = tex.w * tex.rowH * 3;
    for (let r = 0; r < tex.rows; r++) {
      const slice = { buf: tex.buf.subarray(r * rowBytes, (r + 1) * rowBytes), w: tex.w, h: tex.rowH };
      rows.push(await toDataUri(slice, 84));
      small.push(await toDataUri(await halve(slice), 84));
    }
    return { name: job.name, kind: 'wood', w: tex.w, h: tex.h, rows: tex.rows, rowH: tex.rowH, rowUris: rows, smallUris: small };
  }
  if (job.kind === 'stone') tex = stoneSheet(...job.args);
  else tex = surfaceSheet(...job.args);
  const uri = await toDataUri(tex, job.kind === 'surface' ? 80 : 86);
  return { name: job.name, kind: job.kind, w: tex.w, h: tex.h, uri };
}

export async function buildLibrary(runner = runJob) {
  const jobs = textureJobs();
  const results = await Promise.all(jobs.map((j) => runner(j)));
  const lib = {};
  for (const r of results) lib[r.name] = r;
  return lib;
}
