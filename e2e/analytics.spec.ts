import { expect, test, type Page } from '@playwright/test';
import { leadEvents, leadProperties } from '../src/content/analytics';
import { financing } from '../src/content/financing';
import { gallery } from '../src/content/gallery-labels';
import { locationPage } from '../src/content/location-page';
import { contacts, thirdParty, type Contact } from '../src/content/site';
import { areasOf, citiesOf } from '../src/lib/build/places';
import { expectOneLead, fakeJobberForm, leadCounts, serveUnderTestHostname, watchAnalytics, type AnalyticsWatch } from './support/analytics';
import { localKitchens, locations, services } from './support/content';
import { hydrated } from './support/islands';
import { routesOf, type RouteEntry } from './support/routes';

/**
 * QUALITY.md, "Privacy", and issue 21: every lead action sends exactly one event to Plausible,
 * carrying the page family, town and service and nothing personal; a tap made before the tracker
 * has loaded is queued, never held up; and with the endpoint blocked everything still works.
 * The endpoint is answered from here (support/analytics.ts).
 */
serveUnderTestHostname();

const first = (template: Parameters<typeof routesOf>[0]): RouteEntry => {
  const route = routesOf(template)[0];
  if (!route) throw new Error(`no ${template} page was built`);
  return route;
};

const locationOf = (slug: string | undefined) => {
  const location = locations.find((candidate) => candidate.slug === slug);
  if (!location) throw new Error(`unknown location ${slug}`);
  return location;
};

/** The properties every event of a page must carry, from the content (not from the page). */
function propsOf(route: RouteEntry): Record<string, string> {
  const { family, town, service } = leadProperties;
  const serviceName = (slug: string | undefined) => services[slug as keyof typeof services].name;
  switch (route.template) {
    case 'city-service': {
      const city = citiesOf(locationOf(route.params['location'])).find((c) => c.slug === route.params['city'])!;
      return { [family]: route.template, [town]: city.name, [service]: serviceName(route.params['service']) };
    }
    case 'city': {
      const city = citiesOf(locationOf(route.params['location'])).find((c) => c.slug === route.params['city'])!;
      return { [family]: route.template, [town]: city.name };
    }
    case 'neighborhood-service': {
      const area = areasOf(locationOf(route.params['state'])).find((a) => a.slug === route.params['neighborhood'])!;
      return { [family]: route.template, [town]: area.name, [service]: serviceName(route.params['service']) };
    }
    case 'local-kitchen': {
      const kitchen = localKitchens[route.params['slug'] as keyof typeof localKitchens];
      return { [family]: route.template, [town]: kitchen.town, [service]: services['kitchen-remodeling'].name };
    }
    default:
      return { [family]: route.template };
  }
}

async function expectNoCspViolation(watch: AnalyticsWatch) {
  expect(await watch.cspViolations(), 'securitypolicyviolation events').toEqual([]);
}

