// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWorkRequestEmbeds } from './work-request-embed';

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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.hearthwoodLead;
});

describe('the work-request embed, for the analytics', () => {
  it('counts the form opening once it has loaded', () => {
    startWorkRequestEmbeds(document);
    expect(status().textContent).toBe('Loading');
    expect(leads).toEqual([]);
    snippet().dispatchEvent(new Event('load'));
    expect(leads).toEqual(['requestForm']);
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
