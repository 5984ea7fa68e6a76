/**
 * The browser the tests and the bench drive: Debian's Chromium (CHROMIUM_PATH for another), with
 * the flags that keep it quiet and comparable on a shared machine (no GPU, no background traffic).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
