// Serves the editor build (`npm run build:editor`) on this machine as Netlify serves the editor's
// own origin: a file of dist-editor/ when one exists at the address (the editor's browser app, with
// the headers of dist-editor/_headers), and every other address through the function Netlify would
// run (.netlify/v1/functions/ssr/ssr.mjs, the same file, called with a standard Request). PORT
// (default 4322) and HOST (default 127.0.0.1) choose where it listens; the editor's settings come
// from the environment, as on the host (README "Editing on the live site").
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staticSite } from './serve/static-site.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const root = resolve(process.env.EDITOR_DIST_DIR ?? `${projectRoot}dist-editor`);
const functionFile = resolve(projectRoot, '.netlify/v1/functions/ssr/ssr.mjs');
const port = Number(process.env.PORT ?? 4322);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(functionFile) || !existsSync(root)) {
  console.error(`${functionFile} or ${root} is missing: run \`npm run build:editor\` first (\`npm run build\` makes the public site only).`);
  process.exit(1);
}

/** @type {{ default: (request: Request, context: object) => Promise<Response> }} */
const editorFunction = await import(pathToFileURL(functionFile).href);
const serveFile = staticSite(root);

/** Netlify's preferStatic: a file at the address wins over the function. @param {string} pathname */
async function isStaticFile(pathname) {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(`${root}/`) || path.endsWith('/_headers')) return false;
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function callFunction(req, res) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: /** @type {ReadableStream} */ (Readable.toWeb(req)), duplex: 'half' } : {}),
  });
  // The part of Netlify's function context the adapter reads.
  const context = { ip: req.socket.remoteAddress ?? '127.0.0.1', requestId: crypto.randomUUID(), geo: {}, site: {}, deploy: {} };
  const response = await editorFunction.default(request, context);
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  res.statusCode = response.status;
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (response.body)), res);
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const answer = isStaticFile(pathname).then((file) => (file ? serveFile(req, res) : callFunction(req, res)));
  answer.catch((error) => {
    // The log gets the details; the visitor a plain sentence, never a stack trace.
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The editor could not answer this request. The server log has the details.');
  });
});

server.listen({ port, host }, () => {
  console.log(`Serving the website editor at http://${host}:${port}/keystatic`);
});
