import type { LeadEvent } from '../content/analytics';

/**
 * Lead actions on their way to the page analytics (lib/browser/analytics.ts, which decides what
 * counts and sends it). A few lines inline in <head> (`leadsScript`, before any bundled script,
 * so from the first paint) set up one queue on window, `hearthwoodLeads`, and two ways onto it:
 *   - the page's one delegated click listener: every link click (a tap, a click, Enter on a
 *     focused link, and a middle click, which is an `auxclick`) is queued with its address, in
 *     the capture phase so no handler can hide it, and never cancelled, so a phone link dials at
 *     once and every link does what it always does;
 *   - `window.hearthwoodLead(name)`, which the islands and the work-request embed call for the
 *     leads that are not link clicks. They import nothing for it, so they share no chunk with the
 *     page scripts, which stay small enough to be inlined.
 * The queue is an array until the analytics script runs; then that script's own queue, which
 * sends each lead once the tracker has loaded. Queuing never waits and never throws.
 */

/** A lead by name (islands, the embed), or a link that was clicked (the click listener). */
export type LeadSignal = { lead: LeadEvent } | { href: string; lead?: string | null };

interface LeadQueue {
  push(...signals: LeadSignal[]): unknown;
}

declare global {
  interface Window {
    hearthwoodLeads?: LeadSignal[] | LeadQueue;
    /** Records a lead action; set by `leadsScript`, so absent only where that script is. */
    hearthwoodLead?: (lead: LeadEvent) => void;
  }
}

/** On a link, names its lead when the address alone cannot (two links to the financing partner). */
export const leadAttribute = 'data-lead' as const;

/** The attribute that names a link's lead, to spread on the link: `<a {...leadLink('financingApply')}>`. */
export function leadLink(lead: LeadEvent): Record<typeof leadAttribute, LeadEvent> {
  return { [leadAttribute]: lead };
}

/**
 * Inline in <head>: the lead queue, `window.hearthwoodLead` and the delegated click listener
 * (a middle click opens a link in a new tab without a `click`; a right click opens a menu only).
 */
export const leadsScript =
  `(function(w){w.hearthwoodLeads=w.hearthwoodLeads||[];` +
  `w.hearthwoodLead=function(l){w.hearthwoodLeads.push({lead:l})};` +
  `function c(e){if(e.type==='auxclick'&&e.button!==1)return;` +
  `var a=e.target&&e.target.closest&&e.target.closest('a[href]');` +
  `if(a)w.hearthwoodLeads.push({href:a.href,lead:a.getAttribute('${leadAttribute}')})}` +
  `w.document.addEventListener('click',c,true);w.document.addEventListener('auxclick',c,true)})(window)`;
