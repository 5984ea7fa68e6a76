import { expect, test, type Page } from '@playwright/test';
import { financing } from '../src/content/financing';
import { gallery } from '../src/content/gallery-labels';
import { generatorPage } from '../src/content/generator';
import { locationContact } from '../src/content/location-contact';
import { navigation } from '../src/content/navigation';
import { contacts, phoneHours } from '../src/content/site';
import { mailtoHref, telHref } from '../src/lib/build/contact-links';
import type { TemplateName } from './support/routes';
import { onePerTemplate } from './support/site';
import { hydrated } from './support/islands';

/**
 * QUALITY.md, "Security and resilience": with every third-party host blocked (an ad blocker, a
 * corporate proxy, a provider's outage) every template renders, its islands work, and the
 * phone and e-mail stay on the page. Runs on a phone, the readers' usual screen.
 */

const tel = telHref(contacts.maryland.phone);
const [firstHours] = phoneHours;
if (!firstHours) throw new Error('src/content/settings/business.json lists no phone hours');
const phoneHoursText = `${firstHours.days} ${firstHours.hours}`;

interface Watch {
  errors: string[];
  localFailures: string[];
  blocked: string[];
}

/** Aborts every request that is not for the local server and records what went wrong. */
async function blockThirdPartiesAndWatch(page: Page): Promise<Watch> {
  const watch: Watch = { errors: [], localFailures: [], blocked: [] };
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    watch.blocked.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  page.on('requestfailed', (request) => {
    if (/^https?:\/\/127\.0\.0\.1[:/]/.test(request.url())) watch.localFailures.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  return watch;
}

type Interaction = (page: Page) => Promise<void>;

const formFails: Interaction = async (page) => {
  const contact = page.locator('#contact');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('status')).toHaveText(locationContact.form.failed);
};

const faqOpens: Interaction = async (page) => {
  const item = page.getByTestId('faq-item').first();
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open', '');
};

/** The main interaction of each template, with the third parties blocked. */
const interactions: Partial<Record<TemplateName, Interaction>> = {
  home: async (page) => {
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await hydrated(page, 'Gallery');
    const chips = page.getByRole('group', { name: gallery.filterLabel });
    const cards = page.locator('#gallery ul.grid > li:visible');
    const all = await cards.count();
    const category = (await chips.getByRole('link').nth(1).textContent())!.trim();
    await chips.getByRole('link', { name: category, exact: true }).click();
    await expect(chips.getByRole('link', { name: category, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => cards.count()).toBeLessThan(all);
    // The viewer is a lazy chunk on our own origin: it must still arrive.
    await cards.first().getByRole('button', { name: new RegExp(gallery.viewGalleryLabel) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading', { name: category })).toBeVisible();
  },
  service: async (page) => {
    await faqOpens(page);
    const contact = page.locator('#contact');
    await expect(contact.locator('a[href^="mailto:"]').first()).toBeVisible();
  },
  location: async (page) => {
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole('link', { name: contacts.maryland.phone })).toHaveAttribute('href', tel);
    await expect(contact.getByRole('link', { name: contacts.maryland.email })).toHaveAttribute('href', mailtoHref(contacts.maryland.email));
    await expect(contact.getByText(phoneHoursText)).toBeVisible();
    await formFails(page);
    await faqOpens(page);
  },
  city: async (page) => {
    await faqOpens(page);
    await formFails(page);
  },
  'city-service': async (page) => {
    await faqOpens(page);
    await formFails(page);
  },
  'local-kitchen': formFails,
  financing: async (page) => {
    await hydrated(page, 'FinancingCalculator');
    const payment = page.getByTestId('monthly-payment');
    const before = await payment.textContent();
    const cost = page.getByRole('textbox', { name: financing.calculator.cost.label, exact: true });
    await cost.fill('48000');
    await cost.press('Tab');
    await expect(cost).toHaveValue('48,000');
    await expect(payment).not.toHaveText(before!);
  },
  generator: async (page) => {
    await hydrated(page, 'LocationGenerator');
    const county = page.getByRole('group', { name: 'County 1', exact: true });
    await county.getByLabel(generatorPage.serviceAreas.cityLabel, { exact: true }).fill('Montclair');
    await county.getByRole('button', { name: generatorPage.serviceAreas.addCity, exact: true }).click();
    await expect(county.getByRole('button', { name: 'Remove Montclair', exact: true })).toBeVisible();
  },
};

const pages: { template: TemplateName | 'not-found'; path: string }[] = [
  ...onePerTemplate().map((route) => ({ template: route.template, path: route.path })),
  { template: 'not-found', path: '/no-such-page' },
];

test.describe('with every third-party host blocked', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const { template, path } of pages) {
    test(`${template} (${path}) renders, works and shows the phone and e-mail`, async ({ page }) => {
      const watch = await blockThirdPartiesAndWatch(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(template === 'not-found' ? 404 : 200);

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.locator(`a[href="${tel}"]`)).toHaveText(contacts.maryland.phone);
      await expect(footer.locator(`a[href="${mailtoHref(contacts.maryland.email)}"]`)).toBeVisible();

      // The navigation's phone menu opens and closes (a popover: no framework involved).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const open = page.getByRole('button', { name: navigation.menuOpenLabel, exact: true });
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await open.click();
      const close = page.getByRole('button', { name: navigation.menuCloseLabel, exact: true });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('banner').getByRole('link', { name: navigation.links[0]!.label, exact: true })).toBeVisible();
      await close.click();
      await expect(page.getByRole('button', { name: navigation.menuOpenLabel, exact: true })).toHaveAttribute('aria-expanded', 'false');

      await interactions[template as TemplateName]?.(page);

      expect(watch.errors, 'uncaught page errors').toEqual([]);
      expect(watch.localFailures, 'failed requests to the site itself').toEqual([]);
    });
  }
});
