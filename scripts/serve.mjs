// Serves dist/ the way a CDN would (scripts/serve/static-site.mjs): clean URLs, gzip or brotli,
// the headers of dist/_headers, and a real 404 status with the not-found page.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticSite } from './serve/static-site.mjs';

// DIST_DIR lets a second build be served beside the main one (e.g. parallel test runs).
const root = resolve(process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)));
const port = Number(process.env.PORT ?? 3000);
// Unset HOST listens on every local address (IPv4 and IPv6), so localhost works either way.
const host = process.env.HOST;

const server = createServer(staticSite(root));

server.listen({ port, ...(host ? { host } : {}) }, () => {
  console.log(`Serving dist/ at http://${host ?? 'localhost'}:${port}`);
});
