// @ts-check
// Merging the per-page Content-Security-Policies: Astro writes one into every page's
// <meta http-equiv="content-security-policy"> (the directives of ./policy.mjs plus the hashes of
// that page's inline scripts); the header policy is their union, plus what only a header carries.
import { inlineScriptHash } from '../../src/lib/build/csp.ts';
import { headerOnlyDirectives } from './policy.mjs';

/** @param {string[]} values */
const unique = (values) => [...new Set(values)];

/**
 * A policy string as an ordered map of directive -> sources.
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
export function parsePolicy(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** @param {Map<string, string[]>} directives */
export function serializePolicy(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The header policy: every source any page's <meta> policy allows (they differ only in which
 * inline-script hashes a page needs), plus the header-only directives.
 * @param {string[]} metaPolicies
 */
export function headerPolicy(metaPolicies) {
  if (metaPolicies.length === 0) throw new Error('No page carries a Content-Security-Policy <meta>.');
  /** @type {Map<string, string[]>} */
  const union = new Map();
  for (const policy of metaPolicies) {
    for (const [name, sources] of parsePolicy(policy)) union.set(name, unique([...(union.get(name) ?? []), ...sources]));
  }
  for (const [name, sources] of parsePolicy(headerOnlyDirectives.join(';'))) union.set(name, sources);
  for (const [name, sources] of union) {
    if (/^script-src/.test(name) && sources.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'")) {
      throw new Error(`${name} must not allow 'unsafe-inline' or 'unsafe-eval'.`);
    }
  }
  return serializePolicy(union);
}

/**
 * The Content-Security-Policy <meta> of a built page, or undefined.
 * @param {string} html
 */
export function metaPolicyOf(html) {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/http-equiv\s*=\s*["']?content-security-policy/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const value = content?.[1] ?? content?.[2];
    if (value !== undefined) return value.replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return undefined;
}

/**
 * Whether a <script type> is one a browser runs (and so one a Content-Security-Policy governs);
 * JSON-LD and other data blocks are not. No type, or an empty one, is JavaScript.
 * @param {string | undefined} type
 */
export const runsAsScript = (type) =>
  type === undefined || type === '' || type === 'module' || /^(text|application)\/(java|ecma)script$/i.test(type);

/**
 * The CSP source expressions ('sha256-…') of the inline scripts a page runs.
 * @param {string} html
 * @returns {Promise<Set<string>>}
 */
export async function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (!runsAsScript(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1])) continue;
    hashes.add(`'${await inlineScriptHash(body)}'`);
  }
  return hashes;
}

/**
 * The page with its CSP <meta> allowing only the inline scripts the page itself runs. Astro
 * writes the hashes of every script it knows into every page (the island loaders of pages with
 * no island, scripts of other pages); those bytes sit in the first round trip of every page, and
 * a hash a page does not need is one more script an injection could run there. Unchanged when
 * the page has no CSP <meta>.
 * @param {string} html
 * @returns {Promise<string>}
 */
export async function withPagePolicy(html) {
  const used = await inlineScriptHashes(html);
  return html.replace(/<meta\b[^>]*http-equiv\s*=\s*["']?content-security-policy[^>]*>/i, (tag) =>
    tag.replace(/\s*(?:'|&#39;|&#x27;)(sha256-[A-Za-z0-9+/=]+)(?:'|&#39;|&#x27;)/g, (token, hash) =>
      used.has(`'${hash}'`) ? token : '',
    ),
  );
}
