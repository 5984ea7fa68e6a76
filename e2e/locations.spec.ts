import { expect, test } from '@playwright/test';
import { comingSoon } from '../src/content/coming-soon';
import { cityPage, cityServicePage, neighborhoodPage } from '../src/content/local-pages';
import { cityServiceTimelines } from '../src/content/durations';
import { brand, contacts, onlyShown, origins, stats, thirdParty, yearsExperienceStat } from '../src/content/site';
import { navigation } from '../src/content/navigation';
import { formatHours } from '../src/lib/format';
import { areasOf, citiesOf } from '../src/lib/build/places';
import { expectNoAxeViolations } from './support/axe';
import { maryland, services } from './support/content';
import { blockThirdParties } from './support/site';

const tel = `tel:${contacts.maryland.phone.replace(/[\s\-()]/g, '')}`;
const cities = citiesOf(maryland);
const areas = areasOf(maryland);
const formHost = new URL(thirdParty.workRequest.scriptSrc).host;

test.describe('location page', () => {
  test('has its sections, links services with ?location= and towns to city pages', async ({ page }) => {
    await blockThirdParties(page);
    await page.goto('/locations/maryland');
    for (const id of ['home', 'services', 'about', 'neighborhoods', 'service-areas', 'gallery', 'faq', 'contact']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#services a[href="/services/kitchen-remodeling?location=maryland"]')).toHaveCount(1);
    await expect(page.locator('#service-areas a[href^="/locations/maryland/"]')).toHaveCount(cities.length);
    await expect(page.locator('#faq details a[href*="?location=maryland"]').first()).toBeAttached();
    const banner = page.getByRole('complementary', { name: /financing/i });
    await expect(banner.getByRole('link')).toHaveAttribute('href', thirdParty.financingPartner.promoUrl);
    await expect(page.getByRole('link', { name: /Call Maryland/ }).first()).toHaveAttribute('href', tel);
  });

  test('the navigation adds Service Areas before Contact and the Project Consultation button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await blockThirdParties(page);
    await page.goto('/locations/maryland');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const labels = await nav.locator('ul').first().getByRole('link').allTextContents();
    expect(labels).toEqual(['Home', 'Services', 'Gallery', 'About', 'Financing', 'Service Areas', 'Contact']);
    await nav.getByRole('link', { name: navigation.consultation.label }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('contact')!.getBoundingClientRect().top))).toBeLessThan(120);
  });

  test('/maryland shows the same page with the same canonical address', async ({ request }) => {
    const short = await (await request.get('/maryland')).text();
    const long = await (await request.get('/locations/maryland')).text();
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical(short)).toBe(`${origins.short}/locations/maryland`);
    expect(canonical(long)).toBe(`${origins.short}/locations/maryland`);
    expect(short).toContain('"GeneralContractor"');
  });

  test('with the form provider blocked, phone, e-mail and hours stay and the form says so', async ({ page }) => {
    await blockThirdParties(page);
    await page.goto('/locations/maryland#contact');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: contacts.maryland.phone })).toHaveAttribute('href', tel);
    await expect(contact.getByRole('link', { name: contacts.maryland.email })).toBeVisible();
    // The hours are the office's (settings), shown while their claim is.
    if (maryland.phoneHours?.length) await expect(contact.getByText(formatHours(maryland.phoneHours))).toBeVisible();
    await expect(contact.getByRole('status')).toContainText('could not load');
    const box = await contact.getByTestId('work-request-container').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(600);
  });

  test('the form is injected once and removed on leave: back again shows one form', async ({ page }) => {
    const requested: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto('/locations/maryland#contact');
    await expect(page.locator(`script[src*="${formHost}"]`)).toHaveCount(1);
    const script = page.locator(`script[src="${thirdParty.workRequest.scriptSrc}"]`);
    await expect(script).toHaveAttribute('clienthub_id', thirdParty.workRequest.clientHubId);
    await expect(script).toHaveAttribute('form_url', thirdParty.workRequest.formUrl);
    await expect(page.locator(`link[href="${thirdParty.workRequest.stylesheetHref}"]`)).toHaveCount(1);
    await page.goto('/financing');
    await page.goBack();
    await expect(page.locator('#contact')).toBeVisible();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.locator(`script[src*="${formHost}"]`)).toHaveCount(1);
    await expect(page.getByTestId('work-request-container')).toHaveCount(1);
    expect(requested.some((url) => url.includes(formHost))).toBe(true);
  });
});

