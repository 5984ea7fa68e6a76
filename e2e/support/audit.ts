/**
 * What a search engine sees of the whole built site, read from dist/ without running a script:
 * canonicals, indexability, H1s, titles, descriptions, internal links, the business entity of
 * the JSON-LD, grammar of the visible text, and how alike the programmatic town pages are.
 * The search-quality tests assert on it, and `npm run audit:seo` prints the same figures.
 */
import { citiesOf } from '../../src/lib/build/places';
import { maryland } from './content';
import { SERVICE_SLUGS } from '../../src/content/services/slugs';
import { href } from './routes';
import { builtPages, decodeEntities, readHead, readPage } from './site';

export interface PageFacts {
  address: string;
  html: string;
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  h1: string;
  /** Internal addresses this page links to (path only, no query or hash). */
  links: Set<string>;
}

const stripTags = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();

function internalLinks(address: string, html: string): Set<string> {
  const out = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = decodeEntities(match[1] ?? '');
    if (/^(?:[a-z]+:|\/\/)/i.test(raw)) continue;
    const target = new URL(raw, `http://site${address}`).pathname.replace(/\/$/, '') || '/';
    out.add(target);
  }
  return out;
}

export function readSite(): Map<string, PageFacts> {
  const site = new Map<string, PageFacts>();
  for (const [address, file] of builtPages()) {
    if (address === '/404') continue;
    const html = readPage(file);
    const head = readHead(html);
    site.set(address, {
      address,
      html,
      title: head.title,
      description: head.description,
      canonical: head.canonical ?? '',
      noindex: head.robots.includes('noindex'),
      h1: stripTags(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? ''),
      links: internalLinks(address, html),
    });
  }
  return site;
}

/** Indexable pages whose canonical is their own address: the pages that compete in search. */
export function rankingPages(site: Map<string, PageFacts>): PageFacts[] {
  return [...site.values()].filter((page) => !page.noindex && page.canonical !== '' && new URL(page.canonical).pathname === page.address);
}

/** Groups of ranking pages that share a value (an H1 or a title). */
export function sharedValues(pages: PageFacts[], value: (page: PageFacts) => string): string[][] {
  const groups = new Map<string, string[]>();
  for (const page of pages) groups.set(value(page), [...(groups.get(value(page)) ?? []), page.address]);
  return [...groups.values()].filter((group) => group.length > 1);
}

/** Ranking pages that no other page links to. */
export function orphans(site: Map<string, PageFacts>): string[] {
  const linked = new Set<string>();
  for (const page of site.values()) for (const target of page.links) if (target !== page.address) linked.add(target);
  return rankingPages(site)
    .map((page) => page.address)
    .filter((address) => !linked.has(address));
}

/** Every distinct @id given to a business node (LocalBusiness and its subtypes, Organization). */
export function businessIds(site: Map<string, PageFacts>): Set<string> {
  const types = /^(?:Organization|LocalBusiness|GeneralContractor|HomeAndConstructionBusiness)$/;
  const ids = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      const type = record['@type'];
      const typeList = Array.isArray(type) ? type : [type];
      if (typeList.some((t) => typeof t === 'string' && types.test(t))) ids.add(String(record['@id'] ?? '(no @id)'));
      Object.values(record).forEach(visit);
    }
  };
  for (const page of site.values()) for (const doc of readHead(page.html).jsonLd) visit(JSON.parse(doc));
  return ids;
}

const INLINE = /^(?:a|abbr|b|em|i|small|span|strong|sup|sub|time|mark|q|cite)$/i;

