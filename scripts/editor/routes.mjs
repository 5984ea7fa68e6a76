// @ts-check
// The addresses of the editor's origin (edit. + the domain). One function answers all of them
// (src/editor/middleware.ts) except the browser app's static file, /_editor/keystatic.js.

/** The page route Keystatic injects (its UI is a single-page app under /keystatic). */
export const EDITOR_PAGE_PATTERN = '/keystatic/[...params]';

/** Keystatic's own addresses: its app and its API. */
/** @param {string} pathname */
export function isEditorPath(pathname) {
  return /^\/keystatic(?:\/|$)/.test(pathname) || /^\/api\/keystatic\//.test(pathname);
}

/** Where the editor's Preview links go: /preview/<page address>?branch=<branch> (src/editor/preview.ts). */
export const PREVIEW_PREFIX = '/preview';

/** @param {string} pathname */
export function isPreviewPath(pathname) {
  return pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`);
}
