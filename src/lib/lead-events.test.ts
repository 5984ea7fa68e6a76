// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { thirdParty } from '../content/site';
import { inlineScriptHash } from './build/csp';
import { announceLead, leadAttribute, leadClicksScript, leadLink } from './lead-events';

const partner = new URL(thirdParty.financingPartner.promoUrl).origin;

afterEach(() => {
  delete window.hearthwoodLeads;
  document.body.replaceChildren();
});

describe('leadLink', () => {
  it('names a link lead with the attribute the inline listener reads', () => {
    expect(leadLink('financingApply')).toEqual({ [leadAttribute]: 'financingApply' });
  });
});

describe('announceLead', () => {
  it('queues the lead on window before the page script has run', () => {
    announceLead(window, 'galleryOpened');
    announceLead(window, 'calculatorUsed');
    expect(window.hearthwoodLeads).toEqual([{ lead: 'galleryOpened' }, { lead: 'calculatorUsed' }]);
  });

  it('hands the lead to the page script once it has taken the queue over', () => {
    const taken: unknown[] = [];
    window.hearthwoodLeads = { push: (...signals) => taken.push(...signals) };
    announceLead(window, 'requestForm');
    expect(taken).toEqual([{ lead: 'requestForm' }]);
  });
});

describe('the inline click listener', () => {
  const listen = () => {
    const listener = new Function(leadClicksScript);
    listener();
  };

  it('queues a link click with its address and lead name, and never cancels it', () => {
    listen();
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

  it('has the CSP hash the page declares', async () => {
    const expected = `sha256-${createHash('sha256').update(leadClicksScript).digest('base64')}`;
    expect(await inlineScriptHash(leadClicksScript)).toBe(expected);
  });
});