/** Visible text of a page as blocks: inline tags are dropped, block tags end a block. */
function textBlocks(html: string): string[] {
  const body = (/<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html).replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/gi, '\n');
  const joined = body.replace(/<\/?([a-z0-9-]+)\b[^>]*>/gi, (_, tag: string) => (INLINE.test(tag) ? '' : '\n'));
  return joined
    .split('\n')
    .map((block) => decodeEntities(block).replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

// "a" is right before these vowel letters (a "you" or "w" sound); "an" before these consonant letters (a silent h).
const CONSONANT_SOUND = /^(?:one\b|once\b|uni(?!nsul|nten|nv|ndi|nfo|ni)|us[aeu]|uti|ur[aeio]|eu|ewe|u-)/i;
const VOWEL_SOUND_H = /^(?:hour|honest|honou?r|heir)/i;
/** Initialisms read letter by letter whose first letter sounds like a vowel ("an HOA", "an MHIC"). */
const VOWEL_LETTER_INITIALISM = /^[AEFHILMNORSX][A-Z0-9&]+\b/;
/** Numbers read with a vowel sound: 8, 11, 18, 80, 800, 1100s, 1800s, 18th. */
const VOWEL_NUMBER = /^(?:8|11(?![\d,])|18(?![\d,])|11\d\d(?!\d)|18\d\d(?!\d)|11th|18th)/;

function startsWithVowelSound(word: string): boolean {
  if (/^[A-Z][A-Z0-9&]+\b/.test(word) && !/^[A-Z][a-z]/.test(word)) return VOWEL_LETTER_INITIALISM.test(word) || /^[AEIO]/.test(word);
  if (/^\d/.test(word)) return VOWEL_NUMBER.test(word);
  if (VOWEL_SOUND_H.test(word)) return true;
  if (CONSONANT_SOUND.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/** Grammar mistakes in one block of text: a/an before the wrong sound, and doubled words. */
export function grammarHits(block: string): string[] {
  const hits: string[] = [];
  for (const match of block.matchAll(/(?<![\w'’-])(a|an|A|An)\s+([A-Za-z0-9][\w&'’-]*)/g)) {
    const [whole, article, word] = match as unknown as [string, string, string];
    const wantsAn = startsWithVowelSound(word);
    if (wantsAn !== /^an$/i.test(article)) hits.push(`a/an: "${whole}"`);
  }
  for (const match of block.matchAll(/\b([A-Za-z]+)\s+\1\b/gi)) {
    const word = match[1] ?? '';
    if (/^\d+$/.test(word)) continue;
    hits.push(`doubled: "${match[0]}"`);
  }
  return hits;
}

/** Grammar hits of a whole page: title, description and every visible text block. */
export function pageGrammarHits(page: PageFacts): string[] {
  return [page.title, page.description, ...textBlocks(page.html)].flatMap(grammarHits);
}

/** The text's overlapping runs of `size` words, lower-cased: what the similarity audit compares. */
function shingles(text: string, size = 5): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i += 1) out.add(words.slice(i, i + size).join(' '));
  return out;
}

/** Visible text of <main>, with the page's own town and county names masked. */
function maskedMainText(html: string, names: readonly string[]): string {
  let text = (/<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  text = decodeEntities(text).replace(/&[a-z#0-9]+;/gi, ' ');
  for (const name of [...names].sort((a, b) => b.length - a.length)) text = text.split(name).join(' placename ');
  return text.replace(/\s+/g, ' ').trim();
}

function jaccardOf(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const s of a) if (b.has(s)) common += 1;
  const union = a.size + b.size - common;
  return union === 0 ? 0 : common / union;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface SimilarityReport {
  sameTown: { p50: number; p90: number; max: number; worst: string };
  sameService: { p50: number; p90: number; max: number; worst: string };
}

/**
 * Jaccard similarity of the 5-word shingles of the <main> text of Maryland city+service pages:
 * pairs of one town across services, and pairs of one service across towns.
 */
export function cityServiceSimilarity(site: Map<string, PageFacts>, masked: boolean): SimilarityReport {
  const cities = citiesOf(maryland);
  const sets = new Map<string, Set<string>>();
  for (const city of cities) {
    for (const service of SERVICE_SLUGS) {
      const page = site.get(href.cityService(maryland.slug, city.slug, service));
      if (!page) continue;
      const names = masked ? [city.name, city.county] : [];
      sets.set(`${city.slug}/${service}`, shingles(maskedMainText(page.html, names)));
    }
  }
  const summarize = (pairs: [string, string][]) => {
    const scores: number[] = [];
    let max = 0;
    let worst = '';
    for (const [a, b] of pairs) {
      const sa = sets.get(a);
      const sb = sets.get(b);
      if (!sa || !sb) continue;
      const score = jaccardOf(sa, sb);
      scores.push(score);
      if (score > max) [max, worst] = [score, `${a} ~ ${b}`];
    }
    return { p50: percentile(scores, 50), p90: percentile(scores, 90), max, worst };
  };
  const sameTown: [string, string][] = [];
  const sameService: [string, string][] = [];
  for (const city of cities)
    SERVICE_SLUGS.forEach((a, i) => SERVICE_SLUGS.slice(i + 1).forEach((b) => sameTown.push([`${city.slug}/${a}`, `${city.slug}/${b}`])));
  for (const service of SERVICE_SLUGS)
    cities.forEach((a, i) => cities.slice(i + 1).forEach((b) => sameService.push([`${a.slug}/${service}`, `${b.slug}/${service}`])));
  return { sameTown: summarize(sameTown), sameService: summarize(sameService) };
}
