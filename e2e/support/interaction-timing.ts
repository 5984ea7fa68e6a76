/**
 * How long the site's interactions take on a slow phone, read from the browser's Event Timing API
 * (the measure behind Interaction to Next Paint): a phone-sized page, the CPU throttled 4x through
 * CDP, real taps and keystrokes through Playwright. An interaction's latency is the longest
 * `duration` among the Event Timing entries that share its interactionId (from the input to the
 * next paint after its handlers), as INP counts it.
 *
 * Each measurement opens its page afresh, waits until the page has settled (islands hydrated,
 * main thread idle), performs one interaction and waits until the page shows its effect (results
 * filtered, viewer open, next photo, new estimate, menu open); one that never does throws, so a
 * broken interaction never reports a fast number. Besides the latency it notes when the frame that
 * first shows the effect was rendered: for most interactions that is the interaction's own paint,
 * but the photo viewer's code is fetched on first open, after that paint.
 *
 * e2e/interactions.spec.ts checks the behaviour; `npm run bench` reports the times. Neither fails
 * on speed.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { financing } from '../../src/content/financing';
import { gallery } from '../../src/content/gallery-labels';
import { navigation } from '../../src/content/navigation';
import { computePayment, financeDefaults, formatMoney } from '../../src/lib/finance';
import { fillTemplate } from '../../src/lib/format';
import { categoryPhotoCount, galleryProjects } from './content';

/** A phone (390 x 844, touch), as the first-paint tests use it. */
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

/** The CPU slowdown that stands in for a mid-range phone (QUALITY.md). */
export const cpuThrottle = 4;

/** Slows the page's CPU down `rate` times (Chromium only, through the DevTools protocol). */
export async function throttleCpu(page: Page, rate = cpuThrottle): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** One Event Timing entry, as the page recorded it. */
export interface EventTimingRecord {
  entryType: string;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
}

/** What one measured interaction gave. */
export interface InteractionTiming<Effect = unknown> {
  /** Milliseconds from the input to the next paint after its handlers (Event Timing, 8 ms steps). */
  latency: number;
  /**
   * Milliseconds from the input until the main thread had rendered the frame that first shows the
   * effect. Without the compositor's share of that frame, so a little under `latency` when the
   * effect is in the interaction's own paint; far over it when the effect waits for code to load.
   */
  shownAfter: number;
  /** The interaction's entries (pointerdown, pointerup, click; keydown, keyup, ...). */
  entries: EventTimingRecord[];
  /** What the test can check the interaction did. */
  effect: Effect;
}

/**
 * Where the page shows an interaction's effect, read without forcing style or layout (textContent,
 * popover state), so reading it while the interaction runs adds nothing to its time.
 */
type Probe = { text: string } | { popoverOpen: string };

/** The reading that means the interaction worked. */
type Target = { equals: string } | { differsFrom: string | null };

/** What the page keeps for the measurement (window.__interactions). */
interface PageRecorder {
  /** Kept as the browser gives them: the observer does no more work than it must while the page is measured. */
  entries: (PerformanceEventTiming & { interactionId?: number })[];
  read: (probe: Probe) => string | null;
  /** From now on, notes when `probe` first reads `target`, and when that frame was rendered. */
  watch: (probe: Probe, target: Target) => void;
  /** Reads the probe; `inFrame` when called from an animation frame callback. */
  check?: (inFrame?: boolean) => void;
  stamp?: () => void;
  seen: { value: string | null; at: number; rendered: number | null } | null;
}

declare global {
  interface Window {
    __interactions?: PageRecorder;
  }
}

/**
 * Runs in the page before its own scripts (addInitScript): records every Event Timing entry from
 * the start (`event` entries of 16 ms and more, the API's floor, and the page's `first-input`) and
 * sets up the probe and the watcher.
 *
 * No named function inside, not even `const f = () => ...`: tsx (the bench) compiles those with a
 * `__name()` helper that does not exist in the page. Methods are assigned as properties instead.
 */
