/**
 * What office staff may do in the editor never turns the tests red. In a throwaway copy, through
 * Keystatic in Chromium: publish a new guide (duplicating one, as staff would), move the
 * fixed-price stat to the front of the headline stats, add a question to a service's FAQ, and add
 * a gallery project with its card photo and a photo. Then the copy builds, its unit tests that
 * read the content and the browser tests about content pass on what it built, and the new guide
 * is in the sitemap and linked from its service page.
 */
import { expect, test } from '@playwright/test';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openForm, prepareEditorPage, save } from './keystatic-ui';
import { createSandbox, projectRoot, type CmsServer, type Sandbox } from './sandbox';

const PORT = Number(process.env.CMS_E2E_PORT ?? 3012);

const NEW_GUIDE = {
  slug: 'kitchen-lighting-guide',
  title: 'Kitchen Lighting Guide: Layering Task, Ambient and Accent Light',
  heading: 'Light Every Part of Your Kitchen for the Way You Use It',
  description: 'How to layer recessed, under-cabinet and pendant lighting in a remodeled kitchen, with switching and dimming plans for Maryland homes.',
};
const NEW_QUESTION = 'Can you add lighting under the upper cabinets?';
const NEW_ANSWER = 'Yes. We run low-voltage LED strips under the uppers during the remodel, with the wiring hidden in the cabinets.';
const NEW_PROJECT = {
  title: 'Screened Porch Deck in Arnold',
  slug: 'screened-porch-deck',
  category: 'Outdoor Decks',
  features: ['Screened cedar porch', 'Composite decking', 'Ceiling fan and lights'],
  cardAlt: 'A screened porch on a composite deck behind a Cape Cod house',
  photoAlt: 'The screened porch from the yard at dusk',
  // Its story (/projects/{file name}): a town the site has a page for, a service, the scope, the
  // durations and a before and after pair.
  town: { state: 'maryland', city: 'arnold' },
  // The editor lists services by their file name.
  service: 'outdoor-decks',
  scope: 'An open pressure-treated deck behind a Cape Cod was rebuilt in composite and screened in under a new roof, with a ceiling fan and lights on their own circuit.',
  promised: { from: '3', to: '4' },
  actual: { from: '4', to: '4' },
  beforeAlt: 'The old open deck before the porch was built',
  afterAlt: 'The screened porch from the same corner of the yard',
};
/** The browser tests about content: guides, services, the home gallery, links and what search engines see. */
const CONTENT_SPECS = ['e2e/guides.spec.ts', 'e2e/services.spec.ts', 'e2e/home.spec.ts', 'e2e/links.spec.ts', 'e2e/search-quality.spec.ts'];

/** The lines of a test run's output that say what failed (the whole log is attached to the test's output). */
function failures(output: string): string {
  const lines = output.split('\n');
  const failed = lines.flatMap((line, index) => (/(?:×|✘|FAIL|\d+\) \[)/.test(line) ? lines.slice(index, index + 12) : []));
  return (failed.length ? failed.join('\n') : output).slice(-8000);
}

let sandbox: Sandbox;
let cms: CmsServer | undefined;
let uploads: string | undefined;

test.beforeAll(async () => {
  sandbox = await createSandbox({ withTests: true });
  uploads = await mkdtemp(join(tmpdir(), 'cms-upload-'));
});

