import type { LeadEvent } from '../content/analytics';

/**
 * Lead actions on their way to the page analytics (lib/browser/analytics.ts, which decides what
 * counts and sends it). Everything that sees one (the inline click listener, the islands, the
 * work-request embed) pushes a signal onto one queue on window, `hearthwoodLeads`: an array until
 * the page script runs, then the page script's own queue, which sends each lead once the tracker
 * has loaded. Pushing never waits and never throws, so no tap or keystroke is held up by
 * analytics, and a lead made before any script has run is still counted. Nothing here is needed
 * at run time by the page script, so the islands and the embed share no chunk with it.
 */

/** A lead by name (islands, the embed), or a link that was clicked (the inline listener). */
export type LeadSignal = { lead: LeadEvent } | { href: string; lead?: string | null };

interface LeadQueue {
  push(...signals: LeadSignal[]): unknown;
}

declare global {
  interface Window {
    hearthwoodLeads?: LeadSignal[] | LeadQueue;
  }
}

/** On a link, names its lead when the address alone cannot (two links to the financing partner). */
export const leadAttribute = 'data-lead' as const;

/** The attribute that names a link's lead, to spread on the link: `<a {...leadLink('financingApply')}>`. */
export function leadLink(lead: LeadEvent): Record<typeof leadAttribute, LeadEvent> {
  return { [leadAttribute]: lead };
}

/** Records a lead action; safe to call before or after the page script has run. */
export function announceLead(win: Window, lead: LeadEvent): void {
  (win.hearthwoodLeads ??= []).push({ lead });
}

/**
 * The page's one delegated click listener, inline in <head> (so it listens from the first paint,
 * before any bundled script): every link click is queued with its address, in the capture phase
 * so no handler can hide it, and without preventDefault, so the link does what it always does.
 */
export const leadClicksScript =
  `document.addEventListener('click',function(e){` +
  `var a=e.target&&e.target.closest&&e.target.closest('a[href]');` +
  `if(a)(window.hearthwoodLeads=window.hearthwoodLeads||[]).push({href:a.href,lead:a.getAttribute('${leadAttribute}')})` +
  `},true)`;
