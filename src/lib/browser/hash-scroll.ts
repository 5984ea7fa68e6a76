/** Spec 9: a hash in the address scrolls smoothly to its element after 100 ms. */
export const HASH_SCROLL_DELAY_MS = 100;

/** The element a hash names, or null ("#" alone, an unknown id, or a malformed escape). */
export function targetOfHash(doc: Document, hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return doc.getElementById(id);
}

/**
 * Scrolls to the element named by the address's hash, on first load and on every hash change.
 * Returns a function that stops listening (used by tests).
 */
export function startHashScroll(win: Window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scrollToHash = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const target = targetOfHash(win.document, win.location.hash);
      if (!target) return;
      const reduceMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
  };
  scrollToHash();
  win.addEventListener('hashchange', scrollToHash);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('hashchange', scrollToHash);
  };
}
