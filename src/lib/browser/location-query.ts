/**
 * Query-parameter variants of a prerendered page (`/services/{slug}?location=maryland`), without a
 * framework. The page carries every variant in its HTML:
 *   - `#page-variants[data-variants]`: JSON of slug -> { title, description, keywords };
 *   - `[data-variant-text]`: JSON of slug -> text, swapped into the element;
 *   - `[data-variant-show~=slug]` (hidden by default) shown, `[data-variant-hide]` hidden.
 * An unknown or missing value changes nothing (spec 2: treated as absent).
 */
export interface DocumentVariant {
  title: string;
  description: string;
  keywords: string;
}

/** The known slug a search string selects ("?location=MARYLAND" -> "maryland"), or undefined. */
export function selectedVariant(search: string, known: readonly string[]): string | undefined {
  const value = new URLSearchParams(search).get('location')?.trim().toLowerCase();
  return value ? known.find((slug) => slug === value) : undefined;
}

function parse<T>(json: string | undefined): Record<string, T> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, T>) : {};
  } catch {
    return {};
  }
}

export function applyLocationQuery(doc: Document, search: string): string | undefined {
  const variants = parse<DocumentVariant>(doc.getElementById('page-variants')?.dataset.variants);
  const slug = selectedVariant(search, Object.keys(variants));
  const variant = slug ? variants[slug] : undefined;
  if (!slug || !variant) return undefined;

  doc.title = variant.title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', variant.description);
  doc.querySelector('meta[name="keywords"]')?.setAttribute('content', variant.keywords);
  for (const element of doc.querySelectorAll<HTMLElement>('[data-variant-text]')) {
    const text = parse<string>(element.dataset.variantText)[slug];
    if (typeof text === 'string') element.textContent = text;
  }
  for (const element of doc.querySelectorAll<HTMLElement>('[data-variant-hide]')) element.hidden = true;
  for (const element of doc.querySelectorAll<HTMLElement>('[data-variant-show]')) {
    if ((element.dataset.variantShow ?? '').split(/\s+/).includes(slug)) element.hidden = false;
  }
  return slug;
}
