/** A chip name: "All" or one of the gallery categories. */
export type GalleryFilterName = string;

/**
 * The category a "?category=" query preselects, decoded ("Kitchen+Remodeling" and
 * "Kitchen%20Remodeling" both work), or undefined when absent or unknown.
 */
export function parseCategoryParam(search: string, filters: readonly GalleryFilterName[]): GalleryFilterName | undefined {
  const value = new URLSearchParams(search).get('category')?.trim();
  if (!value) return undefined;
  return filters.find((filter) => filter.toLowerCase() === value.toLowerCase());
}

/** The query form of a category, as View Our Work links use it: spaces become "+". */
export function categoryQueryValue(category: string): string {
  return encodeURIComponent(category).replace(/%20/g, '+');
}

/**
 * View Gallery taps that land before the gallery island has hydrated. The island is rendered at
 * build time, so its buttons show at once but do nothing until React runs; on a slow phone that
 * can take seconds after the gallery scrolls into view. A few lines of inline script (the home
 * page renders `earlyGalleryTapsScript` right after the gallery; inline, so no request sits on
 * the first paint) note such a tap on the island, and the island opens that viewer when it mounts.
 */
export const galleryProjectAttribute = 'data-gallery-project';
/** The island's data attribute (data-pending-project) that holds a noted tap. */
const pendingKey = 'pendingProject';

// `ssr` stays on an Astro island until it has hydrated.
export const earlyGalleryTapsScript =
  `document.addEventListener('click',function(e){` +
  `var b=e.target&&e.target.closest&&e.target.closest('[${galleryProjectAttribute}]');` +
  `var i=b&&b.closest('astro-island');` +
  `if(i&&i.hasAttribute('ssr'))i.dataset.${pendingKey}=b.getAttribute('${galleryProjectAttribute}')})`;

/** The project whose View Gallery was tapped before hydration (read once), and its button. */
export function takeEarlyGalleryTap(root: HTMLElement): { projectId: string; button: HTMLElement } | undefined {
  const island = root.closest('astro-island');
  if (!(island instanceof HTMLElement)) return undefined;
  const projectId = island.dataset[pendingKey];
  delete island.dataset[pendingKey];
  if (!projectId) return undefined;
  const button = root.querySelector<HTMLElement>(`[${galleryProjectAttribute}="${CSS.escape(projectId)}"]`);
  return button ? { projectId, button } : undefined;
}
