/**
 * The web fonts stay off the first paint. The first page of a visit paints at once in system
 * fonts resized to the web fonts' metrics (src/styles/fonts-core.css), and Inter and Fraunces
 * are fetched after the page has loaded, so on a slow phone the hero image, the CSS and the
 * text no longer queue behind 58 KB of fonts. Once they have loaded, the visit's later pages
 * (fonts now in the browser's cache) use them from the first paint. The flag lives in
 * sessionStorage, not localStorage: a flag that outlived the cached fonts would put them back
 * on the first paint of a later visit. Without JavaScript nothing is deferred: the fonts load
 * the usual way (font-display: swap).
 */

/** On <html> while the page uses the stand-in fonts (see the @layer base rule in global.css). */
export const fontsDeferredClass = 'fonts-deferred';

/** sessionStorage key, set once the web fonts have loaded in this visit. */
export const fontsStorageKey = 'hearthwood:web-fonts';

/**
 * Inline in <head>, before any paint: defers the fonts unless they loaded earlier in this visit.
 * Storage that throws (blocked cookies) counts as a first visit.
 */
export const deferFontsScript =
  `(function(d){try{if(sessionStorage.getItem(${JSON.stringify(fontsStorageKey)}))return}catch(e){}` +
  `d.classList.add(${JSON.stringify(fontsDeferredClass)})})(document.documentElement)`;

/**
 * Bundled with every page: once the page has loaded, switch to the web fonts (the browser
 * fetches them then and swaps them in), and remember for the visit's next pages that it has them.
 */
export function loadWebFontsAfterLoad(win: Window): void {
  const root = win.document.documentElement;
  if (!root.classList.contains(fontsDeferredClass)) return;
  const swap = () => {
    root.classList.remove(fontsDeferredClass);
    // document.fonts.ready settles once the fonts the page now asks for have loaded.
    void (win.document.fonts?.ready ?? Promise.resolve()).then(() => {
      try {
        win.sessionStorage.setItem(fontsStorageKey, '1');
      } catch {
        // Storage blocked: the next page defers the fonts again, which is harmless.
      }
    });
  };
  if (win.document.readyState === 'complete') swap();
  else win.addEventListener('load', swap, { once: true });
}
