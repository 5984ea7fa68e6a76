import { expect, test, type Page } from '@playwright/test';
import { locationContact } from '../src/content/location-contact';
import { navigation } from '../src/content/navigation';
import { financing } from '../src/content/financing';
import { gallery } from '../src/content/gallery-labels';
import { contacts } from '../src/content/site';
import { telHref } from '../src/lib/build/contact-links';
import { computePayment, financeDefaults, formatMoney } from '../src/lib/finance';
import { galleryProjects } from './support/content';

/**
 * The pages as a homeowner on a slow phone meets them (QUALITY.md, "First paint on a slow
 * phone"): with JavaScript off, and with the CPU throttled 4x and no wait for any script.
 */
const banner = (page: Page) => page.getByRole('banner');

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu opens and shows every link', async ({ page }) => {
    await page.goto('/services/kitchen-remodeling');
    for (const link of navigation.links) await expect(banner(page).getByRole('link', { name: link.label, exact: true })).toBeHidden();
    await page.getByRole('button', { name: navigation.menuOpenLabel }).tap();
    for (const link of navigation.links) await expect(banner(page).getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Maryland' })).toBeVisible();
  });

  for (const path of ['/locations/maryland', '/locations/maryland/annapolis', '/locations/maryland/annapolis/roofing-services']) {
    test(`${path}: the contact section shows a phone link and never says "loading"`, async ({ page }) => {
      await page.goto(path);
      const contact = page.locator('#contact');
      await expect(contact.locator(`a[href="${telHref(contacts.maryland.phone)}"]`).first()).toBeVisible();
      await expect(contact.getByText(locationContact.form.waiting)).toBeVisible();
      await expect(page.getByText(/loading/i)).toHaveCount(0);
    });
  }
});

test.describe('gallery filters', () => {
  const filter = (page: Page, name: string) => page.getByRole('group', { name: gallery.filterLabel }).getByRole('link', { name, exact: true });

  test('with JavaScript off a filter is a link to the filtered gallery', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/#gallery');
    await filter(page, 'Kitchen Remodeling').click();
    await expect(page).toHaveURL(/\/\?category=Kitchen\+Remodeling#gallery$/);
    await context.close();
  });

  test('on a 4x-throttled phone the first tap on a filter takes effect', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/#gallery', { waitUntil: 'domcontentloaded' });
    await filter(page, 'Outdoor Decks').click();
    // A tap before hydration navigates to the filtered address; the island then selects it.
    await expect(filter(page, 'Outdoor Decks')).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
    const cards = page.locator('#gallery ul.grid > li:visible');
    await expect(cards).toHaveCount(galleryProjects.filter((project) => project.category === 'Outdoor Decks').length);
  });

  test('on a 4x-throttled phone a View Gallery tapped before hydration opens that category', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A card below the fold; any project will do once the office has changed the gallery.
    const project = galleryProjects.find((p) => p.category === 'Bathroom Remodeling') ?? galleryProjects[0]!;
    // Mobile data: the island's code (React and the gallery) arrives two seconds late.
    const island = page.locator('#gallery astro-island');
    await page.route(/\/_astro\/(gallery|client)\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: new RegExp(`${gallery.viewGalleryLabel}.*${project.title}`) });
    await button.scrollIntoViewIfNeeded();
    // Tapped as soon as it shows: the island has not hydrated yet.
    await button.click();
    expect(await island.getAttribute('ssr'), 'the tap landed before hydration').not.toBeNull();
    const viewer = page.getByRole('dialog', { name: project.category });
    await expect(viewer).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('with JavaScript off, on a desktop', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test('the Locations list opens and links to Maryland', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: navigation.locationsMenu.label }).click();
    await expect(page.getByRole('link', { name: 'Maryland', exact: true })).toBeVisible();
  });
});

test.describe('on a slow phone (CPU throttled 4x), tapping at once', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  });

  test('the first tap on the menu toggle opens the menu', async ({ page }) => {
    await page.goto('/locations/maryland', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: navigation.menuOpenLabel }).tap();
    await expect(banner(page).getByRole('link', { name: 'Financing', exact: true })).toBeVisible();
    // Choosing an in-page link closes the menu once the page's script runs.
    await banner(page).getByRole('link', { name: navigation.consultation.label }).last().tap();
    await expect(banner(page).getByRole('link', { name: 'Financing', exact: true })).toBeHidden();
  });
});

test.describe('the calculator on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  });

  // Spec 5: a number is clamped to 1,000..200,000; non-numeric becomes 0, then clamps up to 1,000.
  for (const [typed, cost] of [
    ['50000', 50000],
    ['abc', 1000],
  ] as const) {
    test(`a cost typed at once ("${typed}") is the one the estimate uses`, async ({ page }) => {
      await page.goto('/financing', { waitUntil: 'domcontentloaded' });
      await page.getByRole('textbox', { name: financing.calculator.cost.label, exact: true }).fill(typed);
      const expected = computePayment({ ...financeDefaults, cost });
      await expect(page.getByTestId('monthly-payment')).toHaveText(formatMoney(expected.monthlyPayment), { timeout: 15_000 });
      await expect(page.getByTestId('total-amount')).toHaveText(formatMoney(expected.totalAmount));
    });
  }
});

test.describe('photos on a phone that has not scrolled', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  // Chrome's lazy loading fetches a lazy image within 1,250 px of the screen at the first
  // layout; a photo further down the page must not share the network with the first paint
  // (Picture's frame, .offscreen-photo). The two pages whose service cards start right under the
  // hero fetch the hero and nothing below it.
  for (const path of ['/', '/locations/maryland']) {
    test(`${path}: only the hero photo is fetched, and the service card photos once scrolled to`, async ({ page }) => {
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && request.url().includes('/_astro/')) images.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(images, `photos fetched on ${path} before any scroll`).toHaveLength(1);
      const card = page.getByTestId('service-card').first();
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(images.length).toBeGreaterThan(1);
    });
  }
});
