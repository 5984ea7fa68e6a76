import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { guidePage } from '../src/content/guide-page';
import { brand, origins } from '../src/content/site';
import { telHref } from '../src/lib/build/contact-links';
import { buildDate } from '../src/lib/build/seo';
import { guideList, guides, localKitchenList, primaryLocation, services } from './support/content';
import { blockThirdParties, builtPages, readHead } from './support/site';

/** The date the page was built (its file's time), as the Article JSON-LD must state it. */
function builtOn(path: string): string {
  const file = builtPages().find(([address]) => address === path)?.[1];
  if (!file) throw new Error(`${path} was not built`);
  return buildDate(statSync(file).mtime);
}

type JsonObject = Record<string, unknown>;
const ofType = (docs: string[], type: string): JsonObject | undefined =>
  docs.map((doc) => JSON.parse(doc) as JsonObject).find((doc) => [doc['@type']].flat().includes(type));

test.describe('guide articles', () => {
  for (const guide of guideList) {
    const service = services[guide.service];
    const serviceHref = `/services/${service.slug}`;

    test(`${guide.slug}: hero, options, tips, breadcrumb and working service links`, async ({ page }) => {
      await blockThirdParties(page);
      await page.goto(`/support/${guide.slug}`);
      const hero = page.locator('main > section').first();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(guide.hero.heading);
      await expect(hero.getByTestId('guide-badge')).toHaveText(guide.hero.badge);

      const crumbs = hero.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText([guidePage.breadcrumbHome, service.name, guide.title]);

      await expect(hero.getByRole('link', { name: guide.hero.buttonLabel })).toHaveAttribute('href', serviceHref);

      const options = page.getByTestId('guide-option');
      await expect(options).toHaveCount(guide.options.items.length);
      for (const [i, option] of guide.options.items.entries()) {
        const card = options.nth(i);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(option.title);
        await expect(card.getByRole('listitem').filter({ hasText: option.features[0] })).toHaveCount(1);
        await expect(card.getByRole('link', { name: guide.options.buttonLabel })).toHaveAttribute('href', serviceHref);
      }

      const tips = page.getByTestId('guide-consideration');
      await expect(tips).toHaveCount(guide.considerations.items.length);
      await expect(tips.getByRole('heading', { level: 3 })).toHaveText(guide.considerations.items.map((item) => item.title));

      await expect(page.getByRole('heading', { level: 2, name: guide.cta.heading })).toBeVisible();
      await expect(page.getByTestId('guide-cta-service')).toHaveAttribute('href', serviceHref);
      await expect(page.getByTestId('guide-cta-service')).toHaveText(guide.cta.buttonLabel);

      // The link works: it leads to the service page that exists.
      await options.nth(1).getByRole('link', { name: guide.options.buttonLabel }).click();
      await expect(page).toHaveURL(new RegExp(`${serviceHref}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.heading);
    });

    test(`${guide.slug}: raw HTML carries Article JSON-LD by the company, dated at build`, async ({ request }) => {
      const path = `/support/${guide.slug}`;
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = readHead(html);
      expect(head.canonical).toBe(`${origins.www}${path}`);
      expect(head.title).toBe(`${guide.title} | ${brand.name}`);
      expect(html).toContain('<meta property="og:type" content="article"');

      const article = ofType(head.jsonLd, 'Article');
      expect(article).toBeDefined();
      const date = builtOn(path);
      expect(article).toMatchObject({
        headline: guide.title,
        description: guide.description,
        url: `${origins.www}${path}`,
        datePublished: date,
        dateModified: date,
        author: { '@type': 'Organization', name: brand.name },
        publisher: { '@type': 'Organization', name: brand.name },
      });
      expect(article?.['image']).toMatch(/^https:\/\/.+\.jpe?g$/);

      const breadcrumb = ofType(head.jsonLd, 'BreadcrumbList');
      const items = (breadcrumb?.['itemListElement'] as { name: string }[]).map((item) => item.name);
      expect(items).toEqual([guidePage.breadcrumbHome, services[guide.service].name, guide.title]);
    });
  }

  test('the kitchen materials guide shows pros and considerations for each material', async ({ page }) => {
    await page.goto('/support/kitchen-materials-guide');
    const options = page.getByTestId('guide-option');
    const guide = guides['kitchen-materials-guide'];
    if (!guide) throw new Error('src/content/guides/kitchen-materials-guide.md is missing');
    for (const [i, option] of guide.options.items.entries()) {
      const card = options.nth(i);
      await expect(card.getByRole('heading', { level: 4, name: guidePage.prosLabel })).toBeVisible();
      await expect(card.getByRole('heading', { level: 4, name: guidePage.considerationsLabel })).toBeVisible();
      for (const line of [...(option.pros ?? []), ...(option.considerations ?? [])]) {
        await expect(card.getByText(line, { exact: true })).toBeVisible();
      }
    }
  });
});

test.describe('local kitchen pages', () => {
  const kitchenService = services['kitchen-remodeling'];
  const serviceHref = `/services/${kitchenService.slug}`;

  for (const kitchen of localKitchenList) {
    const path = `/${kitchen.slug}`;

    test(`${kitchen.slug}: metrics, neighbourhoods, features, styles and the call to action`, async ({ page }) => {
      await blockThirdParties(page);
      await page.goto(path);
      const hero = page.locator('main > section').first();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(kitchen.hero.heading);
      await expect(hero.getByText(kitchen.hero.badge, { exact: true })).toBeVisible();

      const metrics = page.getByTestId('kitchen-metric');
      await expect(metrics).toHaveCount(kitchen.metrics.length);
      for (const [i, item] of kitchen.metrics.entries()) {
        await expect(metrics.nth(i)).toContainText(item.metric);
        await expect(metrics.nth(i)).toContainText(item.description);
      }

      await expect(page.getByTestId('kitchen-neighborhood')).toHaveText(kitchen.neighborhoods.names);
      await expect(page.getByTestId('kitchen-feature')).toHaveText(kitchen.features.items);
      const styles = page.getByTestId('kitchen-style');
      await expect(styles).toHaveCount(kitchen.styles.items.length);
      await expect(styles.getByRole('heading', { level: 3 })).toHaveText(kitchen.styles.items.map((style) => style.name));
      await expect(page.getByRole('heading', { level: 2, name: kitchen.cta.heading })).toBeVisible();

      // Every button either scrolls to the contact section or opens the kitchen service page.
      const main = page.locator('main');
      const toContact = main.getByRole('link', { name: kitchen.cta.primaryLabel });
      const toService = main.getByRole('link', { name: kitchen.cta.secondaryLabel });
      await expect(toContact).toHaveCount(2);
      await expect(toService).toHaveCount(2);
      for (const link of await toContact.all()) await expect(link).toHaveAttribute('href', '#contact');
      for (const link of await toService.all()) await expect(link).toHaveAttribute('href', serviceHref);

      await toContact.first().click();
      await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
      const contact = page.locator('#contact');
      await expect(contact).toBeInViewport();
      await expect(contact.getByTestId('work-request-container')).toBeAttached();
      await expect(contact.getByRole('link', { name: primaryLocation.phone })).toHaveAttribute('href', telHref(primaryLocation.phone));

      await toService.last().click();
      await expect(page).toHaveURL(new RegExp(`${serviceHref}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(kitchenService.hero.heading);
    });

    test(`${kitchen.slug}: raw HTML has its metadata, the Maryland phone and the form container`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = readHead(html);
      expect(head.canonical).toBe(`${origins.www}${path}`);
      expect(head.description).toBe(kitchen.description);
      expect(ofType(head.jsonLd, 'GeneralContractor')).toMatchObject({ telephone: primaryLocation.phone });
      expect(ofType(head.jsonLd, 'BreadcrumbList')).toBeDefined();
      // Phone and the form container are in the HTML, before any script runs.
      expect(html).toContain(`href="${telHref(primaryLocation.phone)}"`);
      expect(html).toContain('data-testid="work-request-container"');
    });
  }
});
