/** Visible text of the <main> element of a built page, without tags, scripts or styles. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function shingles(text: string, size = 5): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i += 1) out.add(words.slice(i, i + size).join(' '));
  return out;
}

/** Jaccard similarity of two texts' word shingles: 1 is identical, 0 shares nothing. */
export function jaccard(a: string, b: string, size = 5): number {
  const sa = shingles(a, size);
  const sb = shingles(b, size);
  let common = 0;
  for (const s of sa) if (sb.has(s)) common += 1;
  const union = sa.size + sb.size - common;
  return union === 0 ? 0 : common / union;
}
