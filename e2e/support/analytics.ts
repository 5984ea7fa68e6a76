import { expect, test, type Page } from '@playwright/test';
import config, { baseURL } from '../../playwright.config';
import { leadEvents } from '../../src/content/analytics';
import { thirdParty } from '../../src/content/site';

/**
 * A harness for the page analytics (lib/browser/analytics.ts): the site is opened under a
 * hostname that is not localhost (the tracker ignores events on localhost), the tracker is told
 * it may run in an automated browser, and Plausible's endpoint is answered from here, so the
 * test sees every event exactly as it would be sent.
 */

/** Resolved to the local server by the browser (Chromium's --host-resolver-rules). */
const siteHost = 'www.hearthwood.test';

/** Spec files that use the harness call this at the top. */
export function serveUnderTestHostname() {
  const launch = config.use?.launchOptions ?? {};
  test.use({
    baseURL: `http://${siteHost}:${new URL(baseURL).port}`,
    launchOptions: { ...launch, args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${siteHost} 127.0.0.1`] },
  });
}

/** One event as the tracker posts it (Plausible's payload: name, URL, domain, custom properties). */
export interface SentEvent {
  n: string;
  u: string;
  d: string;
  p?: Record<string, string>;
}

interface LeadClick {
  href: string;
  /** Whether anything had cancelled the click by the time it reached window. */
  cancelled: boolean;
  /** Whether the tracker had loaded (it sets window.plausible) at the moment of the tap. */
  trackerLoaded: boolean;
}

declare global {
  interface Window {
    /** Lets Plausible's tracker send from a browser that reports navigator.webdriver. */
    __plausible?: boolean;
    plausible?: unknown;
    __leadClicks?: LeadClick[];
    __analyticsCspViolations?: string[];
  }
}

/**
 * Stands in for the work-request snippet, as Jobber's does it: the client hub's form, an iframe
 * from another origin (`iframe.jobber-work-request`), rendered into the container the script names.
 */
export const fakeJobberSnippet = `(() => {
  const script = document.currentScript;
  const container = script && document.getElementById(script.getAttribute('clienthub_id'));
  if (!container) return;
  const frame = document.createElement('iframe');
  frame.src = script.getAttribute('form_url');
  frame.title = 'Work request form';
  frame.className = 'jobber-work-request';
  container.append(frame);
})();`;

/** The client hub's form document, answered for the iframe: a field and a button to use. */
export const fakeJobberForm = {
  fieldLabel: 'First name',
  html: '<!doctype html><title>Request</title><form><label>First name <input name="first_name"></label><button type="button">Submit</button></form>',
};

export interface AnalyticsWatch {
  /** Every event the endpoint received, page views included. */
  events: SentEvent[];
  /** Lead events with this name. */
  leads: (name: string) => SentEvent[];
  /** Requests that reached the endpoint (answered or blocked). */
  attempts: () => number;
  /** Console errors and uncaught page errors (not the browser's report of a blocked endpoint). */
  errors: string[];
  /** The link taps that left the page, as the stand-in for navigation saw them. */
  clicks: () => Promise<LeadClick[]>;
  cspViolations: () => Promise<string[]>;
}

/**
 * Before the first goto: answers (or, with `block`, refuses) the analytics endpoint, answers every
 * other third-party host from here (the work-request snippet loads, or fails with
 * `workRequest: 'fail'`; its iframe gets `fakeJobberForm`), and stands in for navigation away: a
 * tap, click or middle click on a tel:, mailto: or off-site link is recorded at the very end of its
 * dispatch (window, bubbling), with whether it had been cancelled, then cancelled so the browser
 * neither dials, nor leaves, nor opens a tab: nothing reaches another host.
 */
export async function watchAnalytics(
  page: Page,
  { block = false, workRequest = 'load' }: { block?: boolean; workRequest?: 'load' | 'fail' } = {},
): Promise<AnalyticsWatch> {
  const events: SentEvent[] = [];
  const errors: string[] = [];
  let attempts = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Chromium's own report of a request it refused, one line per blocked request, as with any
    // ad blocker: no page can silence it. What must not appear is an error of the page's code.
    if (message.location().url === thirdParty.analytics.endpoint && text.startsWith('Failed to load resource')) return;
    // The harness serves the site over http under a test hostname, where browsers ignore
    // Cross-Origin-Opener-Policy; the live site is https.
    if (/Cross-Origin-Opener-Policy header has been ignored/.test(text)) return;
    errors.push(`${text} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.__plausible = true;
    window.__leadClicks = [];
    window.__analyticsCspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__analyticsCspViolations!.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
    // A middle click opens a link in a new tab with an auxclick and no click.
    const leaving = (event: MouseEvent) => {
      if (event.type === 'auxclick' && event.button !== 1) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin === location.origin) return;
      window.__leadClicks!.push({
        href: link.href,
        cancelled: event.defaultPrevented,
        trackerLoaded: typeof window.plausible === 'function',
      });
      event.preventDefault();
    };
    window.addEventListener('click', leaving);
    window.addEventListener('auxclick', leaving);
  });
  const endpoint = thirdParty.analytics.endpoint;
  await page.route(
    (url) => url.hostname !== siteHost && url.href !== endpoint,
    (route) => {
      const request = route.request();
      if (request.url() === thirdParty.workRequest.scriptSrc) {
        if (workRequest === 'fail') return route.abort('blockedbyclient');
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeJobberSnippet });
      }
      const type = request.resourceType();
      if (type === 'document' && request.url() === thirdParty.workRequest.formUrl) {
        return route.fulfill({ status: 200, contentType: 'text/html', body: fakeJobberForm.html });
      }
      return route.fulfill({ status: 200, contentType: type === 'stylesheet' ? 'text/css' : 'text/plain', body: '' });
    },
  );
  await page.route(endpoint, (route) => {
    attempts += 1;
    if (block) return route.abort('blockedbyclient');
    events.push(route.request().postDataJSON() as SentEvent);
    return route.fulfill({ status: 202, contentType: 'text/plain', headers: { 'access-control-allow-origin': '*' }, body: 'ok' });
  });
  return {
    events,
    leads: (name) => events.filter((event) => event.n === name),
    attempts: () => attempts,
    errors,
    clicks: () => page.evaluate(() => window.__leadClicks ?? []),
    cspViolations: () => page.evaluate(() => window.__analyticsCspViolations ?? []),
  };
}

const leadNames: readonly string[] = Object.values(leadEvents);

/**
 * Waits for exactly one event of this lead (and, a moment later, still one: nothing sent it
 * twice), then checks what it carries: the page properties, and nothing else.
 */
export async function expectOneLead(watch: AnalyticsWatch, name: string, props: Record<string, string>) {
  await expect.poll(() => watch.leads(name).length, { message: `"${name}" events`, timeout: 15_000 }).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const sent = watch.leads(name);
  expect(sent, `"${name}" events`).toHaveLength(1);
  expect(sent[0]!.p).toEqual(props);
  expect(sent[0]!.d).toBe(thirdParty.analytics.domain);
}

/** The lead events received so far, by name (page views and engagement left out). */
export function leadCounts(watch: AnalyticsWatch): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const event of watch.events) if (leadNames.includes(event.n)) counts[event.n] = (counts[event.n] ?? 0) + 1;
  return counts;
}
