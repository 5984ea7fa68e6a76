// @ts-check
/** Worker thread: builds one procedural texture per message (see library.mjs). */
import { parentPort } from 'node:worker_threads';
import { buildTexture } from './library.mjs';

/**
 * @import { Texture, TextureJob } from './library.mjs'
 */
/**
 * What the worker posts back for each job.
 * @typedef {{ ok: true, result: Texture } | { ok: false, error: string }} TextureWorkerReply
 */

if (!parentPort) throw new Error('texture-worker.mjs runs as a worker thread');
const port = parentPort;

port.on('message', async (/** @type {TextureJob} */ job) => {
  try {
    port.postMessage(/** @satisfies {TextureWorkerReply} */ ({ ok: true, result: await buildTexture(job) }));
  } catch (err) {
    const stack = err && typeof err === 'object' && 'stack' in err ? err.stack : undefined;
    port.postMessage(/** @satisfies {TextureWorkerReply} */ ({ ok: false, error: String(stack ? stack : err) }));
  }
});
