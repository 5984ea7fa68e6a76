// @ts-check
// Prints an nginx server block with the headers of the built site: `npm run -s headers:nginx`
// (after `npm run build`). DIST_DIR, NGINX_ROOT and SERVER_NAMES (space-separated) adjust it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { origins } from '../src/content/site.ts';
import { nginxServerBlock, parseHeadersFile } from './security-headers.mjs';

const dist = resolve(process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)));
let text;
try {
  text = readFileSync(join(dist, '_headers'), 'utf8');
} catch {
  console.error(`${join(dist, '_headers')} not found: run \`npm run build\` first.`);
  process.exit(1);
}
const serverNames = (process.env.SERVER_NAMES ?? Object.values(origins).map((origin) => new URL(origin).host).join(' ')).split(/\s+/).filter(Boolean);
process.stdout.write(nginxServerBlock(parseHeadersFile(text), { root: process.env.NGINX_ROOT ?? '/var/www/hearthwood/dist', serverNames }));
