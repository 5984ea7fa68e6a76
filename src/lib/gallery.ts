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