test.afterAll(async () => {
  await cms?.stop();
  await sandbox?.remove();
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

test('a new guide, reordered stats, a new FAQ and a new gallery project build and pass the tests', async ({ page }) => {
  test.setTimeout(900_000);
  await prepareEditorPage(page);
  cms = await sandbox.startCms(PORT);
  const url = (path: string) => `${cms!.url}/keystatic${path}`;

  await test.step('publish a new guide, starting from a copy of the kitchen layout guide', async () => {
    await openForm(page, url('/collection/guides/item/kitchen-layout-guide'));
    await page.getByRole('button', { name: 'Duplicate entry…' }).click();
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(NEW_GUIDE.title);
    await page.getByRole('textbox', { name: 'Web address' }).fill(NEW_GUIDE.slug);
    await page.getByRole('textbox', { name: /^Description/ }).fill(NEW_GUIDE.description);
    const hero = page.getByRole('group', { name: 'Top of the page (hero)' });
    await hero.getByRole('textbox', { name: 'Heading', exact: true }).fill(NEW_GUIDE.heading);
    await hero.getByRole('textbox', { name: 'Badge', exact: true }).fill('Kitchen Lighting Guide');
    await save(page, 'Create');
    await expect.poll(() => sandbox.exists(`src/content/guides/${NEW_GUIDE.slug}.md`)).toBe(true);
  });

  await test.step('move the fixed-price stat to the front of the headline stats', async () => {
    await openForm(page, url('/singleton/business'));
    const stats = page.getByRole('grid', { name: 'Headline stats' });
    // Drag the stat by its handle onto the top edge of the first row.
    await stats
      .getByRole('button', { name: /^Drag Fixed-price guarantee/ })
      .dragTo(stats.getByRole('row').first(), { targetPosition: { x: 40, y: 3 } });
    await expect(stats.getByRole('row').first()).toHaveAccessibleName(/^Fixed-price guarantee/);
    await save(page);
    await expect
      .poll(async () => (JSON.parse(await sandbox.read('src/content/settings/business.json')) as { stats: { id: string }[] }).stats.map((stat) => stat.id))
      .toEqual(['fixedPrice', 'projectsAnnually', 'combinedExperience']);
  });

  await test.step('add a question to the kitchen remodeling FAQ', async () => {
    await openForm(page, url('/collection/services/item/kitchen-remodeling'));
    await page.getByRole('group', { name: /^Frequently asked questions/ }).getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Question' }).fill(NEW_QUESTION);
    await dialog.getByRole('textbox', { name: 'Answer' }).fill(NEW_ANSWER);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await save(page);
    await expect.poll(() => sandbox.read('src/content/services/kitchen-remodeling.yaml')).toContain(NEW_QUESTION);
  });

  await test.step('add a gallery project with a card photo and a photo', async () => {
    const photo = join(uploads!, 'screened-porch.jpg');
    await writeFile(photo, await readFile(join(projectRoot, 'src/assets/gallery/outdoor-decks/01.jpg')));
    await openForm(page, url('/collection/gallery/create'), 'Create');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(NEW_PROJECT.title);
    await page.getByRole('textbox', { name: 'File name' }).fill(NEW_PROJECT.slug);
    await page.getByRole('button', { name: /Category$/ }).click();
    await page.getByRole('listbox', { name: 'Category' }).getByRole('option', { name: NEW_PROJECT.category, exact: true }).click();
    const card = page.waitForEvent('filechooser');
    await page.getByRole('group', { name: 'Card photo' }).getByRole('button', { name: 'Choose file' }).click();
    await (await card).setFiles(photo);
    // The browser re-encodes the photo before the field holds it (src/editor/photo-reencode.ts).
    await expect(page.getByRole('status').filter({ hasText: /^screened-porch-[a-z0-9]+\.jpg is ready/ })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill(NEW_PROJECT.cardAlt);
    for (const feature of NEW_PROJECT.features) {
      await page.getByRole('group', { name: /^Features/ }).getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Feature' }).fill(feature);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    await page.getByRole('group', { name: 'Photos', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(photo);
    await expect(dialog.getByRole('status')).toContainText('is ready', { timeout: 60_000 });
    await dialog.getByRole('textbox', { name: 'Alt text', exact: true }).fill(NEW_PROJECT.photoAlt);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The story: where, what, how long, and one before and after pair.
    const town = page.getByRole('group', { name: /^Town/ });
    await town.getByRole('textbox', { name: 'Location', exact: true }).fill(NEW_PROJECT.town.state);
    await town.getByRole('textbox', { name: 'Town', exact: true }).fill(NEW_PROJECT.town.city);
    // In the middle of the window, so its list opens below it. On the loaded CI machine the option
    // never held still for a mouse click (30 s of "not stable"), so it is chosen as a screen reader
    // or a keyboard-driven click does: a click event without a pointer, which needs no stable box.
    const service = page.getByRole('combobox', { name: 'Service' });
    await service.evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await service.fill(NEW_PROJECT.service);
    await page.getByRole('option', { name: NEW_PROJECT.service, exact: true }).dispatchEvent('click');
    await expect(service).toHaveValue(NEW_PROJECT.service);
    await page.getByRole('textbox', { name: /^Scope/ }).fill(NEW_PROJECT.scope);
    for (const [label, span] of [['Promised duration', NEW_PROJECT.promised], ['Actual duration', NEW_PROJECT.actual]] as const) {
      const group = page.getByRole('group', { name: label });
      await group.getByRole('textbox', { name: 'From', exact: true }).fill(span.from);
      await group.getByRole('textbox', { name: /^To/ }).fill(span.to);
    }
    await page.getByRole('group', { name: /^Before and after/ }).getByRole('button', { name: 'Add', exact: true }).click();
    const pair = page.getByRole('dialog');
    // Each photo of the pair has its own "Alt text" field, after it.
    for (const [index, [label, alt]] of ([['Before photo', NEW_PROJECT.beforeAlt], ['After photo', NEW_PROJECT.afterAlt]] as const).entries()) {
      const chosen = page.waitForEvent('filechooser');
      await pair.getByRole('group', { name: label }).getByRole('button', { name: 'Choose file' }).click();
      await (await chosen).setFiles(photo);
      await expect(pair.getByRole('status').filter({ hasText: 'is ready' })).toHaveCount(index + 1, { timeout: 60_000 });
      await pair.getByRole('textbox', { name: 'Alt text', exact: true }).nth(index).fill(alt);
    }
    await pair.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(pair).toBeHidden();
    await save(page, 'Create');
    await expect.poll(() => sandbox.exists(`src/content/gallery/${NEW_PROJECT.slug}.yaml`)).toBe(true);
  });

  await cms.stop();
  cms = undefined;

  await test.step('the copy builds; the new guide is in the sitemap and linked from its service page', async () => {
    const build = await sandbox.build();
    expect(build.code, build.output.slice(-4000)).toBe(0);
    expect(await sandbox.read('dist/sitemap.xml')).toContain(`/support/${NEW_GUIDE.slug}</loc>`);
    const servicePage = await sandbox.builtPage('/services/kitchen-remodeling');
    expect(servicePage).toContain(`href="/support/${NEW_GUIDE.slug}"`);
    expect(servicePage).toContain(NEW_QUESTION);
    const home = await sandbox.builtPage('/');
    expect(home).toContain(NEW_PROJECT.title);
    const story = await sandbox.builtPage(`/projects/${NEW_PROJECT.slug}`);
    expect(story).toContain(NEW_PROJECT.beforeAlt);
    expect(await sandbox.builtPage(`/locations/${NEW_PROJECT.town.state}/${NEW_PROJECT.town.city}`)).toContain(`href="/projects/${NEW_PROJECT.slug}"`);
  });

  await test.step("the copy's unit tests that read the content pass", async () => {
    // Staff change content only. The tests whose imports never reach src/content (a formatter, a
    // browser helper, a script on its own fixtures) read none, so they ran once, in the main suite;
    // about two thirds of the suite is left, and it takes a minute less beside the other editor tests.
    const contentModules = (await readdir(sandbox.path('src/content'), { recursive: true }))
      .filter((file) => /\.(?:ts|json)$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => `src/content/${file}`);
    const sync = await sandbox.sync();
    expect(sync.code, sync.output.slice(-3000)).toBe(0);
    const unit = await sandbox.runUnitTests({ relatedTo: contentModules });
    await writeFile(test.info().outputPath('unit-tests.log'), unit.output);
    expect(unit.code, failures(unit.output)).toBe(0);
  });

  await test.step('the browser tests about content pass on the built copy', async () => {
    const browser = await sandbox.runBrowserTests(CONTENT_SPECS);
    await writeFile(test.info().outputPath('browser-tests.log'), browser.output);
    expect(browser.code, failures(browser.output)).toBe(0);
  });
});
