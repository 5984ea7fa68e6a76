import type { ClaimId } from './claims';
import { durations, durationsBeforeNoun, durationsInTitles, durationsInWords } from './durations';
import { business, claimMarker, claims, shows, thirdParty, warranties } from './site';

/**
 * The facts copy in the content files may quote by name: `{durations.kitchen}` (and the same
 * span as `durationsInWords`, `durationsInTitles` and `durationsBeforeNoun` write it: see
 * durations.ts), `{business.responseTime}`, `{claims.craftsmanshipWarranty}`,
 * `{warranties.hardware.name}`. Each is stated once (durations.ts, site.ts, settings/business.json),
 * so changing a duration or the response promise there changes every sentence that quotes it. An
 * unknown name fails the build.
 *
 * A sentence that quotes a claim of the register (content/claims.ts) is dropped while the owner
 * has the claim switched off. `{claim.freeEstimates}` quotes nothing (it is written as nothing)
 * and ties its sentence to a claim the sentence words in its own way ("estimates are free").
 */
/** The providers the policy pages speak of (`{providers.workRequest}`, `{providers.financing}`). */
const providers = {
  /** The work-request form's provider (Jobber). */
  workRequest: thirdParty.workRequest.provider,
  /** The financing partner (Hearth). */
  financing: thirdParty.financingPartner.name,
} as const;

export const facts = { durations, durationsInWords, durationsInTitles, durationsBeforeNoun, business, claims, warranties, providers, claim: claimMarker } as const;

/** The claim a quoted fact makes, by the start of its name; the first that matches wins. */
const CLAIM_OF_FACT: readonly (readonly [prefix: string, claim: ClaimId])[] = [
  ['warranties.craftsmanship.', 'craftsmanshipWarranty'],
  ['warranties.hardware.', 'hardwareWarranty'],
  ['warranties.deck.', 'deckWarranty'],
  ['warranties.installation.', 'workmanshipWarranty'],
  ['warranties.manufacturer.', 'manufacturerWarranties'],
  ['claims.craftsmanshipWarranty', 'craftsmanshipWarranty'],
  ['claims.hardwareWarranty', 'hardwareWarranty'],
  ['claims.licensedInsured', 'licensedInsured'],
  ['claims.freeEstimates', 'freeEstimates'],
  ['claims.fixedPrice', 'fixedPriceGuarantee'],
  ['claims.projectsAnnually', 'projectsAnnually'],
  ['claims.combinedExperience', 'combinedExperience'],
  ['claims.yearsExperience', 'yearsExperience'],
  ['claims.happyClients', 'happyClients'],
  ['claims.satisfaction', 'satisfaction'],
  ['claims.responsePromise', 'responsePromise'],
  ['business.responseTime', 'responsePromise'],
];

/** The claim a fact's name makes (`claim.x` names claim x), or undefined. */
export function claimOfFact(name: string): ClaimId | undefined {
  if (name.startsWith('claim.')) return name.slice('claim.'.length) as ClaimId;
  return CLAIM_OF_FACT.find(([prefix]) => name === prefix || name.startsWith(prefix))?.[1];
}

const TOKEN = /\{([A-Za-z][\w]*(?:\.[A-Za-z][\w]*)+)\}/g;

function lookup(path: string): string | undefined {
  let value: unknown = facts;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : undefined;
}

/**
 * Why the build refuses a text quoting `tokens` (e.g. "{durations.nope}"): they are no facts, and
 * these are. `where` names the place when the field does not ("in the article text").
 */
export function unknownFactsMessage(tokens: readonly string[], where?: string): string {
  return `${tokens.join(', ')}${where ? ` ${where}` : ''} is not a fact the site knows; use one of: ${factNames()
    .map((name) => `{${name}}`)
    .join(', ')}`;
}

/** Every name a text may quote, for the editor's help text and error messages. */
export function factNames(): string[] {
  const names: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') names.push(path);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(facts, '');
  return names;
}

/**
 * Between two sentences: the space after a stop (and any closing quote or bracket), a blank line,
 * or the line break before a list item or a heading. A line break inside a paragraph is not one.
 */
