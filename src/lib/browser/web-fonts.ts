/**
 * The web fonts never touch the first page of a visit. It paints, and stays, in system fonts
 * resized to the web fonts' metrics and widths (src/styles/fonts-core.css, written by
 * scripts/fonts.ts), so on a slow phone the hero image, the CSS and the text do not queue
 * behind 58 KB of fonts. Once that page has painted, Inter and Fraunces are fetched into the
 * browser's cache, and the visit's later pages use them from their first paint.
 *
 * Why the first page does not switch to them when they arrive: the stand-ins are drawn to the
 * same widths, so a switch would move nothing (e2e/fonts.spec.ts checks it on every template),
 * but it would lay out all the page's text again in the new fonts. Measured with Lighthouse,
 * that took 10-20 ms of main thread per family on a long page, 40-80 ms on a phone, and the
 * content pages' Total Blocking Time went from 0 to 30-160 ms. This is what `font-display:
 * optional` does, made dependable: a page shows the fonts it has when it paints.
 *
 * The flag lives in sessionStorage, not localStorage: a flag that outlived the cached fonts
 * would put them back on the first paint of a later visit. Without JavaScript nothing is
 * deferred: the fonts load the usual way (font-display: swap).
 */

/** On <html> while the page uses the stand-in fonts (see the @layer base rule in global.css). */
export const fontsDeferredClass = 'fonts-deferred';

/** sessionStorage key, set once the web fonts are in the browser's cache for this visit. */
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
 * The face of each web font family the pages use: the core subset, declared after the
 * @fontsource faces (base.astro imports fonts-core.css last), so the last face of the family.
 * Loading the family by name instead (document.fonts.load) would fetch the larger @fontsource
 * Latin file as well, since its range also covers the core characters.
 */
function coreFaces(fonts: FontFaceSet): FontFace[] {
  const all = [...fonts];
  return webFontFamilies.flatMap((family) => all.filter((face) => face.family.replace(/["']/g, '') === family).slice(-1));
}

/**
 * Run on every page once it has painted (after-paint.ts): on a page painted in the stand-ins,
 * fetch the two core faces and, when both have arrived, note for the visit's next pages that the
 * browser has them. This page keeps its stand-ins.
 */
export function fetchWebFontsForNextPages(win: Window): void {
  if (!win.document.documentElement.classList.contains(fontsDeferredClass)) return;
  const fonts = win.document.fonts as FontFaceSet | undefined;
  if (!fonts) return;
  Promise.all(coreFaces(fonts).map((face) => face.load())).then(
    () => {
      try {
        win.sessionStorage.setItem(fontsStorageKey, '1');
      } catch {
        // Storage blocked: the next page keeps the stand-ins too, which is harmless.
      }
    },
    () => {
      // A font that cannot load (offline, blocked): the next page tries again.
    },
  );
}
