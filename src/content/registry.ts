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
  const known = new Set<string>(slugs);
  const stray = entries.filter((entry) => !known.has(entry.id)).map((entry) => pathPattern.replace('{slug}', entry.id));
  if (stray.length > 0) {
    throw new Error(
      `${collection}: ${stray.join(', ')} is no page of the site (the ${collection} are ${slugs.join(', ')}); rename or remove the file.`,
    );
  }
  const bySlug = new Map(entries.map((entry) => [entry.id, entry.data]));
  const missing = slugs.filter((slug) => !bySlug.has(slug)).map((slug) => pathPattern.replace('{slug}', slug));
  if (missing.length > 0) throw new Error(`${collection}: ${missing.join(', ')} is missing; every one of them has a page.`);
  // Every slug has its entry (checked above), which Object.fromEntries cannot tell TypeScript.
  return Object.fromEntries(slugs.map((slug) => [slug, { ...bySlug.get(slug), slug }])) as Record<Slug, Data & { slug: Slug }>;
}