function installRecorder() {
  if (window.__interactions) return;
  const recorder = { entries: [], seen: null } as unknown as PageRecorder;
  window.__interactions = recorder;
  for (const [type, options] of [
    ['event', { durationThreshold: 16 }],
    ['first-input', {}],
  ] as const) {
    try {
      new PerformanceObserver((list) => {
        recorder.entries.push(...(list.getEntries() as PageRecorder['entries']));
      }).observe({ type, buffered: true, ...options });
    } catch {
      // An entry type this browser does not know: nothing to record.
    }
  }
  recorder.read = (probe) =>
    'text' in probe
      ? (document.querySelector(probe.text)?.textContent ?? null)
      : String(document.getElementById(probe.popoverOpen)?.matches(':popover-open') ?? false);
  recorder.watch = (probe, target) => {
    recorder.seen = null;
    const observer = new MutationObserver(() => recorder.check?.());
    recorder.check = (inFrame) => {
      const value = recorder.read(probe);
      if ('equals' in target ? value !== target.equals : value === target.differsFrom) return;
      const seen = { value, at: performance.now(), rendered: null as number | null };
      recorder.seen = seen;
      recorder.check = undefined;
      observer.disconnect();
      // A task queued from an animation frame callback runs once that frame's rendering is done;
      // at the highest priority, so an animation's next frames (the carousel's) do not delay it.
      const scheduler = (window as unknown as { scheduler: { postTask: (task: () => void, options: object) => void } }).scheduler;
      recorder.stamp = () =>
        scheduler.postTask(
          () => {
            seen.rendered = performance.now();
          },
          { priority: 'user-blocking' },
        );
      if (inFrame) recorder.stamp();
      else requestAnimationFrame(() => recorder.stamp?.());
    };
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    // A popover opens without changing the DOM, right after its beforetoggle event (which does not
    // bubble, hence the capture): it is read in the next frame.
    document.addEventListener('beforetoggle', () => requestAnimationFrame(() => recorder.check?.(true)), { capture: true, once: true });
  };
}

const installed = new WeakSet<Page>();

/** Opens `path` on a page that records Event Timing entries. */
async function open(page: Page, path: string): Promise<void> {
  if (!installed.has(page)) {
    await page.addInitScript(installRecorder);
    installed.add(page);
  }
  await page.goto(path);
}

/**
 * Waits until the main thread has nothing left to do (two idle periods in a row), so what runs
 * then is the interaction alone, not a late script, hydration or image decode.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/** Waits until an island of `component` has hydrated (Astro removes `ssr` then), then settles. */
async function hydrated(page: Page, component: string): Promise<void> {
  await page.locator(`astro-island[component-export="${component}"]:not([ssr])`).first().waitFor({ state: 'attached', timeout: 20_000 });
  await settle(page);
}

/** Polls `value` until `done` holds for it, or throws `message` with the last value. */
async function until<T>(value: () => Promise<T>, done: (value: T) => boolean, message: string, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const current = await value();
    if (done(current)) return current;
    if (Date.now() > deadline) throw new Error(`${message} (last seen: ${JSON.stringify(current)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readProbe = (page: Page, probe: Probe) => page.evaluate((p) => window.__interactions!.read(p), probe);

/**
 * Performs `act` (one input) and waits until `probe` reads what `expect` asks of it (throwing with
 * `what` if it never does), then reads the interaction's latency from the Event Timing entries
 * that started after the input. Returns the probe's reading before and after.
 */
async function timed(
  page: Page,
  act: () => Promise<void>,
  { probe, expect, what }: { probe: Probe; expect: (before: string | null) => Target; what: string },
): Promise<InteractionTiming<{ before: string | null; after: string | null }>> {
  const before = await readProbe(page, probe);
  const since = await page.evaluate(({ p, t }) => (window.__interactions!.watch(p, t), performance.now()), { p: probe, t: expect(before) });
  await act();
  const seen = await until(
    () => page.evaluate(() => window.__interactions!.seen),
    (value) => value?.rendered != null,
    what,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}; the page reads ${JSON.stringify(await readProbe(page, probe))}`);
  });
  const read = (): Promise<EventTimingRecord[]> =>
    page.evaluate((start) =>
      window.__interactions!.entries
        .filter((entry) => (entry.interactionId ?? 0) > 0 && entry.startTime >= start)
        .map((entry) => ({
          entryType: entry.entryType,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          interactionId: entry.interactionId ?? 0,
        })),
    since);
  // An entry comes after the paint that ends it, and its observer's callback a little later still:
  // wait for the first, then for the page to go idle, when the rest of the interaction is in.
  await until(read, (list) => list.length > 0, 'no Event Timing entry for the interaction (none reached 16 ms, and it was not the first input)');
  await settle(page);
  const entries = await read();
  const ids = new Set(entries.map((entry) => entry.interactionId));
  if (ids.size !== 1) throw new Error(`expected the entries of one interaction, got ${ids.size}: ${JSON.stringify(entries)}`);
  const input = Math.min(...entries.map((entry) => entry.startTime));
  return {
    latency: Math.max(...entries.map((entry) => entry.duration)),
    shownAfter: (seen!.rendered as number) - input,
    entries,
    effect: { before, after: seen!.value },
  };
}

