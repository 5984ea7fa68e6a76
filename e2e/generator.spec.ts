import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ts from 'typescript';
import { generatorPage } from '../src/content/generator';
import { navigation } from '../src/content/navigation';
import { claims } from '../src/content/site';
import { downloadFileName } from '../src/lib/location-module-source';
import { routesOf } from './support/routes';
import { baseURL } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { jsonLdTypes, readHead } from './support/site';
import { hydrated } from './support/islands';

const path = routesOf('generator')[0]!.path;
const { form, serviceAreas: areas, generate, output, toasts } = generatorPage;

const stateName = (page: Page) => page.getByLabel(form.stateName.label, { exact: true });
const stateAbbr = (page: Page) => page.getByLabel(form.stateAbbr.label, { exact: true });
const county = (page: Page, n: number) => page.getByRole('group', { name: `County ${n}`, exact: true });
const countyName = (group: Locator) => group.getByLabel(areas.countyLabel, { exact: true });
const cityInput = (group: Locator) => group.getByLabel(areas.cityLabel, { exact: true });
const chip = (group: Locator, city: string) => group.getByRole('button', { name: `Remove ${city}`, exact: true });
const chips = (group: Locator) => group.getByRole('button', { name: /^Remove (?!county)/ });
const removeCountyButtons = (page: Page) => page.getByRole('button', { name: /^Remove county/ });
const generateButton = (page: Page) => page.getByRole('button', { name: generate.label, exact: true });
const toast = (page: Page, description: string) => page.locator('[data-sonner-toast]').filter({ hasText: description });
const code = (page: Page) => page.getByRole('textbox', { name: output.heading, exact: true });

/** Opens the page and waits until the generator island has hydrated. */
async function openGenerator(page: Page) {
  await page.goto(path);
  await hydrated(page, 'LocationGenerator');
}

async function addCity(group: Locator, city: string, how: 'button' | 'Enter') {
  await cityInput(group).fill(city);
  if (how === 'Enter') await cityInput(group).press('Enter');
  else await group.getByRole('button', { name: areas.addCity, exact: true }).click();
}

/** A complete form: New Jersey with two counties. */
async function fillSample(page: Page) {
  await stateName(page).fill('New Jersey');
  await stateAbbr(page).fill('nj');
  await page.getByLabel(form.phoneNumber.label, { exact: true }).fill('(201) 555-0188');
  await page.getByLabel(form.heroDescription.label, { exact: true }).fill('Custom cabinetry and remodels for New Jersey homes.');
  await page.getByLabel(form.neighborhoods.label, { exact: true }).fill('Montclair, Hoboken, , Princeton');
  await countyName(county(page, 1)).fill('Essex County');
  await addCity(county(page, 1), 'Montclair', 'Enter');
  await addCity(county(page, 1), 'West Orange', 'button');
  await page.getByRole('button', { name: areas.addCounty, exact: true }).click();
  await countyName(county(page, 2)).fill('Mercer County');
  await addCity(county(page, 2), 'Princeton', 'Enter');
}

test.describe('location generator: an internal page', () => {
  test('is noindex with JSON-LD in the raw HTML, out of the sitemap, disallowed in robots.txt', async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const head = readHead(await response.text());
    expect(head.robots).toContain('noindex');
    expect(head.title).toContain(generatorPage.metadata.title);
    expect(head.h1Count).toBe(1);
    expect(jsonLdTypes(head.jsonLd)).toEqual(expect.arrayContaining(['WebSite', 'BreadcrumbList']));

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain(path);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots.split('\n').map((line) => line.trim())).toContain(`Disallow: ${path}`);
  });

  test('no navigation links to it, on the desktop bar or in the mobile menu', async ({ page }) => {
    for (const address of ['/', '/financing', path]) {
      await page.goto(address);
      await expect(page.locator(`a[href*="${path}"]`)).toHaveCount(0);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: navigation.menuOpenLabel, exact: true }).click();
    await expect(page.getByRole('button', { name: navigation.menuCloseLabel, exact: true })).toBeVisible();
    await expect(page.locator(`a[href*="${path}"]`)).toHaveCount(0);
  });
});

