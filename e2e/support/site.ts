import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join, relative, sep } from 'node:path';
import { allRoutes, distDir, type RouteEntry, type TemplateName } from './routes';

export { distDir };

/** Every built HTML file, as [address, absolute file path]. */
export function builtPages(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const rel = relative(distDir, full).split(sep).join('/').replace(/\.html$/, '');
        const address = rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`;
        out.push([address, full]);
      }
    }
  };
  walk(distDir);
  return out.sort(([a], [b]) => a.localeCompare(b));
}

export function readPage(file: string): string {
  return readFileSync(file, 'utf8');
}

/** At most `perFamily` routes of each family, spread evenly and always the same ones. */
export function sampleRoutes(perFamily = 12): RouteEntry[] {
  const byFamily = new Map<TemplateName, RouteEntry[]>();
  for (const route of allRoutes()) {
    const list = byFamily.get(route.template) ?? [];
    list.push(route);
    byFamily.set(route.template, list);
  }
  return [...byFamily.values()].flatMap((routes) => {
    if (routes.length <= perFamily) return routes;
    const step = routes.length / perFamily;
    return Array.from({ length: perFamily }, (_, i) => routes[Math.floor(i * step)] as RouteEntry);
  });
}

/** The first route of each family: one page per template. */
export function onePerTemplate(): RouteEntry[] {
  const seen = new Set<TemplateName>();
  return allRoutes().filter((route) => !seen.has(route.template) && seen.add(route.template));
}

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

/** What a search engine reads from the raw HTML, without running any script. */
export function readHead(html: string) {
  const metaTags = html.match(/<meta\b[^>]*>/gi) ?? [];
  const meta = (key: string) =>
    metaTags.map((tag) => ((attr(tag, 'name') ?? attr(tag, 'property')) === key ? attr(tag, 'content') : undefined)).find(Boolean);
  const linkTags = html.match(/<link\b[^>]*>/gi) ?? [];
  const canonical = linkTags.map((tag) => (attr(tag, 'rel') === 'canonical' ? attr(tag, 'href') : undefined)).find(Boolean);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
  return {
    title: decodeEntities(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''),
    description: decodeEntities(meta('description') ?? ''),
    robots: meta('robots') ?? '',
    ogImage: meta('og:image'),
    canonical,
    jsonLd,
    h1Count: (html.match(/<h1\b/gi) ?? []).length,
  };
}

export function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every @type in a JSON-LD document, including nested ones. */
export function jsonLdTypes(documents: string[]): string[] {
  const types: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const type = (node as Record<string, unknown>)['@type'];
      for (const t of [type].flat()) if (typeof t === 'string') types.push(t);
      Object.values(node).forEach(visit);
    }
  };
  documents.forEach((doc) => visit(JSON.parse(doc)));
  return types;
}

/** Third-party hosts (the work-request form, analytics) are not what these tests test: refused at once, as a blocker or a dead network would, so nothing waits on them. */
export async function blockThirdParties(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
}
