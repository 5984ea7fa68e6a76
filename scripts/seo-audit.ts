/**
 * Prints what a search engine sees of the built site (dist/): pages that compete for one H1 or
 * title, orphans, sitemap against the self-canonical indexable set, grammar hits, business @ids,
 * long descriptions and how alike the city+service pages are. Run after a build:
 *   npm run build && npm run audit:seo
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '../e2e/support/site';
import { routesOf } from '../e2e/support/routes';
import { DESCRIPTION_MAX } from '../src/content/limits';
import { canonicalOf } from '../src/lib/build/sitemap';
import {
  businessIds,
  cityServiceSimilarity,
  orphans,
  pageGrammarHits,
  rankingPages,
  readSite,
  sharedValues,
  type SimilarityReport,
} from '../e2e/support/audit';
import { maryland } from '../e2e/support/content';
import { MAX_TOWN_SENTENCE_SIMILARITY, mostSimilarTownSentences, similarTownSentences } from '../src/lib/build/local-similarity';

const site = readSite();
const ranking = rankingPages(site);
const sitemap = new Set([...readFileSync(join(distDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
const rankingCanonicals = new Set(ranking.map((page) => page.canonical));
const grammar = [...site.values()].flatMap((page) => pageGrammarHits(page).map((hit) => `${page.address}: ${hit}`));
const longDescriptions = ranking.filter((page) => page.description.length > DESCRIPTION_MAX);
const neighborhoodRoutes = routesOf('neighborhood-service');
const neighborhood = neighborhoodRoutes.map((route) => site.get(route.path));
const neighborhoodToCityService = neighborhoodRoutes.filter(
  (route) => route.aliasOf?.startsWith('/locations/') && site.get(route.path)?.canonical === canonicalOf({ path: route.aliasOf, template: 'city-service' }),
);

const rows: [string, string | number][] = [
  ['built pages (without 404)', site.size],
  ['indexable, self-canonical pages', ranking.length],
  ['groups of self-canonical pages sharing an H1', sharedValues(ranking, (p) => p.h1).length],
  ['groups of self-canonical pages sharing a title', sharedValues(ranking, (p) => p.title).length],
  ['indexable orphans', orphans(site).length],
  ['neighbourhood pages canonical to their city+service page', `${neighborhoodToCityService.length} of ${neighborhood.length}`],
  ['sitemap = self-canonical indexable set', String(sitemap.size === rankingCanonicals.size && [...sitemap].every((loc) => rankingCanonicals.has(loc as string)))],
  ['grammar hits (a/an, doubled words)', grammar.length],
  ['business @ids in JSON-LD', [...businessIds(site)].length],
  [`descriptions over ${DESCRIPTION_MAX} characters`, longDescriptions.length],
  ['longest description', Math.max(...ranking.map((p) => p.description.length))],
];
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);

const show = (label: string, report: SimilarityReport) => {
  const f = (n: number) => n.toFixed(2);
  console.log(`\ncity+service similarity, 5-word shingles of <main>, ${label}`);
  console.log(`  same town, across services:  p50 ${f(report.sameTown.p50)}  p90 ${f(report.sameTown.p90)}  max ${f(report.sameTown.max)} (${report.sameTown.worst})`);
  console.log(`  same service, across towns:  p50 ${f(report.sameService.p50)}  p90 ${f(report.sameService.p90)}  max ${f(report.sameService.max)} (${report.sameService.worst})`);
};
show('town and county names masked', cityServiceSimilarity(site, true));
show('unmasked', cityServiceSimilarity(site, false));

// The towns' own sentences (content, not pages): the same sentence with the name swapped says nothing local.
const closest = mostSimilarTownSentences(maryland);
console.log(`\ntown sentences, words' Jaccard index with place names masked (at most ${MAX_TOWN_SENTENCE_SIMILARITY})`);
if (closest) console.log(`  max ${closest.score.toFixed(2)} (${closest.a.town}: "${closest.a.text}" ~ ${closest.b.town}: "${closest.b.text}")`);
console.log(`  pairs above ${MAX_TOWN_SENTENCE_SIMILARITY}: ${similarTownSentences(maryland).length}`);

if (process.argv.includes('--details')) {
  console.log('\n' + [...grammar.slice(0, 40), ...orphans(site).slice(0, 20).map((o) => `orphan: ${o}`), ...longDescriptions.slice(0, 10).map((p) => `${p.description.length}: ${p.address}`)].join('\n'));
}
