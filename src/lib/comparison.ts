/**
 * The before and after comparison's arithmetic, shared by the gallery viewer (components/ui/
 * before-after.tsx) and the story page's script (lib/browser/before-after.ts): the range's value
 * is the share of the before photo shown, in percent.
 */
import { fillTemplate } from './format';

/** A range value as a whole percentage from 0 to 100 (50 when it is not a number). */
export function comparisonValue(raw: string | number): number {
  const value = Math.round(Number(raw));
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50;
}

/** What a screen reader announces: "45% before, 55% after" in the template's words. */
export function comparisonText(template: string, value: number): string {
  return fillTemplate(template, { before: value, after: 100 - value });
}
