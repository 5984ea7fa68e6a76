import { sentencesOf } from '../../content/facts';
import type { LocationContent } from '../../content/types';

/**
 * How alike the towns' own sentences are once place names are masked: a sentence that scores high
 * against another town's is the same sentence with the name swapped, and says nothing local. The
 * score is the Jaccard index of the two sentences' sets of words (1 = the same words).
 */
export const MAX_TOWN_SENTENCE_SIMILARITY = 0.6;

/** Shorter pieces (a heading-like fragment) are too short to score. */
const MIN_WORDS = 4;

export interface TownSentence {
  town: string;
  county: string;
  /** The sentence as written. */
  text: string;
  words: ReadonlySet<string>;
}

export interface SimilarPair {
  score: number;
  a: TownSentence;
  b: TownSentence;
}

/** Every sentence a town says of itself: note, highlight, neighbourhoods, projects, its own review texts. */
export function townSentences(location: LocationContent): TownSentence[] {
  const places = [
    ...location.serviceAreas.flatMap((area) => [area.name, area.name.replace(/ County$/, ''), ...area.cities.map((city) => city.name)]),
  ].sort((a, b) => b.length - a.length);
  const mask = (text: string) => places.reduce((out, place) => out.split(place).join('PLACE'), text);
  const out: TownSentence[] = [];
  for (const area of location.serviceAreas) {
    for (const city of area.cities) {
      const texts = [
        city.note,
        city.highlight ?? '',
        ...(city.neighborhoods ?? []).map((n) => n.text),
        ...(city.projects ?? []).map((p) => p.text),
        ...(city.reviews ?? []).map((r) => r.text ?? ''),
      ];
      for (const text of texts) {
        // "St. Mary's" and "Charles C. Fulton" do not end a sentence.
        const joined = mask(text).replace(/\b(St|Mt|Ft|Dr|Mr|Mrs|Ms|[A-Z])\.\s/g, '$1.\u00a0');
        for (const sentence of sentencesOf(joined)) {
          const words = new Set(sentence.toLowerCase().match(/[a-z0-9']+/g) ?? []);
          if (words.size >= MIN_WORDS) out.push({ town: city.name, county: area.name, text: sentence.trim(), words });
        }
      }
    }
  }
  return out;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Each pair of sentences of two different towns, with its score. */
function* pairsAcrossTowns(location: LocationContent): Generator<SimilarPair> {
  const sentences = townSentences(location);
  for (let i = 0; i < sentences.length; i += 1) {
    for (let j = i + 1; j < sentences.length; j += 1) {
      const a = sentences[i]!;
      const b = sentences[j]!;
      if (a.town !== b.town) yield { score: jaccard(a.words, b.words), a, b };
    }
  }
}

/** Pairs of sentences of two different towns scoring above `threshold`, most alike first. */
export function similarTownSentences(location: LocationContent, threshold: number = MAX_TOWN_SENTENCE_SIMILARITY): SimilarPair[] {
  const similar: SimilarPair[] = [];
  for (const pair of pairsAcrossTowns(location)) if (pair.score > threshold) similar.push(pair);
  return similar.sort((x, y) => y.score - x.score);
}

/** The most alike pair of sentences of two different towns. */
export function mostSimilarTownSentences(location: LocationContent): SimilarPair | undefined {
  let best: SimilarPair | undefined;
  for (const pair of pairsAcrossTowns(location)) if (!best || pair.score > best.score) best = pair;
  return best;
}