test.describe('location generator form', () => {
  test('starts with one empty county, no remove button, Generate disabled and no code panel', async ({ page }) => {
    await openGenerator(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(generatorPage.hero.heading);
    await expect(page.getByText(generatorPage.hero.intro)).toBeVisible();
    for (const label of [
      form.stateName.label,
      form.stateAbbr.label,
      form.phoneNumber.label,
      form.heroDescription.label,
      form.aboutDescription.label,
      form.neighborhoods.label,
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(page.getByRole('group', { name: /^County \d+$/ })).toHaveCount(1);
    await expect(countyName(county(page, 1))).toHaveValue('');
    await expect(chips(county(page, 1))).toHaveCount(0);
    await expect(removeCountyButtons(page)).toHaveCount(0);
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByText(generate.disabledHint)).toBeVisible();
    await expect(page.getByRole('heading', { name: output.heading })).toHaveCount(0);
  });

  test('Generate needs a state name and every county name', async ({ page }) => {
    await openGenerator(page);
    await stateName(page).fill('Ohio');
    await expect(generateButton(page)).toBeDisabled();
    await countyName(county(page, 1)).fill('Franklin County');
    await expect(generateButton(page)).toBeEnabled();
    await expect(page.getByText(generate.disabledHint)).toHaveCount(0);

    await stateName(page).fill('   ');
    await expect(generateButton(page)).toBeDisabled();
    await stateName(page).fill('Ohio');
    await expect(generateButton(page)).toBeEnabled();

    await page.getByRole('button', { name: areas.addCounty, exact: true }).click();
    await expect(generateButton(page)).toBeDisabled();
    await countyName(county(page, 2)).fill('  ');
    await expect(generateButton(page)).toBeDisabled();
    await countyName(county(page, 2)).fill('Delaware County');
    await expect(generateButton(page)).toBeEnabled();

    await countyName(county(page, 1)).fill('');
    await expect(generateButton(page)).toBeDisabled();
  });

  test('the state abbreviation keeps at most 2 characters, in capitals', async ({ page }) => {
    await openGenerator(page);
    await expect(stateAbbr(page)).toHaveAttribute('maxlength', '2');
    await stateAbbr(page).pressSequentially('njx');
    await expect(stateAbbr(page)).toHaveValue('NJ');
  });

  test('cities: added by button or Enter, blank ignored, input cleared, chip click removes', async ({ page }) => {
    await openGenerator(page);
    const first = county(page, 1);
    await expect(first.getByText(areas.noCities)).toBeVisible();

    await addCity(first, '  Bowie  ', 'button');
    await expect(chip(first, 'Bowie')).toBeVisible();
    await expect(cityInput(first)).toHaveValue('');

    await addCity(first, 'Laurel', 'Enter');
    await expect(chip(first, 'Laurel')).toBeVisible();
    await expect(cityInput(first)).toHaveValue('');
    await expect(cityInput(first)).toBeFocused();

    await addCity(first, '   ', 'Enter');
    await addCity(first, '', 'button');
    await expect(cityInput(first)).toHaveValue('');
    await expect(chips(first)).toHaveText(['Bowie', 'Laurel']);

    // Enter in the city field adds a city; it never submits the form.
    await stateName(page).fill('Maryland');
    await countyName(first).fill("Prince George's County");
    await addCity(first, 'Upper Marlboro', 'Enter');
    await expect(page.getByRole('heading', { name: output.heading })).toHaveCount(0);
    await expect(chips(first)).toHaveText(['Bowie', 'Laurel', 'Upper Marlboro']);

    await chip(first, 'Bowie').click();
    await expect(chips(first)).toHaveText(['Laurel', 'Upper Marlboro']);
    // Focus stays in the list, so the keyboard can keep removing.
    await expect(chip(first, 'Laurel')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chips(first)).toHaveText(['Upper Marlboro']);
    await expect(chip(first, 'Upper Marlboro')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(chips(first)).toHaveCount(0);
    await expect(cityInput(first)).toBeFocused();
    await expect(first.getByText(areas.noCities)).toBeVisible();
  });

  test('a county can be removed only while there is more than one', async ({ page }) => {
    await openGenerator(page);
    await countyName(county(page, 1)).fill('Essex County');
    await page.getByRole('button', { name: areas.addCounty, exact: true }).click();
    await expect(countyName(county(page, 2))).toBeFocused();
    await countyName(county(page, 2)).fill('Mercer County');
    await addCity(county(page, 2), 'Princeton', 'Enter');
    await expect(removeCountyButtons(page)).toHaveCount(2);
    await expect(county(page, 1).getByRole('button', { name: /^Remove county/ })).toHaveText(areas.removeCounty);

    await county(page, 1).getByRole('button', { name: /^Remove county/ }).click();
    await expect(page.getByRole('group', { name: /^County \d+$/ })).toHaveCount(1);
    await expect(countyName(county(page, 1))).toHaveValue('Mercer County');
    await expect(countyName(county(page, 1))).toBeFocused();
    await expect(chips(county(page, 1))).toHaveText(['Princeton']);
    await expect(removeCountyButtons(page)).toHaveCount(0);
  });
});

test.describe('generating, copying and downloading', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('Generate shows the Success toast and the code panel; Copy shows Copied and fills the clipboard', async ({ page }) => {
    await openGenerator(page);
    await fillSample(page);
    await generateButton(page).click();

    const generated = toast(page, toasts.generated.description);
    await expect(generated).toBeVisible();
    await expect(generated).toContainText(toasts.generated.title);
    await expect(page.getByRole('heading', { name: output.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: output.heading })).toBeFocused();
    await expect(page.getByText('Save it as NewJersey.tsx', { exact: false })).toBeVisible();

    const text = await code(page).inputValue();
    expect(text).toContain('export const newJersey: LocationContent = {');
    expect(text).toContain('slug: "new-jersey"');
    expect(text).toContain('stateAbbr: "NJ"');
    expect(text).toContain('phone: "(201) 555-0188"');
    expect(text).toContain('"Essex County"');
    expect(text).toContain('"West Orange"');
    expect(text).toContain('name: "Hoboken"');
    // The years-of-experience stat carries the settings' value (staff change it).
    expect(text).toContain(JSON.stringify(claims.yearsExperience));

    await page.getByRole('button', { name: output.copy, exact: true }).click();
    const copied = toast(page, toasts.copied.description);
    await expect(copied).toBeVisible();
    await expect(copied).toContainText(toasts.copied.title);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    // The toasts leave on their own (3 s and 2 s).
    await expect(copied).toBeHidden({ timeout: 6000 });
    await expect(generated).toBeHidden({ timeout: 6000 });
  });

  test('Download saves {StateName without spaces}.tsx with the generated code', async ({ page }) => {
    await openGenerator(page);
    await fillSample(page);
    await generateButton(page).click();
    const text = await code(page).inputValue();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: output.download, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('NewJersey.tsx');
    const saved = await readFile((await download.path())!, 'utf8');
    expect(saved).toBe(text);
    expect(saved).toContain('name: "New Jersey"');
    expect(saved).toContain('"Montclair"');
    expect(saved).toContain('"Princeton"');
  });

  test('hostile text is carried exactly and the downloaded file still compiles', async ({ page }) => {
    const hostileState = 'Sta"te `${x}` </script>';
    const hostileHero = 'Line one\nLine "two" with `ticks`, ${injected} and </script><script>alert(1)</script> 中文 مرحبا 😀';
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openGenerator(page);
    await stateName(page).fill(hostileState);
    await page.getByLabel(form.heroDescription.label, { exact: true }).fill(hostileHero);
    await countyName(county(page, 1)).fill("O'Brien `County`");
    await addCity(county(page, 1), '${city}', 'Enter');
    await generateButton(page).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: output.download, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(downloadFileName(hostileState));
    expect(downloadFileName(hostileState)).toBe('State`${x}`script.tsx');
    const saved = await readFile((await download.path())!, 'utf8');
    const out = ts.transpileModule(saved, {
      fileName: 'Generated.tsx',
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    });
    expect(out.diagnostics ?? []).toEqual([]);
    const exports: Record<string, { name: string; heroDescription: string; serviceAreas: { name: string; cities: { name: string }[] }[] }> = {};
    const site = { brand: { name: 'Brand' }, social: { facebook: 'f', instagram: 'i', tiktok: 't' } };
    new Function('exports', 'require', out.outputText)(exports, () => site);
    const location = Object.values(exports)[0]!;
    expect(location.name).toBe(hostileState);
    expect(location.heroDescription).toBe(hostileHero);
    expect(location.serviceAreas[0]!.name).toBe("O'Brien `County`");
    expect(location.serviceAreas[0]!.cities[0]!.name).toBe('${city}');
    // Nothing typed ran as script on the page itself either.
    expect(dialogs).toEqual([]);
  });

  test('when the clipboard refuses, the page says so calmly and selects the code', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await openGenerator(page);
    await fillSample(page);
    await generateButton(page).click();
    await page.getByRole('button', { name: output.copy, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: output.copyFailed })).toBeVisible();
    await expect(toast(page, toasts.copied.description)).toHaveCount(0);
    await expect(code(page)).toBeFocused();
  });

  test('the panel says when the form has changed since the code was generated', async ({ page }) => {
    await openGenerator(page);
    await fillSample(page);
    await generateButton(page).click();
    await expect(page.getByText(output.stale)).toHaveCount(0);
    await stateName(page).fill('New York');
    await expect(page.getByText(output.stale)).toBeVisible();
    await generateButton(page).click();
    await expect(page.getByText(output.stale)).toHaveCount(0);
    await expect(code(page)).toHaveValue(/export const newYork: LocationContent/);
  });
});

