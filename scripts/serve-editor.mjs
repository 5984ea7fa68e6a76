// Serves the live-site editor build (`npm run build:editor`) on this machine as Netlify serves it:
// the function Netlify would run (.netlify/v1/functions/ssr/ssr.mjs, the same file, called with a
// standard Request) answers the paths its config names (/keystatic, /api/keystatic/*), and every
// other address is dist/ as a CDN serves it (scripts/serve/static-site.mjs: _headers, clean URLs,
// real 404s). PORT (default 4322) and HOST (default 127.0.0.1) choose where it listens; the
// editor's settings come from the environment, as on the host (README "Editing on the live site").
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { patternMatches } from './security-headers.mjs';
import { staticSite } from './serve/static-site.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const root = resolve(process.env.DIST_DIR ?? `${projectRoot}dist`);
const functionFile = resolve(projectRoot, '.netlify/v1/functions/ssr/ssr.mjs');
const port = Number(process.env.PORT ?? 4322);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(functionFile)) {
  console.error(`${functionFile} is missing: run \`npm run build:editor\` first (\`npm run build\` makes the public site only).`);
  process.exit(1);
}

/** @type {{ default: (request: Request, context: object) => Promise<Response>, config: { path: string | string[] } }} */
const editorFunction = await import(pathToFileURL(functionFile).href);
const functionPaths = [editorFunction.config.path].flat();
const servedByFunction = (/** @type {string} */ pathname) => functionPaths.some((pattern) => patternMatches(pattern, pathname));
const serveFile = staticSite(root);

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
  const answer = servedByFunction(pathname) ? callFunction(req, res) : serveFile(req, res);
  answer.catch((error) => {
    // The log gets the details; the visitor a plain sentence, never a stack trace.
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The editor could not answer this request. The server log has the details.');
  });
});

server.listen({ port, host }, () => {
  console.log(`Serving the site with its editor at http://${host}:${port} (editor: http://${host}:${port}/keystatic)`);
});
