import { defineConfig, devices } from '@playwright/test';
import mainConfig from './playwright.config';

/**
 * The CMS end-to-end tests (e2e/cms/): each works on a throwaway copy of the project
 * (e2e/cms/sandbox.ts) and runs `astro build` or the Keystatic dev server there, so the working
 * tree and its dist/ are never touched. `npm run test:cms`.
 *
 * Two workers. The staff-edits test alone takes about as long as all the others together (a
 * build, the unit tests and five browser specs, about 4 minutes), so it has a project of its own,
 * listed first so it starts at once, and the other files share the second worker. Builds run
 * slower beside each other, so timeouts are generous; each test's servers have their own ports.
 * No webServer: a test that needs a server starts it in its own sandbox.
 */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'e2e/cms',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Its own folder: the main suite's run empties test-results/ when it starts, and this one would too.
  outputDir: 'test-results/cms',
  // Per test and per beforeAll hook; a hook that builds sets its own.
  timeout: 240_000,
  globalTimeout: 30 * 60_000,
  expect: { timeout: 15_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 120_000,
    launchOptions: mainConfig.use?.launchOptions,
  },
  projects: [
    { name: 'cms-staff-edits', testMatch: 'staff-edits.spec.ts', use: desktop },
    { name: 'cms', testIgnore: 'staff-edits.spec.ts', use: desktop },
  ],
});
