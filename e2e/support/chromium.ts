import { existsSync } from 'node:fs';

/**
 * The browsers: the bench measures Debian's Chromium, the browser homeowners' phones run; the
 * tests drive its headless shell (Debian's `chromium-headless-shell`, the same engine without the
 * browser around it), which runs the suite in about two thirds of the time, or Chromium where the
 * shell is not installed. CHROMIUM_PATH names another binary for both. The flags keep them quiet
 * and comparable on a shared machine (no GPU, no background traffic).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';
export const testBrowserPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The tests' flags: also one renderer process per browser, reused by every page a worker opens in
 * turn (cross-site frames still get their own). A fresh renderer for each test's page is most of
 * what Chromium spends on a short test: the browser suite took 344 s instead of 418 with it, all
 * tests passing. Not for the bench, which measures pages as a phone opens them.
 */
export const testChromiumFlags = [...chromiumFlags, '--renderer-process-limit=1'];
