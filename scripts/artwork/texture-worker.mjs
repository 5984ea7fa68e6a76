/** Worker thread: builds one procedural texture per message (see library.mjs). */
import { parentPort } from 'node:worker_threads';
import { runJob } from './library.mjs';

parentPort.on('message', async (job) => {
  try {
    parentPort.postMessage({ ok: true, result: await runJob(job) });
  } catch (err) {
    parentPort.postMessage({ ok: false, error: String(err && err.stack ? err.stack : err) });
  }
});
