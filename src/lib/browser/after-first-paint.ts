/**
 * Work that must not compete with what the visitor sees first: the web fonts and the analytics
 * tracker. Waiting for the load event alone is not enough: on a fast connection the load event
 * can fire before the browser has painted anything, and a request made then shares the network
 * and the main thread with the page's first paint, its hero image included (Lighthouse counts
 * such a request on the critical path of the largest paint). So the task waits for the load
 * event (the hero image, eager, has loaded by then), then for two animation frames (the frame
 * that shows it has been produced), then for an idle moment.
 *
 * A page opened in a background tab runs no animation frames; the task then starts after
 * `frameTimeoutMs` anyway, as it did before.
 */
const frameTimeoutMs = 1000;
const idleTimeoutMs = 2000;

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
    if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(() => win.requestAnimationFrame(start));
    win.setTimeout(start, frameTimeoutMs);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
