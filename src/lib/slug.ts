/**
 * Every slug the site makes, in one module (no other file lowercases a name into an address).
 * The spec fixes two rules for derived places, and they differ on purpose: a city slug removes
 * punctuation ("St. Mary's City" -> "st-marys-city"), a neighbourhood (area) slug turns it into a
 * hyphen ("st-mary-s-city"); both are live addresses. Everything new (a location, a file name,
 * a folder) uses `slugify`.
 */

/** Latin letters without their accents ("Québec" -> "Quebec"), so slugs and names stay ASCII. */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/**
 * A new slug: accents folded, lower case, "&" read as "and", apostrophes dropped, any other run
 * of non-alphanumerics one hyphen, none at the edges ("Prince George's & Charles" ->
 * "prince-georges-and-charles"). Empty when the text has no letter or digit.
 */
export function slugify(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Spec: a city's slug is its name lowercased, spaces to hyphens, other non-alphanumerics removed. */
export function citySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** Spec: an area's (neighbourhood's) slug is its name lowercased, non-alphanumeric runs to one hyphen, edges trimmed. */
export function areaSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
