import { createHash } from 'node:crypto';
import type { Loader } from 'astro/loaders';
import { facts, fillFacts, unknownFactsMessage } from './facts';

/** Changes whenever a fact does (a duration, a warranty term, the response time). */
const factsDigest = createHash('sha256').update(JSON.stringify(facts)).digest('hex');

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Entry = Parameters<Parameters<Loader['load']>[0]['store']['set']>[0];

/**
 * Why a Markdown article text cannot be filled in (it quotes a name that is no fact), or undefined.
 * The loader stops the build with it; `npm run check:content` reports it.
 */
export function articleFactsProblem(body: string): string | undefined {
  const { unknown } = fillFacts(body);
  return unknown.length > 0 ? unknownFactsMessage(unknown, 'in the article text') : undefined;
}

/** The entry with the `{fact}` names in its Markdown body (and the HTML rendered from it) filled in. */
function fillBody(entry: Entry): Entry {
  if (entry.body === undefined) return entry;
  const problem = articleFactsProblem(entry.body);
  if (problem) throw new Error(`${entry.filePath ?? entry.id}: ${problem}`);
  const body = fillFacts(entry.body);
  const rendered = entry.rendered && { ...entry.rendered, html: fillFacts(entry.rendered.html, escapeHtml).text };
  return { ...entry, body: body.text, ...(rendered ? { rendered } : {}) };
}

/**
 * A collection loader whose entries quote facts by name. The schema fills the data (withFacts in
 * content.config.ts); this fills the Markdown body, and reloads every entry when a fact changed,
 * because Astro keeps entries between builds and only reloads a file whose own text changed.
 */
export function withFactsFilled(loader: Loader): Loader {
  return {
    ...loader,
    load: async (context) => {
      if (context.meta.get('facts-digest') !== factsDigest) {
        context.store.clear();
        context.meta.set('facts-digest', factsDigest);
      }
      const store = new Proxy(context.store, {
        get(target, key) {
          if (key === 'set') return (entry: Entry) => target.set(fillBody(entry));
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
      await loader.load({ ...context, store });
    },
  };
}
