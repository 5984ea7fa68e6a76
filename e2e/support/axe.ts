import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core with the WCAG 2.0/2.1/2.2 A and AA rules over the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // A run over a long page takes 5-10 s on two busy cores, so each run adds its own time to the
  // test's: a test that checks two pages or two states is not cut short for doing so.
  test.info().setTimeout(test.info().timeout + 30_000);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
