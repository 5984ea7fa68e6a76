/**
 * A collection whose entries are a fixed set (the services, the two local kitchen pages): one
 * file for each slug, and no file for a slug the site has no routes for. Said at build time in
 * the words an editor needs. Each record is the entry's data with its slug (the file name).
 */
export function checkedRegistry<Slug extends string, Data extends object>(
  collection: string,
  pathPattern: string,
  slugs: readonly Slug[],
  entries: readonly { id: string; data: Data }[],
): Record<Slug, Data & { slug: Slug }> {
  const problems = registryProblems(collection, pathPattern, slugs, entries.map((entry) => entry.id));
  if (problems.length > 0) throw new Error(`${collection}: ${problems.map(({ file, problem }) => `${file} ${problem}`).join(' ')}`);
  const bySlug = new Map(entries.map((entry) => [entry.id, entry.data]));
  // Every slug has its entry (checked above), which Object.fromEntries cannot tell TypeScript.
  return Object.fromEntries(slugs.map((slug) => [slug, { ...bySlug.get(slug), slug }])) as Record<Slug, Data & { slug: Slug }>;
}

/**
 * Where a fixed-set collection's files (by id) and its slugs disagree, one file each: a file for
 * no slug (no page of the site), then a slug without its file. Empty when they agree. The build
 * (checkedRegistry) and `npm run check:content` both say it in these words.
 */
export function registryProblems(
  collection: string,
  pathPattern: string,
  slugs: readonly string[],
  ids: readonly string[],
): { file: string; problem: string }[] {
  const known = new Set(slugs);
  const present = new Set(ids);
  const file = (slug: string) => pathPattern.replace('{slug}', slug);
  return [
    ...ids
      .filter((id) => !known.has(id))
      .map((id) => ({ file: file(id), problem: `is no page of the site (the ${collection} are ${slugs.join(', ')}); rename or remove the file.` })),
    ...slugs
      .filter((slug) => !present.has(slug))
      .map((slug) => ({ file: file(slug), problem: `is missing; every one of the ${collection} (${slugs.join(', ')}) has a page: restore the file.` })),
  ];
}
