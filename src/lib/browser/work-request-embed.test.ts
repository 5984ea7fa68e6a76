// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWorkRequestEmbeds, watchFormStart } from './work-request-embed';

/** The section as components/sections/work-request-embed.tsx renders it. */
function section() {
  document.body.innerHTML = `<div data-work-request data-script-src="https://embed.example/snippet.js"
    data-stylesheet-href="https://embed.example/embed.css" data-clienthub-id="hub" data-form-url="https://hub.example/form"
    data-label-loading="Loading" data-label-failed="Call us">
    <p role="status" data-work-request-status>Waiting</p><div id="hub" data-testid="work-request-container"></div></div>`;
}

/** Brings every observed section into view at once. */
class InView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

const snippet = () => document.querySelector<HTMLScriptElement>('script[data-work-request-embed]')!;
const status = () => document.querySelector('[data-work-request-status]')!;
const container = () => document.querySelector<HTMLElement>('[data-testid="work-request-container"]')!;

/** What Jobber's snippet does once loaded: renders the client hub's form as an iframe in the container. */
function renderForm() {
  const frame = document.createElement('iframe');
  frame.className = 'jobber-work-request';
  container().append(frame);
  return frame;
}

/**
 * Focus moving into a cross-origin iframe, as the page sees it: the iframe becomes the active
 * element, then the window blurs (nothing inside the frame reaches the page).
 */
function focusFrame(frame: HTMLIFrameElement) {
  vi.spyOn(document, 'activeElement', 'get').mockReturnValue(frame);
  window.dispatchEvent(new FocusEvent('blur'));
}

const tap = (target: Element) => target.dispatchEvent(new Event('pointerdown', { bubbles: true }));

let leads: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', InView);
  leads = [];
  window.hearthwoodLead = (lead) => leads.push(lead);
  section();
});

afterEach(() => {
  window.dispatchEvent(new Event('pagehide'));
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.hearthwoodLead;
});

describe('the work-request embed, for the analytics', () => {
  it('counts nothing when the form loads and renders, only when the visitor starts using it, once', () => {
    startWorkRequestEmbeds(document);
    expect(status().textContent).toBe('Loading');
    snippet().dispatchEvent(new Event('load'));
    const frame = renderForm();
    window.dispatchEvent(new Event('scroll'));
    vi.runAllTimers();
    expect(leads).toEqual([]);
    focusFrame(frame);
    tap(container());
    focusFrame(frame);
    expect(leads).toEqual(['requestForm']);
  });

  it('counts the form opened again on a page restored from the back/forward cache (a new page view)', () => {
    startWorkRequestEmbeds(document);
    snippet().dispatchEvent(new Event('load'));
    tap(container());
    window.dispatchEvent(new Event('pagehide'));
    tap(container());
    expect(leads).toEqual(['requestForm']);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    snippet().dispatchEvent(new Event('load'));
    tap(container());
    expect(leads).toEqual(['requestForm', 'requestForm']);
  });

  it('counts no use of a form that never loaded', () => {
    startWorkRequestEmbeds(document);
    tap(container());
    expect(leads).toEqual([]);
  });

  it('counts the fallback when the provider fails, once, however late the failure is reported', () => {
    startWorkRequestEmbeds(document);
    vi.advanceTimersByTime(15_000);
    expect(status().textContent).toBe('Call us');
    snippet().dispatchEvent(new Event('error'));
    snippet().dispatchEvent(new Event('load'));
    expect(leads).toEqual(['requestFormFallback']);
  });
});

describe('watchFormStart', () => {
  let starts = 0;
  let stop: () => void = () => {};
  beforeEach(() => {
    starts = 0;
    stop = watchFormStart(container(), () => (starts += 1));
  });
  afterEach(() => stop());

  it('a tap or click in the form is a start, once', () => {
    const frame = renderForm();
    tap(frame);
    tap(container());
    expect(starts).toBe(1);
  });

  it('focus moving into the iframe (the window blurs while the iframe is active) is a start', () => {
    focusFrame(renderForm());
    expect(starts).toBe(1);
  });

  it('also when the browser makes the iframe active only after the window blurred', () => {
    const frame = renderForm();
    window.dispatchEvent(new FocusEvent('blur'));
    vi.spyOn(document, 'activeElement', 'get').mockReturnValue(frame);
    expect(starts).toBe(0);
    vi.runAllTimers();
    expect(starts).toBe(1);
  });

  it('focus moving into a form rendered inline is a start', () => {
    const input = document.createElement('input');
    container().append(input);
    input.focus();
    expect(starts).toBe(1);
  });

  it('leaving the window, or focusing something outside the form, is not', () => {
    renderForm();
    const outside = document.createElement('iframe');
    document.body.append(outside);
    window.dispatchEvent(new FocusEvent('blur'));
    focusFrame(outside);
    tap(status());
    status().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.runAllTimers();
    expect(starts).toBe(0);
  });

  it('after stop, nothing is a start', () => {
    stop();
    tap(container());
    focusFrame(renderForm());
    vi.runAllTimers();
    expect(starts).toBe(0);
  });
});
