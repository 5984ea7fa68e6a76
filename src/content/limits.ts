/**
 * Limits the content is held to, stated once. The schemas (src/content.config.ts), the editor's
 * form (src/editor/forms/), the description builders (lib/build/town-pages.ts) and the tests all
 * read them from here.
 */

/** Longest meta description search engines show in full; longer ones are cut off. */
export const DESCRIPTION_MAX = 160;
