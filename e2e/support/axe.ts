import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core with the WCAG 2.0/2.1/2.2 A and AA rules over the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // A run over a long page takes 5-10 s on two busy cores, so each run adds its own time to the
  // test's: a test that checks two pages or two states is not cut short for doing so.
  test.info().setTimeout(test.info().timeout + 30_000);
  const violations = page.frames().length > 1 ? await scanWithFrames(page) : await scanPage(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type Violation = { id: string; nodes: { target: axe.UnlabelledFrameSelector }[] };

/**
 * A page without frames: axe.run in the page, returning only the violations. AxeBuilder's
 * default run injects axe twice and finishes in a second, blank page, which cost twice the CPU
 * here (17.7 against 8.6 CPU-seconds over five pages) for the same violations.
 */
async function scanPage(page: Page): Promise<Violation[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map(({ target }) => ({ target })) }));
  }, WCAG_TAGS);
}

/** A page with frames (cross-origin ones included): AxeBuilder runs axe in each and joins the results. */
async function scanWithFrames(page: Page): Promise<Violation[]> {
  return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
