/**
 * What every page does once it has painted, in a chunk of its own: the base layout's inline script
 * imports this file only when after-first-paint.ts says the page is on screen, so neither its
 * bytes nor its request compete with the first paint, and the HTML carries only the few hundred
 * bytes that wait. It fetches the web fonts for the visit's next pages (web-fonts.ts) and starts
 * the analytics, which takes over the lead queue the head script has kept since the page opened
 * (analytics.ts, lib/lead-events.ts). A project story's before and after pairs become comparisons
 * (before-after.ts, a chunk only such a page fetches; until then, or if it fails, two photos show).
 */
import { startAnalytics } from './analytics';
import { fetchWebFontsForNextPages } from './web-fonts';

fetchWebFontsForNextPages(window);
startAnalytics(window);

if (document.querySelector('[data-comparison]')) {
  import('./before-after').then(({ enhanceComparisons }) => enhanceComparisons(document)).catch(() => {});
}
