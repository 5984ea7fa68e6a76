import { expect, test, type Locator, type Page } from '@playwright/test';
import { gallery } from '../src/content/gallery-labels';
import { comparisonLabels, projectPages } from '../src/content/project-pages';
import { expectNoAxeViolations } from './support/axe';
import { galleryProjects } from './support/content';
import { pageFile } from './support/bundle';
import { hydrated } from './support/islands';
import { allRoutes, routesOf } from './support/routes';
import { readPage } from './support/site';

/**
 * The project stories (/projects, /projects/{slug}): every gallery project has its page with its
 * facts and a before and after pair, linked from its town, town+service and service pages and
 * from the gallery's viewer; each pair is two labelled photos without script and one comparison
 * (a range input) with it. The projects come from the build (dist.content.json).
 */

const built = new Set(allRoutes().map((route) => route.path));
const [first] = galleryProjects;
if (!first) throw new Error('the gallery has no project');

const storyLinks = (page: Page, path: string) => page.locator(`main a[href="${path}"]`);
const pairs = (page: Page) => page.locator('main [data-comparison]');

test('/projects and one story page per gallery project are built, and /projects links each', async ({ page }) => {
  expect(routesOf('projects').map((route) => route.path)).toEqual(['/projects']);
  expect(routesOf('project').map((route) => route.path).sort()).toEqual(galleryProjects.map((project) => project.story.path).sort());
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectPages.list.heading);
  for (const project of galleryProjects) {
    const link = storyLinks(page, project.story.path);
    await expect(link).toHaveText(project.title);
    const card = page.locator('main li').filter({ has: page.locator(`a[href="${project.story.path}"]`) });
    for (const detail of [project.story.townName, project.story.serviceName, project.budget]) await expect(card).toContainText(detail);
    if (project.sample) await expect(card.getByText(projectPages.story.sampleLabel)).toBeVisible();
  }
});

test('each story shows its town, county, service, scope, durations, budget band and a before and after pair', async ({ page }) => {
  test.setTimeout(30_000 + galleryProjects.length * 3_000);
  for (const project of galleryProjects) {
    await page.goto(project.story.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    const facts = page.locator('[data-story-facts]');
    for (const fact of [project.story.townName, project.story.county, project.story.serviceName, project.story.promised, project.story.actual, project.budget]) {
      await expect(facts).toContainText(fact);
    }
    await expect(facts.getByRole('link', { name: project.story.serviceName })).toHaveAttribute('href', project.story.servicePath);
    await expect(page.locator('[data-story-scope]')).toHaveText(project.scope);
    await expect(pairs(page)).toHaveCount(project.pairs.length);
    await expect(pairs(page).first().getByRole('img', { name: project.pairs[0]!.beforeAlt })).toBeVisible();
    if (project.sample) await expect(page.locator('main [data-sample-story]')).toHaveText(projectPages.story.sampleLabel);
    if (project.testimonial) await expect(page.getByRole('heading', { name: projectPages.story.clientHeading })).toBeVisible();
  }
});

/** How many links to `href` the <main> of a built page holds, in its raw HTML (the "Recent work" lists are static). */
const mainLinksTo = (path: string, href: string) => (readPage(pageFile(path)).match(/<main\b[\s\S]*<\/main>/)?.[0] ?? '').split(`href="${href}"`).length - 1;

test('each story is linked from its town page, its town+service page and its service page', async ({ page }) => {
  for (const project of galleryProjects) {
    const from = [project.story.townPath, project.story.servicePath, project.story.cityServicePath].filter((path) => built.has(path));
    expect(from, project.title).toContain(project.story.townPath);
    for (const path of from) expect(mainLinksTo(path, project.story.path), `${path} links ${project.story.path}`).toBe(1);
  }
  // And in the browser, the list under its heading.
  await page.goto(first.story.townPath);
  await expect(storyLinks(page, first.story.path)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: projectPages.recentWork.townHeading.replace('{town}', first.story.townName) })).toBeVisible();
});

/** The range of the first comparison and the share of the after photo it leaves visible (its clip). */
async function comparison(scope: Locator) {
  const pair = scope.locator('[data-comparison]').first();
  const range = pair.getByRole('slider');
  const clip = () => pair.locator('.before-after-after').evaluate((node) => getComputedStyle(node).clipPath);
  return { pair, range, clip };
}

test('a pair is one comparison: arrow keys and the pointer move the range, its announced value and the clip', async ({ page }) => {
  await page.goto(first.story.path);
  const { pair, range, clip } = await comparison(page.locator('main'));
  await expect(pair).toHaveAttribute('data-comparing', '');
  await expect(range).toHaveAccessibleName(comparisonLabels.sliderLabel.replace('{alt}', first.pairs[0]!.afterAlt));
  await expect(range).toHaveValue('50');
  await expect(range).toHaveAttribute('aria-valuetext', '50% before, 50% after');
  const start = await clip();

  await range.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(range).toHaveValue('48');
  await expect(range).toHaveAttribute('aria-valuetext', '48% before, 52% after');
  await expect.poll(clip).not.toBe(start);
  await page.keyboard.press('ArrowRight');
  await expect(range).toHaveValue('49');

  // A click near the right end of the track, then a drag to its left quarter.
  const box = (await range.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
  const afterClick = Number(await range.inputValue());
  expect(afterClick).toBeGreaterThan(80);
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  const afterDrag = Number(await range.inputValue());
  expect(afterDrag).toBeLessThan(35);
  await expect(range).toHaveAttribute('aria-valuetext', `${afterDrag}% before, ${100 - afterDrag}% after`);
  await expect.poll(clip).toContain(`${afterDrag}%`);
});

test('axe finds nothing on a story page, with its comparison running', async ({ page }) => {
  await page.goto(first.story.path);
  await expect(pairs(page).first()).toHaveAttribute('data-comparing', '');
  await expectNoAxeViolations(page);
});

test('the gallery viewer links to the story of the project it shows and compares its pairs', async ({ page }) => {
  const project = galleryProjects.find((candidate) => candidate.photos.length > 0) ?? first;
  await page.goto('/#gallery');
  await hydrated(page, 'Gallery');
  const card = page.locator('#gallery li').filter({ hasText: project.title });
  await card.getByRole('button', { name: new RegExp(gallery.viewGalleryLabel) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: new RegExp(gallery.storyLinkLabel) })).toHaveAttribute('href', project.story.path);
  const { range, clip } = await comparison(dialog);
  await expect(range).toBeVisible();
  const start = await clip();
  await range.focus();
  await page.keyboard.press('ArrowRight');
  await expect(range).toHaveValue('51');
  await expect(range).toHaveAttribute('aria-valuetext', '51% before, 49% after');
  await expect.poll(clip).not.toBe(start);
  // The arrow key moved the comparison, not the carousel.
  await expect(dialog.getByText(gallery.counter.replace('{current}', '1').replace('{total}', String(project.photos.length)))).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both photos of a pair show, labelled Before and After', async ({ page }) => {
    await page.goto(first.story.path);
    const pair = pairs(page).first();
    await expect(pair).not.toHaveAttribute('data-comparing');
    await expect(pair.getByRole('slider')).toHaveCount(0);
    for (const [label, alt] of [
      [comparisonLabels.before, first.pairs[0]!.beforeAlt],
      [comparisonLabels.after, first.pairs[0]!.afterAlt],
    ] as const) {
      const figure = pair.locator('figure').filter({ has: page.getByText(label, { exact: true }) });
      await expect(figure.getByRole('img', { name: alt })).toBeVisible();
      await expect(figure.locator('figcaption')).toHaveText(label);
    }
  });
});
