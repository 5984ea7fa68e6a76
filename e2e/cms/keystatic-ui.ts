/**
 * Steps in the Keystatic editor shared by the CMS tests. They go by the labels in
 * src/editor/forms/: a text field is a textbox named by its label, a list is a group and a grid
 * named by its label whose "Add" button opens an "Add item" dialog, an image field has a
 * "Choose file" button.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Prepares a page for the editor on the dev server: its web fonts come from Google (no network
 * here, and a request that hangs would hold back the load event), and the dev server's live
 * reload would reload the editor after every save, throwing away the next form, so its socket is
 * answered here and never told to reload (Keystatic itself needs no socket).
 */
export async function prepareEditorPage(page: Page): Promise<void> {
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  await page.routeWebSocket(/^ws:\/\/127\.0\.0\.1:\d+\//, () => {});
}

/**
 * Opens an editor address and waits for the form's main button; the first load compiles the editor.
 * Once the editor is open, its own router goes there, as a link in its sidebar does: loading the
 * whole editor again from the dev server costs about 14 CPU-seconds here, the router about 3.
 */
export async function openForm(page: Page, url: string, button: 'Save' | 'Create' = 'Save'): Promise<void> {
  const target = new URL(url);
  const current = URL.canParse(page.url()) ? new URL(page.url()) : undefined;
  const mainButton = page.getByRole('button', { name: button, exact: true });
  if (current?.origin === target.origin && current.pathname.startsWith('/keystatic')) {
    // The open form's buttons are marked first, so the wait is for the new form's (a reused one
    // would keep the mark and time out, never pass early).
    await page.evaluate((address) => {
      for (const element of document.querySelectorAll('button')) element.setAttribute('data-previous-form', '');
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
    }, target.pathname + target.search);
    await expect(page.locator('button:not([data-previous-form])').and(mainButton)).toBeVisible({ timeout: 60_000 });
    return;
  }
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(mainButton).toBeVisible({ timeout: 120_000 });
}

/** Clicks Save (or Create) and waits until the server has written the files. */
export async function save(page: Page, button: 'Save' | 'Create' = 'Save'): Promise<void> {
  const written = page
    .waitForResponse((response) => response.url().endsWith('/api/keystatic/update') && response.request().method() === 'POST', {
      timeout: 30_000,
    })
    .catch(() => {
      throw new Error(`${button} sent nothing to the server: a field of the form breaks one of its rules in src/editor/forms/ (see the screenshot).`);
    });
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await written).ok(), 'Keystatic could not write the file').toBe(true);
}