test.describe('location generator accessibility', () => {
  test('axe: no WCAG A/AA violation before and after generating (toast showing), desktop and mobile', async ({ page }) => {
    // Six full axe scans: on a busy 2-core CI machine this needs more than the default 30 s.
    test.slow();
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await openGenerator(page);
      await expectNoAxeViolations(page);
      await fillSample(page);
      await chip(county(page, 1), 'Montclair').focus();
      await expectNoAxeViolations(page);
      await generateButton(page).click();
      const shown = toast(page, toasts.generated.description);
      await expect(shown).toBeVisible();
      // Axe measures colours as they are painted: let the toast's entrance transition finish first.
      await shown.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await expectNoAxeViolations(page);
    }
  });

  test('the whole form works from the keyboard alone', async ({ page }) => {
    await openGenerator(page);
    await stateName(page).focus();
    await page.keyboard.type('Vermont');
    await page.keyboard.press('Tab');
    await expect(stateAbbr(page)).toBeFocused();
    await page.keyboard.type('vt');
    await countyName(county(page, 1)).focus();
    await page.keyboard.type('Chittenden County');
    await page.keyboard.press('Tab');
    await expect(cityInput(county(page, 1))).toBeFocused();
    await page.keyboard.type('Burlington');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(county(page, 1).getByRole('button', { name: areas.addCity, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(chip(county(page, 1), 'Burlington')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: areas.addCounty, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(generateButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, toasts.generated.description)).toBeVisible();
    await expect(page.getByRole('heading', { name: output.heading })).toBeFocused();
    await expect(code(page)).toHaveValue(/name: "Vermont"/);
  });
});
