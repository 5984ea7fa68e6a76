import { expect, test } from '@playwright/test';
import { durations, serviceDurations } from '../src/content/durations';
import { navigation } from '../src/content/navigation';
import { processPage } from '../src/content/process';
import { business, origins, shows } from '../src/content/site';
import { expectNoAxeViolations } from './support/axe';
import { policies, serviceList } from './support/content';
import { href, routesOf, type TemplateName } from './support/routes';
import { onePerTemplate, readHead } from './support/site';

/**
 * Issue 34, item 3: /process states each phase from the request to the warranty with how long it
 * takes, and every contact section leads to it. The phases are read from content/process.ts (a
 * typed module, as the build read it) and the warranty terms from the build's content.
 */

const { labels } = processPage;

test('/process is built once, in its own family, with its own title and trail, and listed in the sitemap', async ({ request }) => {
  expect(routesOf('process').map((route) => route.path)).toEqual([href.process()]);
  const head = readHead(await (await request.get(href.process())).text());
  expect(head.title).toContain(processPage.metadata.title);
  expect(head.canonical).toBe(`${origins.www}${href.process()}`);
  expect(head.h1Count).toBe(1);
  const breadcrumb = head.jsonLd.map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string }[] }).find((node) => node['@type'] === 'BreadcrumbList');
  expect(breadcrumb?.itemListElement?.at(-1)?.name).toBe(processPage.name);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${origins.www}${href.process()}</loc>`);
});

test('/process: every phase in order, each with what you get, who you deal with and how long it takes', async ({ page }) => {
  await page.goto(href.process());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(processPage.hero.heading);
  await expect(page.getByRole('navigation', { name: navigation.breadcrumbLabel }).getByText(processPage.name)).toHaveAttribute('aria-current', 'page');
  const phases = page.getByTestId('process-phase');
  await expect(phases.getByRole('heading', { level: 3 })).toHaveText(processPage.phases.map((phase) => phase.title));
  for (const phase of processPage.phases) {
    const item = page.locator(`#${phase.id}`);
    expect(phase.duration, `${phase.id} has a duration`).not.toBe('');
    await expect(item.locator('dt')).toContainText([labels.gets, labels.who, labels.duration]);
    await expect(item.getByTestId('phase-duration'), phase.id).toHaveText(phase.duration);
    await expect(item.locator('dd').first().locator('li')).toHaveText([...phase.gets]);
  }
  // How fast a request is answered, and what the first visit is and costs, while the owner makes those claims.
  if (shows('responsePromise')) await expect(page.locator('#request').getByTestId('phase-duration')).toContainText(business.responseTime);
  await expect(page.locator('#first-visit').getByTestId('phase-duration')).toContainText(durations.firstVisit);
  if (shows('freeEstimates')) await expect(page.locator('#first-visit').getByTestId('phase-cost')).not.toBeEmpty();
  await expectNoAxeViolations(page);
});

test("/process: the work phase gives every service's time on site, the warranty phase each warranty's term", async ({ page }) => {
  await page.goto(href.process());
  const work = page.locator('#work');
  for (const service of serviceList.filter((candidate) => serviceDurations[candidate.slug])) {
    const item = work.getByRole('listitem').filter({ has: page.getByRole('link', { name: service.name, exact: true }) });
    await expect(item).toContainText(serviceDurations[service.slug]!);
    await expect(item.getByRole('link')).toHaveAttribute('href', href.service(service.slug));
  }
  const warranty = page.locator('#warranty');
  const terms = policies.warranty.warranties.items.filter((item) => item.claim !== 'fixedPriceGuarantee' && shows(item.claim));
  expect(terms.length, 'the warranty page states terms to quote').toBeGreaterThan(0);
  for (const item of terms) {
    const link = page.getByRole('link', { name: item.heading, exact: true });
    const term = warranty.getByRole('listitem').filter({ has: link });
    await expect(term.getByRole('link')).toHaveAttribute('href', new RegExp(`^${href.warranty()}#`));
    // The term is the warranty page's own first sentence, not a copy of it.
    await expect(term).toContainText(item.duration.split(/(?<=\.)\s/)[0]!);
  }
  await expect(warranty.getByRole('link', { name: processPage.warrantyTermsLabel })).toHaveAttribute('href', href.warranty());
});

test('every contact section on one page of each template links to /process', async ({ page }) => {
  const withContact: TemplateName[] = [];
  // The process page itself closes with a call to action, not a contact section.
  for (const route of onePerTemplate().filter((candidate) => candidate.template !== 'process')) {
    await page.goto(route.path);
    const sections = await page.locator('#contact, section[aria-labelledby$="contact-heading"]').all();
    for (const section of sections) {
      await expect(section.getByRole('link', { name: processPage.contactLinkLabel }), route.path).toHaveAttribute('href', href.process());
    }
    if (sections.length > 0) withContact.push(route.template);
  }
  // The families that close with a contact section, at least: a new one only adds to the list.
  expect(withContact).toEqual(
    expect.arrayContaining(['home', 'service', 'location', 'city', 'city-service', 'local-kitchen', 'financing', 'warranty', 'privacy', 'accessibility']),
  );
});

test('the footer links to /process', async ({ page }) => {
  await page.goto(href.home());
  await expect(page.locator('#site-footer').getByRole('link', { name: processPage.name, exact: true })).toHaveAttribute('href', href.process());
});

test.describe('/process at 320 pixels wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('fits without scrolling sideways', async ({ page }) => {
    await page.goto(href.process());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
