/**
 * What the guide registry (index.ts) checks beyond the schema, pure so that `npm run
 * check:content` (lib/build/content-check.ts) applies the same rules to the files without Astro:
 * a guide has article text, and a service recommends only guides that exist.
 */

/** Why a guide's article text (the Markdown below the frontmatter) cannot be published, or undefined. */
export function articleTextProblem(body: string | undefined): string | undefined {
  return body?.trim() ? undefined : 'has no article text; write the introduction below the frontmatter.';
}

/** The entries of a service's `guides` that name no guide, with their place in the list. */
export function unknownGuides(listed: readonly string[], guides: ReadonlySet<string>): { index: number; slug: string }[] {
  return listed.flatMap((slug, index) => (guides.has(slug) ? [] : [{ index, slug }]));
}

/** What is wrong with one such entry, and how to fix it. */
export function unknownGuideMessage(slug: string, guides: ReadonlySet<string>): string {
  const names = [...guides].sort();
  const near = names.filter((name) => editDistance(name, slug) <= 3);
  return `"${slug}" is no guide in src/content/guides/. Fix: ${near.length > 0 ? `did you mean ${near.map((name) => `"${name}"`).join(' or ')}? Otherwise ` : ''}pick an existing guide (${names.join(', ')}) or restore the guide.`;
}

/** How many single-letter edits turn one text into the other (to suggest a guide for a typo). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}
