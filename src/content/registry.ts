/**
 * A collection whose entries are a fixed set (the services, the two local kitchen pages): one
 * file for each slug, and no file for a slug the site has no routes for. Said at build time in
 * the words an editor needs.
 */
export function checkedRegistry<Slug extends string, T extends { slug: Slug }>(
  collection: string,
  pathPattern: string,
  slugs: readonly Slug[],
  entries: T[],
): Record<Slug, T> {
  const known = new Set<string>(slugs);
  const stray = entries.filter((entry) => !known.has(entry.slug)).map((entry) => pathPattern.replace('{slug}', entry.slug));
  if (stray.length > 0) {
    throw new Error(
      `${collection}: ${stray.join(', ')} is no page of the site (the ${collection} are ${slugs.join(', ')}); rename or remove the file.`,
    );
  }
  const bySlug = new Map(entries.map((entry) => [entry.slug as string, entry]));
  const missing = slugs.filter((slug) => !bySlug.has(slug)).map((slug) => pathPattern.replace('{slug}', slug));
  if (missing.length > 0) throw new Error(`${collection}: ${missing.join(', ')} is missing; every one of them has a page.`);
  return Object.fromEntries(slugs.map((slug) => [slug, bySlug.get(slug)])) as Record<Slug, T>;
}
