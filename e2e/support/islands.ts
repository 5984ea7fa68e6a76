import { expect, type Page } from '@playwright/test';

/**
 * Waits until an island of a component has hydrated: Astro removes the `ssr` attribute once
 * the component runs in the browser. A click on server-rendered markup before that is not
 * seen by React, so a test that interacts with an island waits for it first.
 */
export async function hydrated(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-export="${component}"]:not([ssr])`).first()).toBeAttached({ timeout: 15_000 });
}
