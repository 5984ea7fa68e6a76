/**
 * Work that must not compete with what the visitor sees first: the web fonts and the analytics
 * tracker. Waiting for the load event alone is not enough: on a fast connection the load event
 * can fire before the browser has shown anything, and a request made then shares the network
 * and the main thread with the page's first paint, its hero image included (Lighthouse counts
 * such a request on the critical path of the largest paint). Animation frames are not enough
 * either: a frame's callbacks run before it is drawn, and a phone can take tens of
 * milliseconds more to put it on screen. So the task waits for the load event (the hero image,
 * eager, has loaded by then) and for the browser's report that the first contentful paint is on
 * screen, then for two more frames (the frame that shows the hero image), then for an idle moment.
 *
 * A page opened in a background tab paints nothing and runs no frames; the task then starts
 * `fallbackMs` after load anyway.
 */
const fallbackMs = 1500;
const idleTimeoutMs = 2000;

/** Resolves once the first contentful paint has been presented (at once where that is not reported). */
function firstContentfulPaint(win: Window): Promise<void> {
  const { PerformanceObserver: Observer } = win as Window & typeof globalThis;
  const painted = () => win.performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint') || painted()) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new Observer(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
  });
}

/**
 * Runs `task` once the first contentful paint is on screen (two frames after the browser reports
 * it), without waiting for the load event or an idle moment: what the page's main island waits
 * for (client:painted, painted-directive.ts), so that it hydrates as early as it can while its
 * scripts are not fetched beside the first paint. A page in a background tab paints nothing, and
 * the task waits until the tab is shown.
 */
export function onceFirstPaintShown(win: Window, task: () => void): void {
  void firstContentfulPaint(win).then(() => {
    if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(() => win.requestAnimationFrame(task));
    else task();
  });
}

export function afterFirstPaint(win: Window, task: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), { timeout: idleTimeoutMs });
    // Safari has no idle callbacks.
    else win.setTimeout(task, 0);
  };
  const afterLoad = () => {
    win.setTimeout(start, fallbackMs);
    onceFirstPaintShown(win, start);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
