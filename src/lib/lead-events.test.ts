// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { thirdParty } from '../content/site';
import { inlineScriptHash } from './build/csp';
import { leadAttribute, leadLink, leadsScript, type LeadSignal } from './lead-events';

const partner = new URL(thirdParty.financingPartner.promoUrl).origin;

/** Runs the inline <head> script as the page does, against `win` (its window). */
const runInlineScript = (win: Window) => new Function('window', leadsScript)(win);
/** A window of its own, so a test's click listener does not outlive it. */
const bareWindow = () => ({ document: new EventTarget() }) as unknown as Window;

afterEach(() => {
  delete window.hearthwoodLeads;
  delete window.hearthwoodLead;
  document.body.replaceChildren();
});

describe('leadLink', () => {
  it('names a link lead with the attribute the click listener reads', () => {
    expect(leadLink('financingApply')).toEqual({ [leadAttribute]: 'financingApply' });
  });
});

describe('the inline <head> script', () => {
  it('queues the leads announced before the analytics script has run', () => {
    const win = bareWindow();
    runInlineScript(win);
    win.hearthwoodLead!('galleryOpened');
    win.hearthwoodLead!('calculatorUsed');
    expect(win.hearthwoodLeads).toEqual([{ lead: 'galleryOpened' }, { lead: 'calculatorUsed' }]);
  });

  it('keeps what was queued before it, and hands later leads to the queue that took over', () => {
    const win = bareWindow();
    win.hearthwoodLeads = [{ lead: 'phone' }];
    runInlineScript(win);
    expect(win.hearthwoodLeads).toEqual([{ lead: 'phone' }]);
    const taken: LeadSignal[] = [];
    win.hearthwoodLeads = { push: (...signals) => taken.push(...signals) };
    win.hearthwoodLead!('requestForm');
    expect(taken).toEqual([{ lead: 'requestForm' }]);
  });

  it('queues every link click with its address and lead name, and never cancels it', () => {
    runInlineScript(window);
    document.body.innerHTML = `<a href="tel:4105550142"><span>Call</span></a><a href="${partner}/x" ${leadAttribute}="financingApply">Apply</a><button>Other</button>`;
    // Last in line (window, bubbling): notes whether anything cancelled the click, then stops
    // jsdom from following the link.
    let cancelled: boolean | undefined;
    const stub = (event: Event) => {
      cancelled = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stub);
    const click = (element: Element) => {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      return cancelled;
    };
    expect(click(document.querySelector('span')!)).toBe(false);
    expect(click(document.querySelector(`[${leadAttribute}]`)!)).toBe(false);
    expect(click(document.querySelector('button')!)).toBe(false);
    window.removeEventListener('click', stub);
    expect(window.hearthwoodLeads).toEqual([
      { href: 'tel:4105550142', lead: null },
      { href: `${partner}/x`, lead: 'financingApply' },
    ]);
  });

  it('queues a middle click (which opens a new tab without a click event), not a right click', () => {
    // A document of its own, so the listeners of the other tests do not see these clicks.
    const doc = document.implementation.createHTMLDocument();
    const win = { document: doc } as unknown as Window;
    runInlineScript(win);
    doc.body.innerHTML = `<a href="${thirdParty.booking.url}" target="_blank"><span>${thirdParty.booking.label}</span></a>`;
    const span = doc.querySelector('span')!;
    const auxclick = (button: number) => span.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button }));
    expect(auxclick(1), 'not cancelled').toBe(true);
    auxclick(2);
    expect(win.hearthwoodLeads).toEqual([{ href: thirdParty.booking.url, lead: null }]);
  });

  it('has the CSP hash the page declares', async () => {
    const expected = `sha256-${createHash('sha256').update(leadsScript).digest('base64')}`;
    expect(await inlineScriptHash(leadsScript)).toBe(expected);
  });
});
