// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadEvents, leadProperties } from '../../content/analytics';
import { thirdParty } from '../../content/site';
import { mailtoHref, telHref } from '../build/contact-links';
import { analyticsConfigId, leadOfSignal, leadProps, readAnalyticsConfig, startAnalytics, type Tracker } from './analytics';

// The tests hand startAnalytics a stand-in tracker; the real file's address is the build's business.
vi.mock('@plausible-analytics/tracker?url', () => ({ default: '/_astro/tracker.js' }));

const partnerOrigin = new URL(thirdParty.financingPartner.promoUrl).origin;
const bookingUrl = thirdParty.booking.url;
/** The lead links the base layout writes on every page. */
const links = { partnerOrigin, bookingUrl };

/** The element the base layout writes, for a city+service page. */
function configElement(domain: string = thirdParty.analytics.domain) {
  const element = document.createElement('div');
  element.id = analyticsConfigId;
  element.hidden = true;
  Object.assign(element.dataset, {
    domain,
    endpoint: thirdParty.analytics.endpoint,
    partnerOrigin,
    bookingUrl,
    pageFamily: 'city-service',
    town: 'Annapolis',
    service: 'Kitchen Remodeling',
  });
  document.body.append(element);
}

function fakeTracker() {
  const tracker = { init: vi.fn<Tracker['init']>(), track: vi.fn<Tracker['track']>() };
  let resolve!: (value: Tracker) => void;
  const loaded = new Promise<Tracker>((r) => (resolve = r));
  const load = vi.fn(() => loaded);
  return { tracker, load, arrive: () => resolve(tracker) };
}

const sent = (tracker: { track: ReturnType<typeof vi.fn> }) => tracker.track.mock.calls.map(([name]) => name);

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  vi.useRealTimers();
  delete window.hearthwoodLeads;
  document.body.replaceChildren();
});

describe('leadOfSignal', () => {
  it('counts every tel: and mailto: link, however it is written', () => {
    expect(leadOfSignal({ href: telHref('(410) 555-0142') })).toBe('phone');
    expect(leadOfSignal({ href: 'TEL:+14105550142' })).toBe('phone');
    expect(leadOfSignal({ href: mailtoHref('office@example.com', 'A kitchen') })).toBe('email');
    expect(leadOfSignal({ href: 'MailTo:office@example.com' })).toBe('email');
  });

  it('counts a link to the financing partner as "Check your rate" unless it names its lead', () => {
    expect(leadOfSignal({ href: thirdParty.financingPartner.promoUrl, lead: null }, links)).toBe('financingCheckRate');
    expect(leadOfSignal({ href: `${partnerOrigin}/other/page?x=1` }, links)).toBe('financingCheckRate');
    expect(leadOfSignal({ href: thirdParty.financingPartner.promoUrl, lead: 'financingApply' }, links)).toBe('financingApply');
  });

  it('counts a link to the booking page, or a page below it, as a booking, whatever its query or fragment', () => {
    expect(leadOfSignal({ href: bookingUrl, lead: null }, links)).toBe('booking');
    expect(leadOfSignal({ href: `${bookingUrl}/`, lead: null }, links)).toBe('booking');
    expect(leadOfSignal({ href: `${bookingUrl}?utm_source=site#top` }, links)).toBe('booking');
    expect(leadOfSignal({ href: `${bookingUrl}/step/2` }, links)).toBe('booking');
  });

  it('does not take the rest of the booking host for a booking: the work-request form lives there too', () => {
    expect(leadOfSignal({ href: thirdParty.workRequest.formUrl }, links)).toBeUndefined();
    expect(leadOfSignal({ href: `${bookingUrl}-other` }, links)).toBeUndefined();
    expect(leadOfSignal({ href: bookingUrl.replace('https:', 'http:') }, links)).toBeUndefined();
  });

  it('ignores other links, unknown lead names and addresses that are not URLs', () => {
    expect(leadOfSignal({ href: 'https://www.hearthwoodremodeling.example/financing' }, links)).toBeUndefined();
    expect(leadOfSignal({ href: '/locations/maryland#contact', lead: 'toString' }, links)).toBeUndefined();
    expect(leadOfSignal({ href: 'not a url' }, links)).toBeUndefined();
    expect(leadOfSignal({ href: thirdParty.financingPartner.promoUrl })).toBeUndefined();
    expect(leadOfSignal({ href: bookingUrl })).toBeUndefined();
  });

  it('passes a named lead through', () => {
    for (const lead of Object.keys(leadEvents) as (keyof typeof leadEvents)[]) expect(leadOfSignal({ lead })).toBe(lead);
  });
});

describe('leadProps', () => {
  it('carries the page family, town and service under the property names Plausible shows', () => {
    expect(leadProps({ family: 'city-service', town: 'Annapolis', service: 'Kitchen Remodeling' })).toEqual({
      [leadProperties.family]: 'city-service',
      [leadProperties.town]: 'Annapolis',
      [leadProperties.service]: 'Kitchen Remodeling',
    });
  });

  it('leaves out what a page does not have', () => {
    expect(leadProps({ family: 'home', town: '', service: undefined })).toEqual({ page_family: 'home' });
    expect(leadProps({ family: 'guide', service: ' Decks ' })).toEqual({ page_family: 'guide', service: 'Decks' });
  });
});

