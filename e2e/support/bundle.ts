import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runsAsScript } from '../../scripts/security-headers.mjs';
import type { RouteEntry } from './routes';
import { distDir } from './site';

/**
 * First-load JavaScript of a built page, measured from dist/ the way a browser fetches it before
 * any interaction: the page's own scripts, the chunks its inline scripts load by address (the
 * after-paint chunk, lib/browser/after-paint.ts), the islands that hydrate by themselves and
 * everything those chunks import statically. Dynamic `import()` targets inside chunks (the
 * gallery viewer, for example) load on interaction and are left out.
 */

/** A chunk an inline script names by its address, to load it itself: "/_astro/x.js". */
const CHUNK_ADDRESS = /(["'`])(\/_astro\/[\w.-]+\.m?js)\1/g;

/** Islands that hydrate without an interaction. */
const SELF_HYDRATING = new Set(['load', 'idle', 'visible', 'painted']);


const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

const gzipCache = new Map<string, number>();

/** Gzip size at level 9; each file is compressed once however many pages load it. */
export function gzipBytes(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

function gzipFile(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipBytes(readFileSync(file));
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * Static imports of a built chunk: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
 * `import("./x.js")` is dynamic and does not match (the quote must follow the keyword or `from`).
 * Only relative `.js` specifiers are kept, so a stray "import" inside a string cannot add a
 * file that does not exist.
 */
const STATIC_IMPORT =
  /(?<![\w$.])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^{}]*\}|\*(?:\s*as\s+[\w$]+)?)?\s*from\s*)?(["'`])(\.{1,2}\/[^"'`\s]+?\.m?js)\1/g;

function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((m) => m[2] as string);
}

/** A site path ("/_astro/x.js") as a file under dist, or undefined for another host. */
function localFile(src: string): string | undefined {
  if (/^(https?:)?\/\//i.test(src)) return undefined;
  const path = src.split(/[?#]/)[0] as string;
  return join(distDir, ...path.split('/').filter(Boolean));
}

export interface PageJavaScript {
  /** dist-relative paths of the external chunks, in discovery order. */
  files: string[];
  /** Gzip bytes of the external chunks. */
  externalGzip: number;
  /** Gzip bytes of the inline scripts (each compressed on its own: a slight over-count). */
  inlineGzip: number;
  /** Script addresses on other hosts: not measurable here, listed so a test can refuse them. */
  thirdParty: string[];
  total: number;
}

/**
 * Every chunk a page loads before interaction. Islands with client:visible are counted even if
 * they sit below the fold: they load as soon as the reader scrolls, so this is the upper bound.
 */
function pageJavaScript(html: string): PageJavaScript {
  const entry: string[] = [];
  const thirdParty: string[] = [];
  let inlineGzip = 0;

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = match[1] ?? '';
    if (!runsAsScript(attr(tag, 'type'))) continue;
    const src = attr(tag, 'src');
    const body = match[2] ?? '';
    if (src) entry.push(src);
    else if (body.trim()) {
      inlineGzip += gzipBytes(body);
      for (const address of body.matchAll(CHUNK_ADDRESS)) entry.push(address[2] as string);
    }
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const tag = match[0];
    if (!SELF_HYDRATING.has(attr(tag, 'client') ?? '')) continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(tag, name);
      if (url) entry.push(url);
    }
  }

  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (sitePath: string) => {
    const file = localFile(sitePath);
    if (!file) {
      if (!thirdParty.includes(sitePath)) thirdParty.push(sitePath);
      return;
    }
    if (seen.has(file)) return;
    seen.add(file);
    if (!existsSync(file)) throw new Error(`missing script ${sitePath}`);
    files.push(sitePath);
    const dir = posix.dirname(sitePath);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) visit(posix.join(dir, specifier));
  };
  entry.forEach(visit);

  const externalGzip = files.reduce((sum, sitePath) => sum + gzipFile(localFile(sitePath) as string), 0);
  return { files, externalGzip, inlineGzip, thirdParty, total: externalGzip + inlineGzip };
}

/** The built file of a route ("/" -> index.html, "/financing" -> financing.html). */
export function pageFile(path: string): string {
  if (path === '/') return join(distDir, 'index.html');
  return join(distDir, ...`${path.replace(/^\//, '')}.html`.split('/'));
}

export interface PageBudgetRow {
  template: string;
  path: string;
  jsGzip: number;
  htmlGzip: number;
  chunks: number;
  /** The chunks' site paths, in discovery order. */
  files: string[];
  /** The `src` of every `<script src>` in the HTML: files the browser fetches while it parses. */
  scriptTags: string[];
  thirdParty: string[];
}

export function measurePage(template: string, path: string, file = pageFile(path)): PageBudgetRow {
  const html = readFileSync(file, 'utf8');
  const js = pageJavaScript(html);
  const scriptTags = [...html.matchAll(/<script\b[^>]*\ssrc\s*=\s*"([^"]*)"/gi)].map((m) => m[1] as string);
  return { template, path, jsGzip: js.total, htmlGzip: gzipBytes(html), chunks: js.files.length, files: js.files, scriptTags, thirdParty: js.thirdParty };
}

export function measureRoute(route: RouteEntry): PageBudgetRow {
  return measurePage(route.template, route.path);
}

/** KB as Vite reports it (1,000 bytes): the stricter reading of QUALITY.md's budgets. */
export const KB = 1000;

export const kb = (bytes: number) => (bytes / KB).toFixed(1);
