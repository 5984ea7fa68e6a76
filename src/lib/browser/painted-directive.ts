import type { ClientDirective } from 'astro';
import { onceFirstPaintShown } from './after-first-paint';

/**
 * `client:painted` (registered in astro.config.mjs): the island that is the page's main content
 * (the financing calculator, the location generator) hydrates as soon as the page's first paint
 * is on screen. With `client:load` or `client:idle` its scripts (React, about 100 KB gzip) were
 * sometimes fetched before that paint, which then waited for them on a slow phone (Lighthouse
 * put the generator's largest paint at 0.76 s or 1.8 s from one run to the next). The island's
 * server-rendered form works before it hydrates and adopts what the visitor has typed.
 */
const paintedDirective: ClientDirective = (load) => {
  onceFirstPaintShown(window, () => {
    void load().then((hydrate) => hydrate());
  });
};

export default paintedDirective;
