/**
 * Deterministic text variants (spec 2): the same page always gets the same wording, and
 * neighbouring pages get different wordings.
 */

/** City intro: the first letter's character code modulo 4. */
export function cityIntroIndex(cityName: string): number {
  const code = cityName.trim().charCodeAt(0);
  return Number.isNaN(code) ? 0 : code % 4;
}

/** Sum of the character codes of every part, modulo the number of options. */
export function summedCodeIndex(parts: readonly string[], options: number): number {
  if (!Number.isInteger(options) || options < 1) return 0;
  let sum = 0;
  for (const part of parts) for (let i = 0; i < part.length; i += 1) sum += part.charCodeAt(i);
  return sum % options;
}

/** Picks the variant an index names; the list must not be empty. */
export function pick<T>(options: readonly T[], index: number): T {
  const value = options[((index % options.length) + options.length) % options.length];
  if (value === undefined) throw new Error('pick() needs at least one option');
  return value;
}
