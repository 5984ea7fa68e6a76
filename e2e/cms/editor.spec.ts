/**
 * An editor's change in Keystatic reaches the built site: in a sandbox, start the CMS
 * (`CMS=1 astro dev`), change a guide's title and a service's FAQ answer in Chromium, save, stop
 * the server, build, and find the new text in the built pages. Saving also changes only the lines
 * that were edited (keystatic.yaml.mjs keeps the files' YAML style).
 *
 * The Keystatic steps go by the labels in keystatic.config.ts: a text field is a textbox named by
 * its label, a list is a grid named by its label whose rows open an "Edit item" dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import { createSandbox, type CmsServer, type Sandbox } from './sandbox';

const PORT = Number(process.env.CMS_E2E_PORT ?? 3011);

/**
 * The entries edited. Fixed, not "the first file": the editor refuses to save an entry that breaks
 * one of its own field rules, and some do (several services' descriptions are over 160 characters
 * as written, with their {fact} tokens, though not once the facts are filled in).
 */
const GUIDE = 'kitchen-layout-guide';
const SERVICE = 'kitchen-remodeling';

const NEW_TITLE = 'Kitchen Layouts That Work Edited in the CMS';
const NEW_ANSWER = 'Edited in the CMS: most remodels of this kind finish within a season, and we give you the dates in writing.';

let sandbox: Sandbox;
let cms: CmsServer | undefined;

test.beforeAll(async () => {
  sandbox = await createSandbox();
});

test.afterAll(async () => {
  await cms?.stop();
  await sandbox?.remove();
});

/** Lines that differ between two versions of a file of the same length in lines. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length, 'the save added or removed lines').toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
}

/** Opens an entry's form; the editor's first load compiles its bundle, so it may take a while. */
async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await page.goto(`${cms!.url}/keystatic/collection/${collection}/item/${entry}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 120_000 });
}

/** Clicks Save and waits until the server has written the files. */
async function save(page: Page): Promise<void> {
  const written = page
    .waitForResponse((response) => response.url().endsWith('/api/keystatic/update') && response.request().method() === 'POST', {
      timeout: 30_000,
    })
    .catch(() => {
      throw new Error('Save sent nothing to the server: a field of the form breaks one of its rules in keystatic.config.ts (see the screenshot).');
    });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await written).ok(), 'Keystatic could not write the file').toBe(true);
}

test('a guide title and a service FAQ answer edited in Keystatic are on the built pages', async ({ page }) => {
  test.setTimeout(480_000);
  // The editor's web fonts come from Google; there is no network here, and a request that hangs
  // would hold back the page's load event.
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  // The dev server's live reload: a saved content file makes it reload the editor, which would
  // throw away the next form or abort the next navigation at a random moment. The editor's socket
  // is answered here and never told to reload (Keystatic itself needs no socket).
  await page.routeWebSocket(/^ws:\/\/127\.0\.0\.1:\d+\//, () => {});

  const guide = GUIDE;
  const service = SERVICE;
  const guideFile = `src/content/guides/${guide}.md`;
  const serviceFile = `src/content/services/${service}.yaml`;
  const guideBefore = await sandbox.read(guideFile);
  const serviceBefore = await sandbox.read(serviceFile);

  await test.step('start the CMS in the sandbox', async () => {
    cms = await sandbox.startCms(PORT);
  });

  await test.step(`change the title of the guide ${guide}`, async () => {
    await openEntry(page, 'guides', guide);
    const address = page.getByRole('textbox', { name: 'Web address' });
    const addressBefore = await address.inputValue();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(NEW_TITLE);
    // The address (the file name) stays; only "Regenerate" would change it.
    await expect(address).toHaveValue(addressBefore);
    await save(page);
    await expect.poll(() => sandbox.read(guideFile)).toContain(NEW_TITLE);
    const changed = changedLines(guideBefore, await sandbox.read(guideFile));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(new RegExp(`^title: "?${NEW_TITLE}"?$`));
  });

  await test.step(`change the first FAQ answer of the service ${service}`, async () => {
    await openEntry(page, 'services', service);
    const faq = page.getByRole('grid', { name: 'Frequently asked questions' });
    await faq.getByRole('row').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Answer' }).fill(NEW_ANSWER);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await save(page);
    await expect.poll(() => sandbox.read(serviceFile)).toContain(NEW_ANSWER);
    const changed = changedLines(serviceBefore, await sandbox.read(serviceFile));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^\s+answer: /);
    expect(changed[0]).toContain(NEW_ANSWER);
  });

  await test.step('stop the CMS', async () => {
    await cms!.stop();
    cms = undefined;
  });

  await test.step('build the sandbox and read the pages', async () => {
    const build = await sandbox.build();
    expect(build.code, build.output.slice(-4000)).toBe(0);

    const guidePage = await sandbox.builtPage(`/support/${guide}`);
    expect(guidePage.match(/<title>([^<]*)<\/title>/)?.[1]).toContain(NEW_TITLE);

    const servicePage = await sandbox.builtPage(`/services/${service}`);
    expect(servicePage).toContain(NEW_ANSWER);
  });
});