describe('the lead names', () => {
  it('are distinct, so each action is its own goal', () => {
    const names = Object.values(leadEvents);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('readAnalyticsConfig', () => {
  it('reads the site identifier, endpoint and page properties the base layout wrote', () => {
    configElement();
    expect(readAnalyticsConfig(document)).toEqual({
      domain: thirdParty.analytics.domain,
      endpoint: thirdParty.analytics.endpoint,
      partnerOrigin,
      bookingUrl,
      props: { page_family: 'city-service', town: 'Annapolis', service: 'Kitchen Remodeling' },
    });
  });

  it('is off without a site identifier', () => {
    configElement('  ');
    expect(readAnalyticsConfig(document)).toBeUndefined();
  });
});

describe('startAnalytics', () => {
  it('loads the tracker once, with the site identifier, endpoint and page properties', async () => {
    configElement();
    const { tracker, load, arrive } = fakeTracker();
    startAnalytics(window, load);
    expect(load).toHaveBeenCalledOnce();
    expect(tracker.init).not.toHaveBeenCalled();
    arrive();
    await vi.runAllTimersAsync();
    expect(tracker.init).toHaveBeenCalledWith({
      domain: thirdParty.analytics.domain,
      endpoint: thirdParty.analytics.endpoint,
      autoCapturePageviews: true,
      customProperties: { page_family: 'city-service', town: 'Annapolis', service: 'Kitchen Remodeling' },
      logging: false,
    });
  });

  it('sends the leads made before the page script ran and before the tracker loaded, once each, in order', async () => {
    configElement();
    // The inline listener and an island queued these before the page script ran.
    window.hearthwoodLeads = [{ href: 'tel:4105550142', lead: null }, { href: '/financing', lead: null }];
    window.hearthwoodLeads.push({ lead: 'galleryOpened' });
    const { tracker, load, arrive } = fakeTracker();
    startAnalytics(window, load);
    // Taken over: later signals go to the page script's queue.
    window.hearthwoodLeads.push({ href: 'mailto:office@example.com', lead: null });
    window.hearthwoodLeads.push({ href: `${partnerOrigin}/apply`, lead: 'financingApply' });
    expect(tracker.track).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(2000);
    arrive();
    await vi.runAllTimersAsync();
    expect(sent(tracker)).toEqual([leadEvents.phone, leadEvents.galleryOpened, leadEvents.email, leadEvents.financingApply]);

    // Once loaded, a lead is sent at once.
    window.hearthwoodLeads.push({ lead: 'calculatorUsed' });
    expect(sent(tracker).at(-1)).toBe(leadEvents.calculatorUsed);
    expect(tracker.track).toHaveBeenCalledTimes(5);
  });

  it('sends a click on the booking link as one booking event, with the page properties of the init', async () => {
    configElement();
    const { tracker, load, arrive } = fakeTracker();
    startAnalytics(window, load);
    window.hearthwoodLeads!.push({ href: bookingUrl, lead: null }, { href: thirdParty.workRequest.formUrl, lead: null });
    arrive();
    await vi.runAllTimersAsync();
    expect(tracker.track.mock.calls).toEqual([[leadEvents.booking, {}]]);
    expect(tracker.init.mock.calls[0]![0].customProperties).toEqual({
      page_family: 'city-service',
      town: 'Annapolis',
      service: 'Kitchen Remodeling',
    });
  });

  it('sends nothing personal: the event name only, the page properties come from the init', async () => {
    configElement();
    const { tracker, load, arrive } = fakeTracker();
    startAnalytics(window, load);
    window.hearthwoodLeads!.push({ href: 'tel:4105550142', lead: null }, { href: 'mailto:office@example.com?subject=Hi', lead: null });
    arrive();
    await vi.runAllTimersAsync();
    expect(tracker.track.mock.calls).toEqual([
      [leadEvents.phone, {}],
      [leadEvents.email, {}],
    ]);
    expect(JSON.stringify(tracker.init.mock.calls)).not.toMatch(/4105550142|office@example\.com/);
  });

  it('without a site identifier loads nothing and keeps nothing', async () => {
    configElement('');
    window.hearthwoodLeads = [{ href: 'tel:4105550142', lead: null }];
    const { load } = fakeTracker();
    startAnalytics(window, load);
    window.hearthwoodLeads.push({ lead: 'galleryOpened' });
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    expect(Array.isArray(window.hearthwoodLeads)).toBe(false);
  });

  it('a tracker that cannot load, or throws, never breaks the page', async () => {
    configElement();
    startAnalytics(window, () => Promise.reject(new Error('blocked')));
    await vi.runAllTimersAsync();
    expect(() => window.hearthwoodLeads!.push({ href: 'tel:4105550142', lead: null })).not.toThrow();

    delete window.hearthwoodLeads;
    const { tracker, load, arrive } = fakeTracker();
    tracker.track.mockImplementation(() => {
      throw new Error('tracker bug');
    });
    startAnalytics(window, load);
    arrive();
    await vi.runAllTimersAsync();
    expect(() => window.hearthwoodLeads!.push({ href: 'tel:4105550142', lead: null })).not.toThrow();
    expect(tracker.track).toHaveBeenCalledOnce();
  });
});
