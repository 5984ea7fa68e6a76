import type { init, track } from '@plausible-analytics/tracker';
import trackerUrl from '@plausible-analytics/tracker?url';
import { leadEvents, leadProperties, type LeadEvent } from '../../content/analytics';
import type { LeadSignal } from '../lead-events';

/**
 * Cookieless page and lead analytics with Plausible's npm tracker, served from this site (no
 * third-party script). This module runs only once the page has painted and is idle (it is part of
 * after-paint.ts), so it never delays the first paint or a tap; lead actions made before then
 * wait in the queue of lib/lead-events.ts and are sent once the tracker has loaded. With no site identifier nothing is loaded or sent; a tracker or
 * endpoint that is blocked changes nothing a visitor can see. Each event carries the page family,
 * town and service (`#analytics-config`, written by the base layout) and nothing personal.
 *
 * The tracker posts each event with `fetch` and `keepalive`, so an event sent just as a link
 * takes the visitor away still arrives once the page is gone (the booking and partner links open
 * a new tab besides).
 *
 * The tracker file is imported by its built address (`?url`) rather than as a lazy chunk: Vite
 * announces a lazy chunk that fails with `vite:preloadError`, which reloads the page
 * (preload-recovery.ts), and an ad blocker refusing the tracker must never do that.
 */

const isLeadEvent = (value: unknown): value is LeadEvent => typeof value === 'string' && Object.hasOwn(leadEvents, value);

function urlOf(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/** The third-party links that are leads, as the base layout wrote them on `#analytics-config`. */
export interface LeadLinks {
  /** Links to this origin are the financing partner's. */
  partnerOrigin?: string | undefined;
  /** The online booking page: a link to it, or to a page below it, is a booking. */
  bookingUrl?: string | undefined;
}

/** Whether `address` is the page `base` names or one below it (query and fragment aside). */
function isAtOrBelow(address: URL, base: string): boolean {
  const page = urlOf(base);
  if (!page || page.origin !== address.origin) return false;
  const path = page.pathname.replace(/\/+$/, '');
  return address.pathname === path || address.pathname.startsWith(`${path}/`);
}

/**
 * The lead a signal stands for, or undefined: a named lead, a `tel:` or `mailto:` link, a link to
 * the booking page, or a link to the financing partner, which is "Check your rate" unless it names
 * its lead.
 */
export function leadOfSignal(signal: LeadSignal, links: LeadLinks = {}): LeadEvent | undefined {
  if (isLeadEvent(signal.lead)) return signal.lead;
  if (!('href' in signal)) return undefined;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(signal.href)?.[1]?.toLowerCase();
  if (scheme === 'tel') return 'phone';
  if (scheme === 'mailto') return 'email';
  const address = urlOf(signal.href);
  if (!address) return undefined;
  if (links.bookingUrl && isAtOrBelow(address, links.bookingUrl)) return 'booking';
  if (links.partnerOrigin && address.origin === links.partnerOrigin) return 'financingCheckRate';
  return undefined;
}

/** What a page tells the analytics about itself: its family (template), town and service. */
export interface LeadPage {
  family: string;
  town?: string | undefined;
  service?: string | undefined;
}

/** The custom properties of every event of a page; empty ones are left out. */
export function leadProps(page: LeadPage): Record<string, string> {
  const props: Record<string, string> = {};
  for (const key of ['family', 'town', 'service'] as const) {
    const value = page[key]?.trim();
    if (value) props[leadProperties[key]] = value;
  }
  return props;
}

export interface AnalyticsConfig extends LeadLinks {
  /** The site identifier: its domain in Plausible. */
  domain: string;
  /** Plausible's event endpoint; the tracker's default (Plausible's cloud) when empty. */
  endpoint?: string | undefined;
  /** page_family, town and service (leadProps). */
  props: Record<string, string>;
}

export const analyticsConfigId = 'analytics-config';

/** The settings the base layout wrote on `#analytics-config`, or undefined when analytics is off. */
export function readAnalyticsConfig(doc: Document): AnalyticsConfig | undefined {
  const data = doc.getElementById(analyticsConfigId)?.dataset;
  const domain = data?.['domain']?.trim();
  if (!data || !domain) return undefined;
  return {
    domain,
    endpoint: data['endpoint']?.trim() || undefined,
    partnerOrigin: data['partnerOrigin']?.trim() || undefined,
    bookingUrl: data['bookingUrl']?.trim() || undefined,
    props: leadProps({ family: data['pageFamily'] ?? '', town: data['town'], service: data['service'] }),
  };
}

export interface Tracker {
  init: typeof init;
  track: typeof track;
}

const loadPlausible = (): Promise<Tracker> => import(/* @vite-ignore */ trackerUrl);

/**
 * Takes over the lead queue (counting what was queued before), loads the tracker and sends the
 * waiting leads. `load` is the tracker (tests pass a stand-in).
 */
export function startAnalytics(win: Window, load: () => Promise<Tracker> = loadPlausible): void {
  const config = readAnalyticsConfig(win.document);
  const waiting: LeadEvent[] = [];
  let send: ((lead: LeadEvent) => void) | undefined;

  const take = (signal: LeadSignal) => {
    const lead = config && leadOfSignal(signal, config);
    if (!lead) return;
    if (send) send(lead);
    else waiting.push(lead);
  };
  const earlier = win.hearthwoodLeads;
  win.hearthwoodLeads = {
    push: (...signals: LeadSignal[]) => {
      for (const signal of signals) {
        try {
          take(signal);
        } catch {
          // Analytics must never break the action that was counted.
        }
      }
    },
  };
  if (Array.isArray(earlier)) win.hearthwoodLeads.push(...earlier);
  if (!config) return;

  load()
    .then((tracker) => {
      tracker.init({
        domain: config.domain,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        autoCapturePageviews: true,
        customProperties: config.props,
        logging: false,
      });
      send = (lead) => tracker.track(leadEvents[lead], {});
      for (const lead of waiting.splice(0)) send(lead);
    })
    .catch(() => {
      // The tracker file could not load (blocked, or gone after a deploy): nothing is sent.
    });
}
