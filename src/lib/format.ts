/** Fills "{name}" placeholders; unknown names stay as written so a typo shows instead of vanishing. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** "Mon-Fri 7AM-7PM, Sat 9AM-2PM". */
export function formatHours(hours: readonly { days: string; hours: string }[]): string {
  return hours.map((entry) => `${entry.days} ${entry.hours}`).join(', ');
}

/** "A", "A and B", "A, B and C". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Kitchen Remodeling" -> "Kitchen Remodeling Services"; a name that already ends in "Services" stays as it is. */
export function servicesPhrase(serviceName: string): string {
  return /\bservices$/i.test(serviceName.trim()) ? serviceName.trim() : `${serviceName.trim()} Services`;
}

/** "a deck", "an entertainment center": the article by the first letter (enough for our own noun phrases). */
export function withArticle(phrase: string): string {
  const trimmed = phrase.trim();
  return `${/^[aeio]/i.test(trimmed) || /^u(?!s[aeu]|ni|ti)/i.test(trimmed) ? 'an' : 'a'} ${trimmed}`;
}

/** "2025-06-02" -> "June 2, 2025" (a day as written in the content, read as that day wherever the build runs). */
export function formatDay(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * The places a long e-mail address may wrap: after the "@" and after each dot, never inside a
 * word ("maryland@" / "hearthwoodremodeling." / "example"). Each part ends where a line may break.
 */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=[@.])/);
}

const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars as a page states a cost: 45000 -> "$45,000" (cents rounded away). */
export function formatDollars(value: number): string {
  return dollarFormat.format(Number.isFinite(value) ? value : 0);
}
