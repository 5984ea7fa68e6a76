import { expect, test } from '@playwright/test';
import { servicePage } from '../src/content/service-page';
import { brand, contacts } from '../src/content/site';
import { SPEC_SERVICE_SLUGS } from '../src/test/spec';
import { fillTemplate, servicesPhrase } from '../src/lib/format';
import { expectNoAxeViolations } from './support/axe';
import { maryland, serviceList, services } from './support/content';
import { readHead } from './support/site';

const telOf = (phone: string) => `tel:${phone.replace(/[\s\-()]/g, '')}`;
const categoryQuery = (category: string) => category.replace(/ /g, '+');

for (const service of serviceList) {
  test(`${service.slug}: renders with its label, badge, process, View Our Work address and FAQ rule`, async ({ page }) => {
    await page.goto(`/services/${service.slug}`);
    await expect(page).toHaveTitle(`${servicesPhrase(service.name)} | ${service.title} | ${brand.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.heading);
    const hero = page.locator('section').first();
    await expect(hero.getByRole('link', { name: service.primaryLabel, exact: true })).toHaveAttribute('href', '#contact');
    await expect(hero.getByRole('link', { name: servicePage.viewOurWorkLabel })).toHaveAttribute(
      'href',
      `/?category=${categoryQuery(service.galleryCategory)}#gallery`,
    );
    await expect(hero.getByText(service.hero.badge, { exact: true })).toBeVisible();
    await expect(page.getByText(service.trustPoints[0].title, { exact: true })).toBeVisible();
    await expect(page.locator('ol > li h3')).toHaveText(service.process.steps.map((step) => step.title));

    const items = page.getByTestId('faq-item');
    await expect(items).toHaveCount(service.faq.length);
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open', '');
    await expect(page.locator('details[open]')).toHaveCount(0);
  });
}

// A service added by the recipe of docs/architecture.md has a page too (the loop above); the
// spec's list is the floor, not the whole catalogue.
test('every service slug of the spec has a page', async ({ request }) => {
  for (const slug of SPEC_SERVICE_SLUGS) {
    const response = await request.get(`/services/${slug}`);
    expect(response.status(), slug).toBe(200);
    expect(readHead(await response.text()).h1Count, slug).toBe(1);
  }
});

test('?location=maryland turns the primary button into a call and names Maryland', async ({ page }) => {
  const service = services['kitchen-remodeling'];
  await page.goto(`/services/${service.slug}?location=maryland`);
  const call = page.getByRole('link', { name: 'Call Maryland' });
  await expect(call).toHaveAttribute('href', telOf(contacts.maryland.phone));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${service.name} in Maryland`);
  await expect(page).toHaveTitle(`${service.name} Maryland | ${service.title} | ${brand.name}`);
  await expect(page.locator('#contact').getByRole('link', { name: contacts.maryland.phone })).toBeVisible();
  // Spec 9: the description and keywords name the location too.
  const description = fillTemplate(servicePage.descriptionWithLocation, { service: service.name.toLowerCase(), location: maryland.displayName });
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /, Maryland$/);
  // The canonical address never carries the query.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/kitchen-remodeling$/);
});

test('an unknown ?location= is ignored', async ({ page }) => {
  const service = services['roofing-services'];
  await page.goto(`/services/${service.slug}?location=nowhere`);
  await expect(page.getByRole('link', { name: service.primaryLabel, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.heading);
  await expect(page).toHaveTitle(`${servicesPhrase(service.name)} | ${service.title} | ${brand.name}`);
});

test('the inactive Northern Virginia location is not a variant', async ({ page }) => {
  await page.goto('/services/door-installation?location=northern-virginia');
  await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
});

test('decks with Maryland show Certified Excellence; without, they do not', async ({ page }) => {
  await page.goto('/services/outdoor-decks?location=maryland');
  const section = page.locator('section', { has: page.getByRole('heading', { name: servicePage.certified.heading }) });
  await expect(section).toBeVisible();
  for (const card of servicePage.certified.cards) await expect(section.getByText(card.title, { exact: true })).toBeVisible();
  const view = section.getByRole('link', { name: new RegExp(servicePage.certified.viewCertificationLabel) });
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('rel', /noopener/);
  const logo = section.getByRole('link', { name: new RegExp(servicePage.certified.installerLogoAlt) });
  await expect(logo).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  await page.goto('/services/outdoor-decks');
  await expect(page.getByRole('heading', { name: servicePage.certified.heading })).toHaveCount(0);
  await page.goto('/services/kitchen-remodeling?location=maryland');
  await expect(page.getByRole('heading', { name: servicePage.certified.heading })).toHaveCount(0);
});

test('the raw HTML of a service page carries Service, BreadcrumbList and FAQPage', async ({ request }) => {
  const html = await (await request.get('/services/custom-closets')).text();
  for (const type of ['"@type":"Service"', '"@type":"BreadcrumbList"', '"@type":"FAQPage"']) expect(html).toContain(type);
});

// Without a location, a service page is scanned with one page of every template (e2e/a11y.spec.ts).
test('axe: no violation on a service page shown for a location', async ({ page }) => {
  await page.goto('/services/bathroom-remodeling?location=maryland');
  await expect(page.getByRole('link', { name: 'Call Maryland' })).toBeVisible();
  await expectNoAxeViolations(page);
});
