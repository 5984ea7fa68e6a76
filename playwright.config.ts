import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath, testChromiumFlags } from './e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests drive Debian's Chromium against dist/ served by the project's own server
 * (the same headers, compression and 404 statuses as `npm start`). Build first: `npm run test:e2e`.
 */
export default defineConfig({
  testDir: 'e2e',
  // The CMS tests build throwaway copies of the project: playwright.cms.config.ts, `npm run test:cms`.
  testIgnore: ['cms/**'],
  fullyParallel: true,
  // Four workers on the two cores of the machines here (and CI): a test waits on the browser's
  // processes much of its time, and four keep both cores busy (the suite took 9.9 min with two).
  workers: Number(process.env.E2E_WORKERS) || 4,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace of every test costs about a fifth of the run; a failure is traced on its
    // retry (CI), or locally with --trace=on.
    trace: 'on-first-retry',
    // No smooth scrolling or transitions, so clicks do not wait for a scroll to settle; the specs
    // that test motion ask for it (e2e/navigation.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: testBrowserPath, args: testChromiumFlags },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port), HOST: '127.0.0.1', ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
