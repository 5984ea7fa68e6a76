import { expect, test } from '@playwright/test';
import { notFound } from '../src/content/not-found';

for (const path of ['/no-such-page', '/services/no-such-service', '/locations/atlantis/nowhere', '/deep/unknown/path/']) {
  test(`unknown address ${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    const home = page.getByRole('link', { name: notFound.homeLabel });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('/404 shows the not-found page and is not indexable', async ({ request }) => {
  const response = await request.get('/404');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(notFound.heading);
  expect(html).toMatch(/<meta name="robots" content="noindex/);
});

test('the bad address is logged', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/no-such-page');
  await expect.poll(() => messages.join('\n')).toContain('/no-such-page');
});
