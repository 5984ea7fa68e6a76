import { durations, durationsBeforeNoun, durationsInTitles, durationsInWords } from './durations';
import { business, claims, thirdParty, warranties } from './site';

/**
 * The facts copy in the content files may quote by name: `{durations.kitchen}` (and the same
 * span as `durationsInWords`, `durationsInTitles` and `durationsBeforeNoun` write it: see
 * durations.ts), `{business.responseTime}`,
 * `{claims.craftsmanshipWarranty}`, `{warranties.hardware.name}`, and the names of the providers
 * the policy pages speak of (`{providers.workRequest}`, `{providers.financing}`). Each
 * is stated once (durations.ts, site.ts, settings/business.json), so changing a duration or the
 * response promise there changes every sentence that quotes it. An unknown name fails the build.
 */
const providers = {
  /** The work-request form's provider (Jobber). */
  workRequest: thirdParty.workRequest.provider,
  /** The financing partner (Hearth). */
  financing: thirdParty.financingPartner.name,
} as const;

export const facts = { durations, durationsInWords, durationsInTitles, durationsBeforeNoun, business, claims, warranties, providers } as const;

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
 * The text with each `{name}` replaced by its fact (passed through `write`, e.g. to escape it for
 * HTML); `unknown` lists the names that are none.
 */
export function fillFacts(text: string, write: (value: string) => string = (value) => value): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(TOKEN, (token, path: string) => {
    const value = lookup(path);
    if (value === undefined) {
      unknown.push(token);
      return token;
    }
    return write(value);
  });
  return { text: filled, unknown };
}

/** The same for every string inside a value (objects and arrays), with where each unknown name is. */
export function fillFactsDeep(value: unknown, path: (string | number)[] = []): { value: unknown; unknown: { path: (string | number)[]; token: string }[] } {
  if (typeof value === 'string') {
    const { text, unknown } = fillFacts(value);
    return { value: text, unknown: unknown.map((token) => ({ path, token })) };
  }
  const unknown: { path: (string | number)[]; token: string }[] = [];
  if (Array.isArray(value)) {
    const out = value.map((item, index) => {
      const result = fillFactsDeep(item, [...path, index]);
      unknown.push(...result.unknown);
      return result.value;
    });
    return { value: out, unknown };
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const result = fillFactsDeep(inner, [...path, key]);
      unknown.push(...result.unknown);
      out[key] = result.value;
    }
    return { value: out, unknown };
  }
  return { value, unknown };
}