async function openGalleryViewer(page: Page) {
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await hydrated(page, 'Gallery');
  await page.locator('#gallery ul.grid > li').first().getByRole('button', { name: new RegExp(gallery.viewGalleryLabel) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

const calculatorField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The first page of a family that embeds the work-request form, with its town and service if it has them. */
function pageWithForm(): RouteEntry {
  const withForm = (route: RouteEntry) =>
    thirdParty.workRequest.locations.includes(route.params['location'] ?? route.params['state'] ?? route.params['slug'] ?? '');
  const route = routesOf('city-service').find(withForm) ?? routesOf('city').find(withForm);
  if (!route) throw new Error('no city+service or city page with the work-request form was built');
  return route;
}

/** Brings the contact section near the screen and waits until the stand-in form has rendered in its iframe. */
async function formRendered(page: Page) {
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('work-request-container').locator('iframe.jobber-work-request')).toBeVisible();
  const field = page.frameLocator('[data-testid="work-request-container"] iframe').getByLabel(fakeJobberForm.fieldLabel);
  await expect(field).toBeVisible();
  return field;
}

test('a phone tap on a 4x-throttled phone, before the tracker has loaded, dials at once and is sent once it loads', async ({ page }) => {
  const route = first('city-service');
  const watch = await watchAnalytics(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Mobile data: the tracker arrives late.
  await page.route(/\/_astro\/plausible\.[\w-]+\.js$/, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await request.continue();
  });
  await page.goto(route.path, { waitUntil: 'commit' });
  // Tapped as soon as it shows; no wait for any script.
  await page.getByRole('main').locator('a[href^="tel:"]').first().click();
  const [tap] = await watch.clicks();
  expect(tap, 'the tap reached the end of its dispatch').toBeDefined();
  expect(tap!.href).toMatch(/^tel:\d+$/);
  expect(tap!.cancelled, 'nothing held the call back').toBe(false);
  expect(tap!.trackerLoaded, 'the tap landed before the tracker had loaded').toBe(false);

  await expectOneLead(watch, leadEvents.phone, propsOf(route));
  expect(leadCounts(watch)).toEqual({ [leadEvents.phone]: 1 });
  await expectNoCspViolation(watch);
});

test('an e-mail tap sends one event with the town and service, and page views carry them too', async ({ page }) => {
  const route = first('neighborhood-service');
  const watch = await watchAnalytics(page);
  await page.goto(route.path);
  await page.getByRole('main').locator('a[href^="mailto:"]').first().click();
  await expectOneLead(watch, leadEvents.email, propsOf(route));
  await expect.poll(() => watch.leads('pageview').length).toBe(1);
  expect(watch.leads('pageview')[0]!.p).toEqual(propsOf(route));
  expect(leadCounts(watch)).toEqual({ [leadEvents.email]: 1 });
  expect((await watch.clicks())[0]?.cancelled).toBe(false);
  await expectNoCspViolation(watch);
});

test('scrolling past the work-request form, once it has loaded, sends no lead event', async ({ page }) => {
  const route = pageWithForm();
  const watch = await watchAnalytics(page);
  await page.goto(route.path);
  await formRendered(page);
  // On past it to the end of the page, and back up past it to the top, as a reader would.
  await page.mouse.wheel(0, 5000);
  await expect(page.locator('footer')).toBeInViewport();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(page.locator('#contact')).not.toBeInViewport();
  // The tracker has loaded and sent the page view, so anything queued has been sent as well.
  await expect.poll(() => watch.leads('pageview').length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(1000);
  expect(leadCounts(watch)).toEqual({});
  await expectNoCspViolation(watch);
});

test('a tap inside the work-request form sends one "Request Form Opened", however much the visitor goes on', async ({ page }) => {
  const route = pageWithForm();
  const watch = await watchAnalytics(page);
  await page.goto(route.path);
  const field = await formRendered(page);
  await expect.poll(() => watch.leads('pageview').length, { timeout: 15_000 }).toBe(1);
  expect(leadCounts(watch), 'nothing before the tap').toEqual({});
  await field.click();
  await field.fill('Sam');
  await page.frameLocator('[data-testid="work-request-container"] iframe').getByRole('button').click();
  await page.locator('#contact-heading').click();
  await field.click();
  await expectOneLead(watch, leadEvents.requestForm, propsOf(route));
  expect(leadCounts(watch)).toEqual({ [leadEvents.requestForm]: 1 });
  expect(JSON.stringify(watch.events), 'nothing typed is sent').not.toContain('Sam');
  await expectNoCspViolation(watch);
});

test('tabbing into the work-request form from the page counts it opened too', async ({ page }) => {
  const route = pageWithForm();
  const watch = await watchAnalytics(page);
  await page.goto(route.path);
  await formRendered(page);
  // Focus the last focusable thing before the form, then Tab into the iframe.
  const before = page.locator('#contact a[href], #contact button').last();
  await before.focus();
  await page.keyboard.press('Tab');
  await expectOneLead(watch, leadEvents.requestForm, propsOf(route));
});

test('the work-request fallback shown when the form fails to load sends one event', async ({ page }) => {
  const route = first('local-kitchen');
  const watch = await watchAnalytics(page, { workRequest: 'fail' });
  await page.goto(route.path);
  const contact = page.locator('#contact');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('status')).toBeVisible();
  await expectOneLead(watch, leadEvents.requestFormFallback, propsOf(route));
  expect(leadCounts(watch)).toEqual({ [leadEvents.requestFormFallback]: 1 });
});

test('"Check your rate" on a location page sends one event', async ({ page }) => {
  const route = routesOf('location').find((r) => thirdParty.financingPartner.locations.some((slug) => r.path === `/locations/${slug}`));
  expect(route, 'a location page with the financing banner').toBeDefined();
  const watch = await watchAnalytics(page);
  await page.goto(route!.path);
  await page.getByRole('link', { name: new RegExp(`^${locationPage.financingBanner.linkLabel}`) }).click();
  await expectOneLead(watch, leadEvents.financingCheckRate, propsOf(route!));
  expect(leadCounts(watch)).toEqual({ [leadEvents.financingCheckRate]: 1 });
  expect((await watch.clicks()).map((click) => click.href)).toEqual([thirdParty.financingPartner.promoUrl]);
});

test('the calculator counts its first use once, and "Apply" sends one event', async ({ page }) => {
  const route = first('financing');
  const watch = await watchAnalytics(page);
  await page.goto(route.path);
  await hydrated(page, 'FinancingCalculator');
  const payment = page.getByTestId('monthly-payment');
  const before = await payment.textContent();
  await calculatorField(page, financing.calculator.cost.label).fill('48000');
  await calculatorField(page, financing.calculator.deposit.label).fill('6000');
  await page.getByRole('slider', { name: financing.calculator.months.label, exact: true }).press('ArrowRight');
  await expect(payment).not.toHaveText(before!);
  await expectOneLead(watch, leadEvents.calculatorUsed, propsOf(route));

  await page.getByRole('link', { name: new RegExp(`^${financing.actions.apply.label}`) }).click();
  await expectOneLead(watch, leadEvents.financingApply, propsOf(route));
  expect(leadCounts(watch)).toEqual({ [leadEvents.calculatorUsed]: 1, [leadEvents.financingApply]: 1 });
  await expectNoCspViolation(watch);
});

test('"Get Started Today" (the booking page) sends one booking event with the page properties, on click, Enter and middle click', async ({ page }) => {
  const route = first('financing');
  const watch = await watchAnalytics(page);
  await page.goto(route.path);
  const booking = page.getByRole('link', { name: new RegExp(`^${thirdParty.booking.label}`) });
  await expect(booking).toHaveAttribute('href', thirdParty.booking.url);
  await booking.click();
  await expectOneLead(watch, leadEvents.booking, propsOf(route));
  expect(leadCounts(watch)).toEqual({ [leadEvents.booking]: 1 });

  await booking.focus();
  await page.keyboard.press('Enter');
  await booking.click({ button: 'middle' });
  await booking.click({ button: 'right' });
  await page.keyboard.press('Escape');
  await expect.poll(() => watch.leads(leadEvents.booking).length, { timeout: 15_000 }).toBe(3);
  await page.waitForTimeout(500);
  expect(leadCounts(watch)).toEqual({ [leadEvents.booking]: 3 });
  // Every one of them was stopped here, before it could open the booking page (support/analytics.ts).
  expect((await watch.clicks()).map((click) => [click.href, click.cancelled])).toEqual([
    [thirdParty.booking.url, false],
    [thirdParty.booking.url, false],
    [thirdParty.booking.url, false],
  ]);
  await expectNoCspViolation(watch);
});

test('opening the gallery viewer sends one event', async ({ page }) => {
  const route = first('home');
  const watch = await watchAnalytics(page);
  await page.goto(route.path);
  await openGalleryViewer(page);
  await expectOneLead(watch, leadEvents.galleryOpened, propsOf(route));
  expect(leadCounts(watch)).toEqual({ [leadEvents.galleryOpened]: 1 });
});

test('no cookie is set and no event carries a phone number or an e-mail address', async ({ page, context }) => {
  const route = first('neighborhood-service');
  const watch = await watchAnalytics(page);
  await page.goto(route.path);
  const main = page.getByRole('main');
  await main.locator('a[href^="tel:"]').first().click();
  await main.locator('a[href^="mailto:"]').first().click();
  await expect.poll(() => Object.keys(leadCounts(watch)).sort()).toEqual([leadEvents.email, leadEvents.phone].sort());
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  const sent = JSON.stringify(watch.events);
  for (const contact of Object.values(contacts) as Contact[]) {
    expect(sent).not.toContain(contact.email);
    if (contact.phone) expect(sent).not.toContain(contact.phone.replace(/\D/g, '').slice(-7));
  }
  expect(sent).not.toContain('@');
});

test.describe('with the analytics endpoint blocked', () => {
  test('every lead action still works, and nothing reaches the console', async ({ page }) => {
    // Three pages, one of them with the form's iframe: past 30 s on a busy machine.
    test.slow();
    const watch = await watchAnalytics(page, { block: true });
    const taps: { href: string; cancelled: boolean }[] = [];

    const city = first('city');
    await page.goto(city.path);
    await page.getByRole('main').locator('a[href^="tel:"]').first().click();
    await formRendered(page);
    await page.locator('#contact a[href^="mailto:"]').first().click();
    // The tracker loaded and tried to send.
    await expect.poll(() => watch.attempts(), { timeout: 15_000 }).toBeGreaterThan(0);
    taps.push(...(await watch.clicks()));

    await page.goto(first('financing').path);
    await hydrated(page, 'FinancingCalculator');
    const cost = calculatorField(page, financing.calculator.cost.label);
    await cost.fill('48000');
    await cost.press('Tab');
    await expect(cost).toHaveValue('48,000');
    await page.getByRole('link', { name: new RegExp(`^${financing.actions.apply.label}`) }).click();
    await expect.poll(() => page.evaluate(() => typeof window.plausible)).toBe('function');
    taps.push(...(await watch.clicks()));

    await page.goto(first('home').path);
    await openGalleryViewer(page);

    expect(taps.map((tap) => tap.href.split(':')[0])).toEqual(['tel', 'mailto', 'https']);
    expect(taps.every((tap) => !tap.cancelled), 'no tap was held back').toBe(true);
    expect(watch.events).toEqual([]);
    expect(watch.errors, 'console errors and page errors').toEqual([]);
  });
});

test('with the tracker file itself blocked, the page neither reloads nor fails, and taps still work', async ({ page }) => {
  const watch = await watchAnalytics(page);
  let trackerRequests = 0;
  await page.route(/\/_astro\/plausible\.[\w-]+\.js$/, (route) => {
    trackerRequests += 1;
    return route.abort('blockedbyclient');
  });
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.goto(first('city-service').path);
  await expect.poll(() => trackerRequests, { timeout: 15_000 }).toBe(1);
  await page.getByRole('main').locator('a[href^="tel:"]').first().click();
  // A failed lazy chunk would reload the page (preload-recovery.ts); the tracker must not.
  await page.waitForTimeout(1000);
  expect(navigations).toBe(1);
  expect((await watch.clicks()).map((click) => click.cancelled)).toEqual([false]);
  expect(watch.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  expect(watch.events).toEqual([]);
});
