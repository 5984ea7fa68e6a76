import { expect, test, type Page } from '@playwright/test';
import { navigation } from '../src/content/navigation';

const labels = navigation.links.map((link) => link.label);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('desktop 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('on the home page the section links are in-page anchors', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const expected = ['#home', '#services', '#gallery', '#about', '/financing', '#contact'];
    for (const [i, label] of labels.entries()) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', expected[i] as string);
    }
    await expect(nav.getByRole('link', { name: navigation.serviceAreas.label })).toHaveCount(0);
    await expect(page.getByRole('link', { name: navigation.consultation.label })).toHaveCount(0);
  });

  test('elsewhere the section links are prefixed with /', async ({ page }) => {
    await page.goto('/404');
    const nav = mainNav(page);
    const expected = ['/#home', '/#services', '/#gallery', '/#about', '/financing', '/#contact'];
    for (const [i, label] of labels.entries()) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', expected[i] as string);
    }
  });

  test('the Locations dropdown lists Maryland, by mouse', async ({ page }) => {
    await page.goto('/');
    const toggle = mainNav(page).getByRole('button', { name: navigation.locationsMenu.label });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(navigation.locationsMenu.heading).first()).toBeVisible();
    const maryland = mainNav(page).getByRole('link', { name: 'Maryland' });
    await expect(maryland).toBeVisible();
    await expect(maryland).toHaveAttribute('href', '/locations/maryland');
    await page.mouse.click(5, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Locations dropdown works by keyboard and Escape returns focus', async ({ page }) => {
    await page.goto('/');
    const toggle = mainNav(page).getByRole('button', { name: navigation.locationsMenu.label });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Maryland' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: navigation.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  });
});

test.describe('phone 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu toggle opens the same links and closes on selection', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = page.getByRole('button', { name: navigation.menuOpenLabel });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    for (const label of labels) await expect(header.getByRole('link', { name: label, exact: true })).toBeHidden();
    await toggle.tap();
    const close = page.getByRole('button', { name: navigation.menuCloseLabel });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const label of labels) await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Maryland' })).toBeVisible();
    await header.getByRole('link', { name: 'Home', exact: true }).tap();
    await expect(page.getByRole('button', { name: navigation.menuOpenLabel })).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Financing', exact: true })).toBeHidden();
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: navigation.menuOpenLabel }).click();
    await page.keyboard.press('Escape');
    const toggle = page.getByRole('button', { name: navigation.menuOpenLabel });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('hash scrolling', () => {
  test.use({ reducedMotion: 'no-preference' });
  const aboutTop = (page: Page) =>
    page.evaluate(() => Math.round(document.getElementById('about')!.getBoundingClientRect().top));

  test('a hash in the address scrolls to its element after load', async ({ page }) => {
    await page.goto('/#about');
    await expect.poll(() => aboutTop(page)).toBeLessThan(200);
  });

  test('a link to a section scrolls there smoothly, and at once for reduced motion', async ({ page }) => {
    /** Clicks Project Consultation; then, every frame, where the contact section's top is on screen. */
    const contactTopEachFrame = () =>
      page.evaluate(
        (label) =>
          new Promise<number[]>((resolve) => {
            const tops: number[] = [];
            const contact = document.getElementById('contact')!;
            const record = () => {
              tops.push(Math.round(contact.getBoundingClientRect().top));
              if (tops.length < 40) requestAnimationFrame(record);
              else resolve(tops);
            };
            [...document.querySelectorAll('header a')].find((a) => a.textContent?.trim() === label)!.dispatchEvent(
              new MouseEvent('click', { bubbles: true, cancelable: true }),
            );
            requestAnimationFrame(record);
          }),
        navigation.consultation.label,
      );

    const contactTop = () => page.evaluate(() => Math.round(document.getElementById('contact')!.getBoundingClientRect().top));

    await page.goto('/locations/maryland');
    await expect(page.getByRole('link', { name: navigation.consultation.label })).toHaveAttribute('href', '#contact');
    const smooth = await contactTopEachFrame();
    // Not there in the first frame, then on its way (a frame between start and end; a loaded
    // machine may paint only one or two of them), then there.
    expect(smooth[0]).toBeGreaterThan(200);
    expect(smooth.some((top) => top > 200 && top < smooth[0]!)).toBe(true);
    await expect.poll(contactTop).toBeLessThan(200);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/locations/maryland');
    const instant = await contactTopEachFrame();
    expect(instant[0]).toBeLessThan(200);
  });

  test('every hash change scrolls after 100 ms, smoothly, even when the browser would not', async ({ page }) => {
    await page.goto('/#about');
    await expect.poll(() => aboutTop(page)).toBeLessThan(200);
    // A synthetic hashchange makes the browser itself scroll nowhere: only the site's handler can.
    const immediate = await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      return window.scrollY;
    });
    expect(immediate).toBe(0);
    await expect.poll(() => aboutTop(page)).toBeLessThan(200);
  });
});
