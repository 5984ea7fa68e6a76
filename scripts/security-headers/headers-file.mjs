// @ts-check
// dist/_headers, the format Netlify and Cloudflare Pages read: written at the end of the build
// (the cdn-headers integration in astro.config.mjs), and read back by scripts/serve.mjs and
// scripts/nginx-headers.mjs, so every server sends what a CDN would.
import { immutableCacheControl, revalidateCacheControl, securityHeaders } from './policy.mjs';

/**
 * One block of a _headers file: a path pattern and the headers sent for the paths it matches.
 * @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule
 */

/**
 * Path rules for the pages' Cache-Control, which must not overlap /_astro/* (where rules overlap,
 * Netlify and Cloudflare join the values). Pages live at extensionless addresses, so each
 * top-level page is listed exactly and each folder that holds only pages gets one splat rule.
 * @param {string[]} htmlFiles built page files, relative to dist/ with forward slashes
 * @param {string[]} otherFiles every other built file, relative to dist/ with forward slashes
 */
export function pageRules(htmlFiles, otherFiles) {
  const mixed = new Set(otherFiles.map((file) => file.split('/')[0]));
  /** @type {Set<string>} */
  const rules = new Set();
  for (const file of htmlFiles) {
    const [top, ...rest] = file.split('/');
    if (!top) continue;
    if (rest.length === 0) {
      const page = top.replace(/\.html$/, '');
      rules.add(page === 'index' ? '/' : `/${page}`);
    } else if (!mixed.has(top)) {
      rules.add(`/${top}/*`);
    } else {
      rules.add(`/${file.replace(/(?:\/index)?\.html$/, '')}`);
    }
  }
  return [...rules].sort();
}

/**
 * dist/_headers for Netlify and Cloudflare Pages.
 * @param {{ policy: string, htmlFiles: string[], otherFiles: string[] }} build
 */
export function buildHeadersFile({ policy, htmlFiles, otherFiles }) {
  const lines = ['# Written by the build from scripts/security-headers.mjs. Do not edit.', '/*'];
  for (const [name, value] of Object.entries(securityHeaders)) lines.push(`  ${name}: ${value}`);
  lines.push(`  Content-Security-Policy: ${policy}`, '', '/_astro/*', `  Cache-Control: ${immutableCacheControl}`, '');
  for (const rule of pageRules(htmlFiles, otherFiles)) lines.push(rule, `  Cache-Control: ${revalidateCacheControl}`);
  lines.push('');
  return lines.join('\n');
}

/**
 * Parses the _headers format: a path pattern on its own line, indented `Name: value` lines below.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: unexpected line "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Whether a _headers path pattern matches a request path (`*` matches anything, as on the CDNs).
 * @param {string} pattern
 * @param {string} pathname
 */
export function patternMatches(pattern, pathname) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers the CDNs send for a path: every matching rule applies; a header set by two rules
 * gets both values joined with a comma, as Netlify and Cloudflare do (so an overlap shows).
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, [string, string]>} */
  const out = new Map();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = out.get(key);
      out.set(key, existing ? [existing[0], `${existing[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(out.values());
}
