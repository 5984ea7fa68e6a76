import type { ServiceSlug } from './services/slugs';

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month';

/** A span of time as numbers: from `from` to `to` units (equal for a single figure). */
export interface Span {
  from: number;
  to: number;
  unit: Unit;
}

const span = (from: number, to: number, unit: Unit): Span => ({ from, to, unit });

/**
 * How long the work takes, as advertised (spec 9), stated once as numbers. Everything below
 * writes them out; service copy, guides, FAQs and the town pages quote those phrases by name
 * (`{durations.kitchen}` in a content file, `durations.kitchen` in code), so no copy types a
 * duration of its own.
 */
export const spans = {
  woodworkingSimple: span(2, 4, 'week'),
  woodworkingElaborate: span(6, 12, 'week'),
  kitchen: span(6, 12, 'week'),
  bathroom: span(3, 6, 'week'),
  additions: span(3, 12, 'month'),
  decks: span(1, 3, 'week'),
  basement: span(4, 8, 'week'),
  entertainment: span(2, 4, 'week'),
  closets: span(1, 3, 'week'),
  homeOffice: span(2, 4, 'week'),
  mantels: span(2, 4, 'week'),
  crownMolding: span(1, 3, 'day'),
  flooring: span(1, 3, 'day'),
  painting: span(2, 5, 'day'),
  pantrySetup: span(1, 2, 'day'),
  siding: span(1, 2, 'week'),
  roofing: span(1, 3, 'day'),
  perDoor: span(2, 4, 'hour'),
  perWindow: span(30, 60, 'minute'),
  /** How long a new shower pan holds water before tile goes on. */
  showerFloodTest: span(24, 24, 'hour'),
  /** The city+service FAQ's timeline for services without their own (spec 9: "others 2-8"). */
  otherServices: span(2, 8, 'week'),
  // The phases of /process (content/process.ts) before and after the work on site; no spec line
  // fixes them, so they are the business's own planning figures for the owner to keep true.
  /** From a request to the first visit, at a time that suits the homeowner. */
  firstVisitWait: span(1, 2, 'week'),
  /** The first visit itself: walk the rooms, measure, talk through options and budget. */
  firstVisit: span(1, 2, 'hour'),
  /** From the first visit to the written fixed-price proposal (design and selections included). */
  designProposal: span(2, 4, 'week'),
  /** From the signed proposal to the start of work: permits and ordering materials. */
  permitsOrdering: span(1, 6, 'week'),
  /** From the final walkthrough to the last punch-list item done. */
  punchList: span(1, 2, 'week'),
} as const satisfies Record<string, Span>;

export type DurationName = keyof typeof spans;

type Style = 'short' | 'words' | 'title' | 'beforeNoun';

/**
 * One span written out: "6-12 weeks" (short), "6 to 12 weeks" (words, for running text),
 * "6-12 Weeks" (title, for headings), "1-2 day" (beforeNoun: the spec's "a 1-2 day setup").
 */
export function formatSpan({ from, to, unit }: Span, style: Style): string {
  const plural = style !== 'beforeNoun' && to !== 1;
  const noun = `${unit}${plural ? 's' : ''}`;
  const unitText = style === 'title' ? noun[0]!.toUpperCase() + noun.slice(1) : noun;
  const figure = from === to ? String(from) : style === 'words' ? `${from} to ${to}` : `${from}-${to}`;
  return `${figure} ${unitText}`;
}

function writeAll(style: Style): Record<DurationName, string> {
  return Object.fromEntries(Object.entries(spans).map(([name, value]) => [name, formatSpan(value, style)])) as Record<DurationName, string>;
}

/** "6-12 weeks": the spec's way, used in lists, cards and FAQs. */
export const durations = writeAll('short');
/** "6 to 12 weeks": the same spans in running prose (the guides). */
export const durationsInWords = writeAll('words');
/** "6-12 Weeks": in a title-case heading. */
export const durationsInTitles = writeAll('title');
/** "1-2 day": before a noun, as in "a 1-2 day setup". */
export const durationsBeforeNoun = writeAll('beforeNoun');

/** Time on site by service, as a phrase. Bathroom vanities have no advertised duration. */
export const serviceDurations: Partial<Record<ServiceSlug, string>> = {
  'custom-woodworking': `${durations.woodworkingSimple} for simple built-ins and ${durations.woodworkingElaborate} for elaborate pieces`,
  'kitchen-remodeling': durations.kitchen,
  'bathroom-remodeling': durations.bathroom,
  'home-additions': durations.additions,
  'outdoor-decks': durations.decks,
  'basement-finishing': durations.basement,
  'built-in-entertainment': durations.entertainment,
  'custom-closets': durations.closets,
  'home-office': durations.homeOffice,
  'fireplace-mantels': durations.mantels,
  'crown-molding': durations.crownMolding,
  'flooring-installation': durations.flooring,
  'interior-painting': durations.painting,
  'pantry-organization': `${durations.pantrySetup} of setup`,
  'siding-installation': durations.siding,
  'roofing-services': durations.roofing,
  'door-installation': `${durations.perDoor} per door`,
  'window-installation': `${durations.perWindow} per window`,
};

/**
 * The city+service FAQ's timeline (spec 9: kitchen 6-12 weeks, bathroom 3-6, others 2-8). The
 * 2-8 weeks is read as the time from a signed proposal to finished work, which includes ordering
 * and permits; services whose own advertised duration is longer (additions, elaborate
 * woodworking) give their own, so no page promises less than the work takes.
 */
export const cityServiceTimelines: Partial<Record<ServiceSlug, string>> & { other: string } = {
  'kitchen-remodeling': durations.kitchen,
  'bathroom-remodeling': durations.bathroom,
  'home-additions': durations.additions,
  'custom-woodworking': serviceDurations['custom-woodworking'] ?? durations.woodworkingElaborate,
  other: durations.otherServices,
};