test.describe('Northern Virginia', () => {
  test('/locations/northern-virginia is not found', async ({ request }) => {
    expect((await request.get('/locations/northern-virginia')).status()).toBe(404);
    expect((await request.get('/locations/northern-virginia/arlington')).status()).toBe(404);
  });

  test('/northern-virginia is the noindex coming-soon page', async ({ page }) => {
    const response = await page.goto('/northern-virginia');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText(comingSoon.badge, { exact: true })).toBeVisible();
    await expect(page.getByText(/Alexandria, Arlington County and Fairfax County/)).toBeVisible();
    const notify = page.getByRole('link', { name: comingSoon.notify.label });
    await expect(notify).toHaveAttribute('href', `mailto:${contacts.generic.email}?subject=${encodeURIComponent('Northern Virginia Launch Notification')}`);
    await expect(page.getByRole('link', { name: comingSoon.marylandLabel })).toHaveAttribute('href', '/locations/maryland');
    await expect(page.getByRole('link', { name: comingSoon.homeLabel })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: comingSoon.serving.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: /See Maryland service areas/ })).toHaveAttribute('href', '/locations/maryland');
  });

  test('the sitemap has no Virginia page', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/virginia/i);
  });
});

test.describe('city pages', () => {
  for (const city of [cities[0]!, cities[Math.floor(cities.length / 2)]!, cities[cities.length - 1]!]) {
    test(`${city.name}: badges, four services, every service, neighbourhoods, FAQ and call`, async ({ page }) => {
      await blockThirdParties(page);
      await page.goto(`/locations/maryland/${city.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(city.name);
      const hero = page.locator('main > section').first();
      await expect(hero.getByText(city.county, { exact: true })).toBeVisible();
      for (const item of cityPage.featured) {
        await expect(page.locator(`a[href="/locations/maryland/${city.slug}/${item.slug}"]`).first()).toBeAttached();
        await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
      }
      for (const slug of maryland.services) {
        await expect(page.locator(`a[href="/locations/maryland/${city.slug}/${slug}"]`).first()).toBeAttached();
      }
      await expect(page.getByText(city.note)).toBeVisible();
      await expect(page.getByTestId('faq-item')).toHaveCount(4);
      await expect(page.getByRole('link', { name: `Call ${contacts.maryland.phone}` }).first()).toHaveAttribute('href', tel);
    });
  }

  test('a featured neighbourhood gets its own card; others get the generic badges', async ({ page }) => {
    await page.goto('/locations/maryland/bethesda');
    const bethesda = maryland.featuredNeighborhoods.find((n) => n.name === 'Bethesda')!;
    await expect(page.getByText(bethesda.description)).toBeVisible();
    await expect(page.getByText(cityPage.genericNeighborhood.badges[0]).first()).toBeVisible();
  });

  test('unknown cities are not found', async ({ request }) => {
    expect((await request.get('/locations/maryland/atlantis')).status()).toBe(404);
    expect((await request.get('/locations/atlantis/bowie')).status()).toBe(404);
  });
});

test.describe('city+service pages', () => {
  const city = cities.find((c) => c.slug === 'bowie') ?? cities[0]!;

  test('hero, stats, three steps, FAQ with the timeline and three other services', async ({ page }) => {
    await blockThirdParties(page);
    await page.goto(`/locations/maryland/${city.slug}/kitchen-remodeling`);
    const title = await page.title();
    expect(title.startsWith(`${services['kitchen-remodeling'].name} in ${city.name}, MD`), title).toBe(true);
    await expect(page.getByRole('link', { name: `Call ${contacts.maryland.phone}` }).first()).toHaveAttribute('href', tel);
    await expect(page.getByRole('link', { name: cityServicePage.quoteLabel })).toHaveAttribute('href', '#contact');
    // The stat cards show the values of the settings (staff change them), less claims switched off.
    const statBand = page.locator('section[aria-labelledby="stats-heading"]');
    for (const stat of [...onlyShown([yearsExperienceStat]), ...stats]) await expect(statBand.getByText(stat.value, { exact: true }).first()).toBeVisible();
    await expect(page.locator('section', { has: page.getByRole('heading', { name: cityServicePage.processHeading }) }).locator('ol > li')).toHaveCount(3);
    await expect(page.getByTestId('faq-item')).toHaveCount(4);
    await page.getByTestId('faq-item').first().locator('summary').click();
    await expect(page.getByTestId('faq-item').first()).toContainText(cityServiceTimelines['kitchen-remodeling']!);
    for (const slug of ['custom-woodworking', 'bathroom-remodeling', 'home-additions']) {
      await expect(page.locator(`a[href="/locations/maryland/${city.slug}/${slug}"]`).last()).toBeAttached();
    }
    const hero = page.locator('main > section').first().locator('img');
    await expect(hero).toHaveAttribute('width', /\d+/);
    await expect(hero).toHaveAttribute('height', /\d+/);
  });

  test('bathroom and other services quote their own timelines; roofing uses the default image', async ({ page }) => {
    await page.goto(`/locations/maryland/${city.slug}/bathroom-remodeling`);
    await expect(page.getByTestId('faq-item').first()).toContainText(cityServiceTimelines['bathroom-remodeling']!);
    await page.goto(`/locations/maryland/${city.slug}/roofing-services`);
    await expect(page.getByTestId('faq-item').first()).toContainText(cityServiceTimelines.other);
    await expect(page.locator('main > section').first().locator('img')).toHaveAttribute('src', '/og/default.jpg');
  });

  test('unknown services are not found', async ({ request }) => {
    expect((await request.get(`/locations/maryland/${city.slug}/spaceship-repair`)).status()).toBe(404);
  });
});

test.describe('neighbourhood-service pages', () => {
  const area = areas.find((a) => a.slug === 'severna-park') ?? areas[0]!;
  const service = services['kitchen-remodeling'];

  test('breadcrumb, title, calls to action, guides and four steps', async ({ page }) => {
    await page.goto(`/maryland/${area.slug}/${service.slug}`);
    await expect(page).toHaveTitle(`${area.name} ${service.name} | Free Estimates | Licensed MD Contractor | ${brand.name}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: service.name })).toHaveAttribute('href', `/services/${service.slug}`);
    await expect(crumbs.getByText(area.name)).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${contacts.maryland.phone}` }).first()).toHaveAttribute('href', tel);
    await expect(page.getByRole('link', { name: neighborhoodPage.consultationLabel }).first()).toHaveAttribute('href', '/maryland#contact');
    const guideLinks = page.locator('a[href^="/support/"]');
    await expect(guideLinks).toHaveCount(service.guides.length);
    for (const { title } of neighborhoodPage.steps) {
      await expect(page.locator('ol > li h3', { hasText: title })).toHaveCount(1);
    }
    const html = await page.content();
    expect(html).toContain('"@type":"BreadcrumbList"');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(service.benefit);
    expect(description).toContain(contacts.maryland.phone);
  });

  test('every service recommends its guides, each a full page load to /support/ (spec 2)', async ({ request }) => {
    for (const { slug, guides } of Object.values(services)) {
      const html = await (await request.get(`/maryland/${area.slug}/${slug}`)).text();
      const linked = new Set([...html.matchAll(/href="\/support\/([a-z0-9-]+)"/g)].map((match) => match[1]));
      expect([...linked].sort(), slug).toEqual([...new Set(guides)].sort());
    }
  });

  test('unknown neighbourhoods or services are not found', async ({ request }) => {
    expect((await request.get('/maryland/atlantis/kitchen-remodeling')).status()).toBe(404);
    expect((await request.get(`/maryland/${area.slug}/spaceship-repair`)).status()).toBe(404);
    expect((await request.get(`/maryland/${area.slug}`)).status()).toBe(404);
  });
});

// The coming-soon page, as it loads, is scanned with one page of every template (e2e/a11y.spec.ts).
test('axe: the location page with the form blocked', async ({ page }) => {
  await blockThirdParties(page);
  await page.goto('/locations/maryland#contact');
  await expect(page.locator('#contact').getByRole('status')).toContainText('could not load');
  await expectNoAxeViolations(page);
});
