import { afterFirstPaint } from './after-first-paint';

/**
 * The web fonts stay off the first paint. The first page of a visit paints at once in system
 * fonts resized to the web fonts' metrics (src/styles/fonts-core.css), and Inter and Fraunces
 * are fetched once the page has loaded and painted, so on a slow phone the hero image, the CSS and the
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

/** The two web font families (their core faces are in src/styles/fonts-core.css). */
export const webFontFamilies = ['Inter Variable', 'Fraunces Variable'] as const;

/**
 * The face of each web font family the page needs: the core subset, declared after the
 * @fontsource faces (base.astro imports fonts-core.css last), so the last face of the family.
 * Loading the family by name instead (document.fonts.load) would fetch the larger @fontsource
 * Latin file as well, since its range also covers the core characters.
 */
function coreFaces(fonts: FontFaceSet): FontFace[] {
  const all = [...fonts];
  return webFontFamilies.flatMap((family) => all.filter((face) => face.family.replace(/["']/g, '') === family).slice(-1));
}

/**
 * Bundled with every page: once the page has painted (after-first-paint.ts), fetch the two core
 * faces and, when both have arrived, switch to them in one frame, so the page is laid out once
 * more (not twice, as switching first and letting the fonts swap in later would) and a failed
 * download leaves the stand-ins in place. Then remember for the visit's next pages that the
 * browser has them.
 */
export function loadWebFontsAfterLoad(win: Window): void {
  const root = win.document.documentElement;
  if (!root.classList.contains(fontsDeferredClass)) return;
  const swap = () => {
    root.classList.remove(fontsDeferredClass);
    try {
      win.sessionStorage.setItem(fontsStorageKey, '1');
    } catch {
      // Storage blocked: the next page defers the fonts again, which is harmless.
    }
  };
  afterFirstPaint(win, () => {
    const fonts = win.document.fonts as FontFaceSet | undefined;
    if (!fonts) return swap();
    Promise.all(coreFaces(fonts).map((face) => face.load())).then(
      () => (typeof win.requestAnimationFrame === 'function' ? win.requestAnimationFrame(swap) : swap()),
      () => {
        // A font that cannot load (offline, blocked): the stand-ins stay for this page.
      },
    );
  });
}
