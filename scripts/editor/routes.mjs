// @ts-check
// Where the editor answers. Everything else on the live site is a static file.

/** The page route Keystatic injects (its UI is a single-page app under /keystatic). */
export const EDITOR_PAGE_PATTERN = '/keystatic/[...params]';

/**
 * The paths the on-demand function serves on Netlify, in Netlify's function `path` syntax
 * (written into the built function's config by the editor build), and which scripts/serve-editor.mjs
 * sends to that function.
 */
export const EDITOR_FUNCTION_PATHS = ['/keystatic', '/keystatic/*', '/api/keystatic/*'];

/** @param {string} pathname */
export function isEditorPath(pathname) {
  return /^\/keystatic(?:\/|$)/.test(pathname) || /^\/api\/keystatic\//.test(pathname);
}