/**
 * A finger's tap at the middle of `target`: the element is scrolled to the middle of the screen
 * (clear of the fixed header) and the page left to settle; the tap itself is a bare touch
 * (touchstart, touchend) with none of Playwright's checks running in the page just before it, so
 * the time measured is the page's own.
 */
async function tapper(page: Page, target: Locator): Promise<() => Promise<void>> {
  // Instant: the page scrolls smoothly (global.css), and the tap needs the box where it ends up.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target.toString()} is not on the page`);
  await settle(page);
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

// ---- The home page gallery -------------------------------------------------------------------

/** A project whose category has at least two photos, so its viewer can be paged. */
function browsableProject() {
  const project = galleryProjects.find((p) => categoryPhotoCount(p.category) > 1);
  if (!project) throw new Error('no gallery category has two photos to page through');
  return { ...project, photoCount: categoryPhotoCount(project.category) };
}

/** The filter tapped: the category of the first project (the gallery starts on All). */
function filterCategory(): string {
  const category = galleryProjects[0]?.category;
  if (!category) throw new Error('the gallery has no projects');
  return category;
}

const galleryFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: gallery.filterLabel }).getByRole('link', { name, exact: true });

/** A project card's View Gallery button (its name ends with the project's title). */
const viewGallery = (page: Page, title: string) =>
  page
    .locator('#gallery ul.grid > li')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: new RegExp(`^${gallery.viewGalleryLabel}\\b`) });

const galleryResults: Probe = { text: '#gallery p[aria-live]' };
const viewerTitle: Probe = { text: '[role="dialog"] h2' };
const viewerCounter: Probe = { text: '[role="dialog"] p[aria-live]' };

/** The home page at its gallery, hydrated and idle. */
async function openGallery(page: Page): Promise<void> {
  await open(page, '/#gallery');
  await hydrated(page, 'Gallery');
}

export interface FilterEffect {
  category: string;
  resultsBefore: string | null;
  resultsAfter: string | null;
  /** Whether the page stayed the same document (filtered in place, not by following the link). */
  samePage: boolean;
}

/** (a) A tap on a gallery filter chip: the projects are filtered in place. */
export async function measureGalleryFilter(page: Page): Promise<InteractionTiming<FilterEffect>> {
  await openGallery(page);
  const category = filterCategory();
  const tap = await tapper(page, galleryFilter(page, category));
  // Gone if the tap followed the link (a new page) instead of filtering in place.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-filter', ''));
  const timing = await timed(page, tap, {
    probe: galleryResults,
    expect: (before) => ({ differsFrom: before }),
    what: 'the gallery results did not change',
  });
  const samePage = await page.evaluate(() => document.documentElement.hasAttribute('data-before-filter'));
  if (!samePage) throw new Error('the filter loaded a new page instead of filtering in place');
  return { ...timing, effect: { category, resultsBefore: timing.effect.before, resultsAfter: timing.effect.after, samePage } };
}

export interface ViewerOpenEffect {
  category: string;
  dialogTitle: string | null;
}

/** (b) A tap on a project's View Gallery: the photo viewer opens on that category. */
export async function measureViewerOpen(page: Page): Promise<InteractionTiming<ViewerOpenEffect>> {
  await openGallery(page);
  const project = browsableProject();
  const tap = await tapper(page, viewGallery(page, project.title));
  const timing = await timed(page, tap, {
    probe: viewerTitle,
    expect: () => ({ equals: project.category }),
    what: `the viewer did not open on "${project.category}"`,
  });
  return { ...timing, effect: { category: project.category, dialogTitle: timing.effect.after } };
}

export interface ViewerNextEffect {
  counterBefore: string | null;
  counterAfter: string | null;
}

