/**
 * The first page of a visit paints and stays in the metric-matched stand-ins, so 58 KB of fonts
 * never queue beside its first paint; the fonts are then cached for the visit's later pages.
 * Switching on arrival would move nothing but relay out the text (Lighthouse: TBT 0 -> 30-160 ms
 * on content pages). sessionStorage, not localStorage: a flag must not outlive the cached fonts.
 * Without JavaScript the fonts load as usual (font-display: swap).
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
 * The core subset face of each family: declared last (fonts-core.css). Loading by family name
 * would fetch fontsource's larger Latin file too, whose range also covers these characters.
 */
function coreFaces(fonts: FontFaceSet): FontFace[] {
  const all = [...fonts];
  return webFontFamilies.flatMap((family) => all.filter((face) => face.family.replace(/["']/g, '') === family).slice(-1));
}

/** After the first paint (after-paint.ts): cache the two core faces and flag them for the visit's next pages. */
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
