/** A run of text, linked or not. */
export interface TextSegment {
  text: string;
  href?: string;
}

export interface LinkTarget {
  /** The phrase to find (matched case-insensitively, on word boundaries). */
  phrase: string;
  href: string;
}

/**
 * Splits text into segments, linking the first occurrence of each phrase (longest phrases
 * first, so "bathroom remodeling" wins over "bathroom"). Never produces markup: the caller
 * renders segments as text and anchors.
 */
export function autoLink(text: string, targets: readonly LinkTarget[]): TextSegment[] {
  const sorted = [...targets].filter((t) => t.phrase.trim()).sort((a, b) => b.phrase.length - a.phrase.length);
  const used = new Set<string>();
  const segments: TextSegment[] = [];
  let rest = text;
  while (rest) {
    let best: { index: number; length: number; target: LinkTarget } | undefined;
    for (const target of sorted) {
      if (used.has(target.href)) continue;
      const escaped = target.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const match = new RegExp(`\\b${escaped}\\b`, 'i').exec(rest);
      if (match && (!best || match.index < best.index)) best = { index: match.index, length: match[0].length, target };
    }
    if (!best) {
      segments.push({ text: rest });
      break;
    }
    if (best.index > 0) segments.push({ text: rest.slice(0, best.index) });
    segments.push({ text: rest.slice(best.index, best.index + best.length), href: best.target.href });
    used.add(best.target.href);
    rest = rest.slice(best.index + best.length);
  }
  return segments;
}
