import { expect, test } from '@playwright/test';
import { footer } from '../src/content/footer';
import { navigation } from '../src/content/navigation';
import { policyPage, policyPageNames } from '../src/content/policy-page';
import { contacts } from '../src/content/site';
import { WARRANTY_CLAIMS } from '../src/content/warranty-claims';
import { policies } from './support/content';
import { href, routesOf } from './support/routes';
import { onePerTemplate } from './support/site';

/**
 * Issue 31: the warranty terms, the privacy notice and the accessibility statement, as a visitor
 * reads them, and the footer of one page of every template linking to all three.
 */

// The headings are the office's to word (src/content/policies/*.yaml): read as the build did.
const pages = [
  { name: 'warranty', path: href.warranty(), heading: policies.warranty.hero.heading },
  { name: 'privacy', path: href.privacy(), heading: policies.privacy.hero.heading },
  { name: 'accessibility', path: href.accessibility(), heading: policies.accessibility.hero.heading },
] as const;

test('each policy page is built once, in its own family', () => {
  for (const { name, path } of pages) expect(routesOf(name).map((route) => route.path)).toEqual([path]);
});

for (const { name, path, heading } of pages) {
  test(`${path}: its heading, the day it was last updated, its sections and a way to reach us`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('last-updated')).toContainText(policyPage.lastUpdatedLabel);
    await expect(page.getByTestId('last-updated').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('navigation', { name: navigation.breadcrumbLabel }).getByText(policyPageNames[name])).toHaveAttribute('aria-current', 'page');
    expect(await page.getByTestId('policy-section').count()).toBeGreaterThan(0);
    const contact = page.getByTestId('policy-contact');
    await expect(contact.getByRole('link', { name: contacts.maryland.phone })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(contact.getByRole('link', { name: contacts.maryland.email })).toHaveAttribute('href', `mailto:${contacts.maryland.email}`);
  });
}

test('/warranty: one section per claim, each stating what it covers, how long, the remedy, the exclusions and how to claim', async ({ page }) => {
  await page.goto(href.warranty());
  const sections = page.getByTestId('warranty-section');
  await expect(sections).toHaveCount(WARRANTY_CLAIMS.length);
  const claims = await sections.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-claim')));
  expect([...claims].sort()).toEqual([...WARRANTY_CLAIMS].sort());
  const labels = Object.values(policyPage.warrantyParts);
  for (const claim of WARRANTY_CLAIMS) {
    const section = page.locator(`[data-claim="${claim}"]`);
    await expect(section.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(section.locator('dt')).toHaveText(labels);
    for (const definition of await section.locator('dd').all()) await expect(definition).not.toBeEmpty();
    expect(await section.locator('[data-part="exclusions"] li').count(), `${claim} exclusions`).toBeGreaterThan(0);
  }
  // Each section states the term its file gives it (the wording is the office's).
  for (const { claim, duration } of policies.warranty.warranties.items) {
    await expect(page.locator(`[data-claim="${claim}"] [data-part="duration"] dd`)).toHaveText(duration);
  }
  // Every entry of the list on top leads to its section.
  for (const link of await page.getByRole('navigation', { name: policyPage.contentsLabel }).getByRole('link').all()) {
    const target = (await link.getAttribute('href')) ?? '';
    await expect(page.locator(target)).toHaveCount(1);
  }
});

test('/privacy: no cookies are set on a public page', async ({ page, context }) => {
  await page.goto(href.privacy());
  await page.waitForLoadState('networkidle');
  expect(await context.cookies()).toEqual([]);
});

test.describe('the policy pages at 320 pixels wide (400% zoom of a 1,280-pixel screen)', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const { path } of pages) {
    test(`${path} fits without scrolling sideways`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('the footer of one page of every template links to the three policy pages', () => {
  for (const route of onePerTemplate()) {
    test(`${route.template} (${route.path})`, async ({ page }) => {
      await page.goto(route.path);
      const links = page.locator('#site-footer').getByRole('navigation', { name: footer.policyLinksLabel }).getByRole('link');
      await expect(links).toHaveText(footer.policyLinks.map((name) => policyPageNames[name]));
      expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual(footer.policyLinks.map((name) => href[name]()));
    });
  }
});

test('the footer e-mail addresses wrap only after the @ or a dot', async ({ page }) => {
  await page.goto(href.warranty());
  const email = page.locator('#site-footer').getByRole('link', { name: contacts.maryland.email });
  // Each line of the address, as the browser laid it out, ends in "@" or "." or is the end of the address.
  const lines = await email.evaluate((link) => {
    const range = document.createRange();
    const text = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE) as Text[];
    const tops = new Map<number, string>();
    for (const node of text) {
      for (let i = 0; i < node.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        tops.set(top, (tops.get(top) ?? '') + node.data[i]);
      }
    }
    return [...tops.values()];
  });
  expect(lines.join('')).toBe(contacts.maryland.email);
  for (const line of lines.slice(0, -1)) expect(line).toMatch(/[@.]$/);
});
