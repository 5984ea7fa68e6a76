/**
 * Filling facts into copy, apart from the rules of schema-parts.ts: the settings schema is built
 * from those rules and the facts from the settings, so the rules cannot need the facts.
 */
import { z } from 'astro/zod';
import { fillFactsDeep, unknownFactsMessage, type FillOptions } from './facts';

/**
 * Copy may quote a fact by name ({durations.kitchen}, {business.responseTime}); the names are
 * replaced before the rules run, and a name that is no fact is an error on its field.
 */
export function withFacts<T extends z.ZodType>(schema: T, options: FillOptions = {}) {
  return z.preprocess((data, ctx) => {
    const { value, unknown } = fillFactsDeep(data, [], options);
    for (const { path, token } of unknown) {
      ctx.issues.push({
        code: 'custom',
        input: token,
        path,
        message: unknownFactsMessage([token]),
      });
    }
    return value;
  }, schema);
}