const BETWEEN_SENTENCES = /((?<=[.!?]["'”’)]*)\s+|\n\s*\n\s*|\n(?=[ \t]*(?:[-*+]|\d+\.|#+)[ \t]))/;

/** The sentences of a text, each with the space that follows it, so that joining them gives the text back. */
export function sentencesOf(text: string): string[] {
  const parts = text.split(BETWEEN_SENTENCES);
  const sentences: string[] = [];
  for (let index = 0; index < parts.length; index += 2) sentences.push(parts[index]! + (parts[index + 1] ?? ''));
  return sentences;
}

/**
 * The text without the sentences that quote a claim the owner has switched off. HTML is taken
 * apart at its tags, so a sentence never swallows one, and an element left empty goes with it.
 */
function dropSwitchedOff(text: string): string {
  const off = (sentence: string) =>
    [...sentence.matchAll(TOKEN)].some(([, name]) => {
      const claim = claimOfFact(name!);
      return claim !== undefined && !shows(claim);
    });
  if (![...text.matchAll(TOKEN)].some(([token]) => off(token))) return text;
  const kept = text
    .split(/(<[^>]*>)/)
    .map((piece) => (piece.startsWith('<') ? piece : sentencesOf(piece).filter((sentence) => !off(sentence)).join('')))
    .join('');
  const cleaned = kept.replace(/<(p|li|h[2-6])>\s*<\/\1>/g, '').replace(/[ \t]+$/gm, '');
  return cleaned.trim() === '' ? '' : cleaned;
}

/**
 * The text with each `{name}` replaced by its fact (passed through `write`, e.g. to escape it for
 * HTML), less any sentence quoting a claim the owner has switched off; `unknown` lists the names
 * that are none.
 */
export function fillFacts(
  text: string,
  write: (value: string) => string = (value) => value,
  { keepSwitchedOff = false }: FillOptions = {},
): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = (keepSwitchedOff ? text : dropSwitchedOff(text)).replace(TOKEN, (token, path: string) => {
    const value = lookup(path);
    if (value === undefined) {
      unknown.push(token);
      return token;
    }
    return write(value);
  });
  // An unknown name in a dropped sentence still fails the build: it would the day the claim is back.
  for (const [token, path] of text.matchAll(TOKEN)) if (lookup(path!) === undefined && !unknown.includes(token)) unknown.push(token);
  return { text: filled, unknown };
}

/**
 * `keepSwitchedOff`: keep the sentences of switched-off claims, for a text that states the claims'
 * terms rather than makes them (the warranty page, whose template leaves out the sections of
 * switched-off claims).
 */
export interface FillOptions {
  keepSwitchedOff?: boolean;
}

/** A text of a content module with its facts quoted (see `fillFacts`); an unknown name throws. */
export function quote(text: string): string {
  const { text: filled, unknown } = fillFacts(text);
  if (unknown.length > 0) throw new Error(unknownFactsMessage(unknown));
  return filled;
}

/**
 * The same for every string inside a value (objects and arrays), with where each unknown name is.
 * A list item that loses a whole text to a switched-off claim (an FAQ whose question is about it, a
 * badge that is the claim) leaves the list with it.
 */
export function fillFactsDeep(
  value: unknown,
  path: (string | number)[] = [],
  options: FillOptions = {},
): { value: unknown; unknown: { path: (string | number)[]; token: string }[] } {
  if (typeof value === 'string') {
    const { text, unknown } = fillFacts(value, undefined, options);
    return { value: text, unknown: unknown.map((token) => ({ path, token })) };
  }
  const unknown: { path: (string | number)[]; token: string }[] = [];
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((item, index) => {
      const result = fillFactsDeep(item, [...path, index], options);
      unknown.push(...result.unknown);
      if (!lostAText(item, result.value)) out.push(result.value);
    });
    return { value: out, unknown };
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const result = fillFactsDeep(inner, [...path, key], options);
      unknown.push(...result.unknown);
      out[key] = result.value;
    }
    return { value: out, unknown };
  }
  return { value, unknown };
}

/** Whether filling emptied a text that was not empty: the item itself, or one of its own fields. */
function lostAText(before: unknown, after: unknown): boolean {
  const emptied = (was: unknown, now: unknown) => typeof was === 'string' && was.trim() !== '' && now === '';
  if (emptied(before, after)) return true;
  if (typeof before !== 'object' || before === null || Array.isArray(before) || typeof after !== 'object' || after === null) return false;
  return Object.entries(before).some(([key, was]) => emptied(was, (after as Record<string, unknown>)[key]));
}

/** A content module's value with its facts quoted, as `fillFactsDeep` does; an unknown name throws. */
export function quoteDeep<T>(value: T): T {
  const { value: filled, unknown } = fillFactsDeep(value);
  if (unknown.length > 0) throw new Error(unknownFactsMessage(unknown.map(({ token, path }) => `${token} (at ${path.join('.')})`)));
  return filled as T;
}
