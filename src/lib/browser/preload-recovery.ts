/**
 * After a deploy, a page that was open (or cached) still names the previous build's hashed
 * chunks, which are gone: opening the gallery viewer would then fail for good. Vite announces a
 * failed lazy import with a cancelable `vite:preloadError` event on window; this reloads the page
 * once, which fetches the new HTML and the new chunk names. A sessionStorage mark makes it once:
 * while the mark is there, a failure is left to the page's own error handling, so a chunk that is
 * really missing never causes a reload loop. The mark is cleared when a load has stayed healthy
 * for `settleMs`, so a later deploy can recover the same tab again.
 */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';
export const RELOAD_MARK_KEY = 'hearthwood:preload-reload';
const SETTLE_MS = 30_000;

type RecoveryWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
  location: Pick<Location, 'reload'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

/** sessionStorage, or null where it is unavailable (some privacy modes throw on access). */
function storageOf(win: RecoveryWindow): RecoveryWindow['sessionStorage'] | null {
  try {
    const storage = win.sessionStorage;
    storage.getItem(RELOAD_MARK_KEY);
    return storage;
  } catch {
    return null;
  }
}

/** Starts listening; returns a function that stops it (for tests). */
export function startPreloadRecovery(win: RecoveryWindow, { settleMs = SETTLE_MS } = {}): () => void {
  const storage = storageOf(win);
  let settleTimer: number | undefined;

  const onPreloadError = (event: Event) => {
    // Without storage there is no way to know whether this page is the reload: never reload.
    if (!storage) return;
    if (storage.getItem(RELOAD_MARK_KEY) !== null) {
      // This page is already the reload: the chunk is really missing (or the network is down).
      // Leave the failure to the page and keep the mark while this page lives; the next page
      // that loads cleanly clears it.
      win.clearTimeout(settleTimer);
      settleTimer = undefined;
      return;
    }
    try {
      storage.setItem(RELOAD_MARK_KEY, String(Date.now()));
    } catch {
      return;
    }
    event.preventDefault();
    win.location.reload();
  };

  const settle = () => {
    settleTimer = win.setTimeout(() => {
      settleTimer = undefined;
      storage?.removeItem(RELOAD_MARK_KEY);
    }, settleMs);
  };

  win.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  if (win.document.readyState === 'complete') settle();
  else win.addEventListener('load', settle, { once: true });

  return () => {
    win.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    win.removeEventListener('load', settle);
    win.clearTimeout(settleTimer);
  };
}