/** (c) A tap on the open viewer's Next button: the next photo is shown. */
export async function measureViewerNext(page: Page): Promise<InteractionTiming<ViewerNextEffect>> {
  await openGallery(page);
  const project = browsableProject();
  const first = fillTemplate(gallery.counter, { current: 1, total: project.photoCount });
  await (await tapper(page, viewGallery(page, project.title)))();
  await until(() => readProbe(page, viewerCounter), (text) => text === first, 'the viewer did not open on its first photo');
  const tap = await tapper(page, page.getByRole('dialog').getByRole('button', { name: gallery.nextLabel, exact: true }));
  const second = fillTemplate(gallery.counter, { current: 2, total: project.photoCount });
  const timing = await timed(page, tap, {
    probe: viewerCounter,
    expect: () => ({ equals: second }),
    what: 'the viewer did not move to the next photo',
  });
  return { ...timing, effect: { counterBefore: timing.effect.before, counterAfter: timing.effect.after } };
}

// ---- The financing calculator ----------------------------------------------------------------

export interface KeystrokeEffect {
  typed: string;
  field: string;
  expected: string;
  paymentBefore: string | null;
  paymentAfter: string | null;
}

/**
 * (d) One keystroke in the calculator's cost field: "1" typed before "25,000" makes the cost
 * 125,000, and the estimate follows.
 */
export async function measureCalculatorKeystroke(page: Page): Promise<InteractionTiming<KeystrokeEffect>> {
  await open(page, '/financing');
  await hydrated(page, 'FinancingCalculator');
  const field = page.getByRole('textbox', { name: financing.calculator.cost.label, exact: true });
  await (await tapper(page, field))();
  // The caret before the first digit, without an input event: the keystroke below is the one timed.
  await field.evaluate((input: HTMLInputElement) => input.setSelectionRange(0, 0));
  await settle(page);
  const typed = '1';
  const expected = formatMoney(computePayment({ ...financeDefaults, cost: Number(`${typed}${financeDefaults.cost}`) }).monthlyPayment);
  const timing = await timed(page, () => page.keyboard.press(typed), {
    probe: { text: '[data-testid="monthly-payment"]' },
    expect: () => ({ equals: expected }),
    what: `the estimate did not become ${expected}`,
  });
  return {
    ...timing,
    effect: { typed, field: await field.inputValue(), expected, paymentBefore: timing.effect.before, paymentAfter: timing.effect.after },
  };
}

// ---- The phone menu --------------------------------------------------------------------------

export interface MenuEffect {
  open: boolean;
}

/** (e) A tap on the header's menu button on the home page (the longest page): the menu opens. */
export async function measureMenuOpen(page: Page): Promise<InteractionTiming<MenuEffect>> {
  await open(page, '/');
  const toggle = page.getByRole('button', { name: navigation.menuOpenLabel, exact: true });
  // The page's script has given the toggle its state: the page as a visitor meets it once loaded.
  await until(() => toggle.getAttribute('aria-expanded'), (value) => value === 'false', 'the menu script did not run');
  const menu = await toggle.getAttribute('popovertarget');
  if (!menu) throw new Error('the menu button names no popover');
  const tap = await tapper(page, toggle);
  const timing = await timed(page, tap, {
    probe: { popoverOpen: menu },
    expect: () => ({ equals: 'true' }),
    what: 'the menu did not open',
  });
  return { ...timing, effect: { open: timing.effect.after === 'true' } };
}

// ---- All of them ----------------------------------------------------------------------------

/** The timed interactions, in the order the bench prints them. */
export const interactions = [
  { name: 'gallery filter tap', page: '/', measure: measureGalleryFilter },
  { name: 'viewer open (View Gallery)', page: '/', measure: measureViewerOpen },
  { name: 'viewer next photo', page: '/', measure: measureViewerNext },
  { name: 'calculator cost keystroke', page: '/financing', measure: measureCalculatorKeystroke },
  { name: 'menu open', page: '/', measure: measureMenuOpen },
] as const satisfies readonly { name: string; page: string; measure: (page: Page) => Promise<InteractionTiming> }[];

/**
 * One measurement on a fresh phone (its own browser context: no cache, no state from an earlier
 * run) with the CPU throttled. `origin` is where the built site is served.
 */
export async function measureOnFreshPhone(
  browser: Browser,
  origin: string,
  measure: (page: Page) => Promise<InteractionTiming>,
): Promise<InteractionTiming> {
  const context = await browser.newContext({ ...phone, baseURL: origin });
  try {
    const page = await context.newPage();
    await throttleCpu(page);
    return await measure(page);
  } finally {
    await context.close();
  }
}
