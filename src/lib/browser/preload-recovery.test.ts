import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_ERROR_EVENT, RELOAD_MARK_KEY, startPreloadRecovery } from './preload-recovery';

/** A window with a real EventTarget, a Map-backed sessionStorage and a reload spy. */
function fakeWindow({ readyState = 'complete' as DocumentReadyState, storage = new Map<string, string>(), storageThrows = false } = {}) {
  const target = new EventTarget();
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number | undefined) => clearTimeout(id),
    document: { readyState },
    location: { reload: vi.fn() },
    get sessionStorage() {
      if (storageThrows) throw new DOMException('denied', 'SecurityError');
      return sessionStorage;
    },
  };
  return { win, storage };
}

/** What Vite's preload helper does when a lazy chunk fails: a cancelable event on window. */
function failChunk(win: { dispatchEvent: (event: Event) => boolean }) {
  const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true });
  win.dispatchEvent(event);
  return event;
}

describe('preload recovery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads once on a failed lazy chunk and cancels the error', () => {
    const { win, storage } = fakeWindow();
    startPreloadRecovery(win);
    const event = failChunk(win);
    expect(event.defaultPrevented).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(storage.has(RELOAD_MARK_KEY)).toBe(true);
  });

  it('never reloads twice: on the reloaded page a failure is left to the page', () => {
    const storage = new Map<string, string>();
    const first = fakeWindow({ storage });
    const leave = startPreloadRecovery(first.win);
    failChunk(first.win);
    leave(); // the reload unloads the first page
    // The reload: a new page in the same tab session, failing again straight away.
    const second = fakeWindow({ storage });
    startPreloadRecovery(second.win);
    const event = failChunk(second.win);
    expect(event.defaultPrevented).toBe(false);
    expect(second.win.location.reload).not.toHaveBeenCalled();
    // Even once the settle time has passed, the page that failed keeps the mark.
    vi.advanceTimersByTime(60_000);
    expect(storage.has(RELOAD_MARK_KEY)).toBe(true);
    expect(failChunk(second.win).defaultPrevented).toBe(false);
  });

  it('clears the mark once a load has stayed healthy, so a later deploy recovers again', () => {
    const storage = new Map<string, string>([[RELOAD_MARK_KEY, '1']]);
    const { win } = fakeWindow({ storage, readyState: 'loading' });
    startPreloadRecovery(win, { settleMs: 1000 });
    vi.advanceTimersByTime(5000);
    expect(storage.has(RELOAD_MARK_KEY)).toBe(true); // not loaded yet
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(storage.has(RELOAD_MARK_KEY)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(storage.has(RELOAD_MARK_KEY)).toBe(false);
    expect(failChunk(win).defaultPrevented).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing where sessionStorage is unavailable (no guard, so no reload)', () => {
    const { win } = fakeWindow({ storageThrows: true });
    startPreloadRecovery(win);
    expect(failChunk(win).defaultPrevented).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { win } = fakeWindow();
    const stop = startPreloadRecovery(win);
    stop();
    expect(failChunk(win).defaultPrevented).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
