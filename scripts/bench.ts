/**
 * npm run bench: builds (timed), serves dist/ on 127.0.0.1, runs Lighthouse (mobile preset,
 * simulated throttling) on one page of each template, and prints the medians; then times the
 * interactions (gallery filter, viewer, calculator keystroke, menu) on a phone with the CPU
 * throttled 4x, from the Event Timing API (e2e/support/interaction-timing.ts), and prints their
 * medians too. It reports; it never fails on numbers. BENCH_RUNS (default 5) sets the runs per
 * page and per interaction; BENCH_ONLY (comma-separated template names, e.g. `home,service`, and
 * `interactions`) limits what is measured; --no-build reuses the build; DIST_DIR builds to and
 * serves another directory than dist/ (BENCH_PORT sets the port).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { gzipBytes } from '../e2e/support/bundle';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';
import { cpuThrottle, interactions, measureOnFreshPhone, type InteractionTiming } from '../e2e/support/interaction-timing';
import { allRoutes, distDir as dist, type RouteEntry } from '../e2e/support/routes';

const root = join(import.meta.dirname, '..');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const port = Number(process.env.BENCH_PORT ?? 4410);
const origin = `http://127.0.0.1:${port}`;
/** The not-found page, answered with 200 so Lighthouse scores it (see scripts/serve.mjs). */
const notFoundPreview = '/__bench-not-found';

function countHtml(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, entry) =>
      n + (entry.isDirectory() ? countHtml(join(dir, entry.name)) : entry.name.endsWith('.html') ? 1 : 0),
    0,
  );
}

function build(): { seconds: number } {
  const start = performance.now();
  const result = spawnSync(join(root, 'node_modules/.bin/astro'), ['build', '--outDir', dist], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('astro build failed');
  return { seconds: (performance.now() - start) / 1000 };
}

async function serve(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dist, PORT: String(port), HOST: '127.0.0.1', NOT_FOUND_PREVIEW_PATH: notFoundPreview },
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('server did not start');
}

/** The built file behind a served address (for gzip sizes measured from the build itself). */
function distFile(pathname: string): string | undefined {
  const candidates = pathname === '/' ? ['index.html'] : [pathname.slice(1), `${pathname.slice(1)}.html`];
  const isFile = (f: string) => {
    try {
      return statSync(f).isFile();
    } catch {
      return false;
    }
  };
  return candidates.map((c) => join(dist, decodeURIComponent(c))).find(isFile);
}

const gzipFileBytes = (file: string): number => gzipBytes(readFileSync(file));

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsGzip: number;
  htmlGzip: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'];

/**
 * BENCH_LCP=1: what a page's LCP waited for, the place to start when it is slow. Lighthouse
 * simulates a phone from the unthrottled run it observed: every request that finished before the
 * observed largest paint counts on its path (low-priority images in half of its estimate), so
 * the list is what the page would have to fetch first on a slow network.
 */
function lcpReport(path: string, audits: Audits): string {
  const element = (audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)
    ?.items?.[0]?.items?.[0]?.node?.selector;
  const observed = (audits['metrics']?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const paint = observed['observedLargestContentfulPaint'] ?? 0;
  const requests =
    (audits['network-requests']?.details as { items?: { url: string; resourceType?: string; priority?: string; transferSize?: number; networkEndTime?: number }[] })?.items ?? [];
  const before = requests
    .filter((r) => (r.networkEndTime ?? Infinity) <= paint)
    .map((r) => `${new URL(r.url).pathname} (${r.resourceType ?? '?'}, ${r.priority ?? '?'}, ${((r.transferSize ?? 0) / 1024).toFixed(1)} KB)`);
  return (
    `  ${path}: LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms simulated, ` +
    `element ${element ?? '?'}; observed paint ${Math.round(paint)} ms, load ${Math.round(observed['observedLoad'] ?? 0)} ms; ` +
    `finished before it: ${before.join('; ')}\n`
  );
}

/** One Lighthouse run; undefined when the run produced no metrics (a Lighthouse runtime error). */
async function measure(route: RouteEntry, chromePort: number): Promise<Sample | undefined> {
  const result = await lighthouse(`${origin}${route.path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${route.path}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError || typeof audits['largest-contentful-paint']?.numericValue !== 'number') {
    process.stdout.write(`  run on ${route.path} failed (${result.lhr.runtimeError?.code ?? 'no LCP'}); retrying\n`);
    return undefined;
  }
  if (process.env.BENCH_LCP) process.stdout.write(lcpReport(route.path, audits));
  const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
  const jsGzip = scripts.reduce((sum, r) => {
    const file = distFile(new URL(r.url).pathname);
    return sum + (file ? gzipFileBytes(file) : 0);
  }, 0);
  const htmlFile = distFile(route.path === notFoundPreview ? '/404' : route.path);
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsGzip,
    htmlGzip: htmlFile ? gzipFileBytes(htmlFile) : 0,
  };
}

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
const wanted = (template: string) => !only || only.includes(template);

/**
 * Pages measured for a family whose first route depends on the content: guides are listed by file
 * name, so a newly published guide would otherwise change which page the bench compares.
 */
const representative: Partial<Record<RouteEntry['template'], string>> = { guide: '/support/kitchen-layout-guide' };

function onePerTemplate(): RouteEntry[] {
  const seen = new Set<string>();
  const routes = allRoutes();
  const chosen = routes.filter((route) => representative[route.template] === route.path);
  return [...chosen, ...routes]
    .filter((route) => wanted(route.template) && !seen.has(route.template) && seen.add(route.template))
    .sort((a, b) => routes.indexOf(a) - routes.indexOf(b));
}

/** Lighthouse on each page: one row of medians per template. */
async function measurePages(targets: RouteEntry[]): Promise<string[][]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  const rows: string[][] = [];
  try {
    for (const route of targets) {
      const samples: Sample[] = [];
      // A failed run is retried, up to as many extra attempts as runs asked for.
      for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt += 1) {
        const sample = await measure(route, chrome.port);
        if (sample) samples.push(sample);
      }
      if (samples.length === 0) throw new Error(`every Lighthouse run on ${route.path} failed`);
      const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
      rows.push([
        route.template,
        route.path,
        String(m('performance')),
        String(m('accessibility')),
        String(m('bestPractices')),
        String(m('seo')),
        `${(m('lcp') / 1000).toFixed(2)} s`,
        `${Math.round(m('tbt'))} ms`,
        m('cls').toFixed(3),
        `${(m('jsGzip') / 1024).toFixed(1)} KB`,
        `${(m('htmlGzip') / 1024).toFixed(1)} KB`,
      ]);
      process.stdout.write(`measured ${route.path}\n`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/**
 * Each interaction `runs` times, every run on a fresh phone context (Playwright drives Chromium:
 * real taps and keystrokes). A run whose interaction did not take effect is reported and left
 * out of the median; a row says "failed" when no run worked.
 */
async function measureInteractions(): Promise<string[][]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const rows: string[][] = [];
  try {
    for (const interaction of interactions) {
      const timings: InteractionTiming[] = [];
      for (let run = 0; run < runs; run += 1) {
        try {
          timings.push(await measureOnFreshPhone(browser, origin, interaction.measure));
        } catch (error) {
          process.stdout.write(`  ${interaction.name} failed: ${(error as Error).message.split('\n')[0]}\n`);
        }
      }
      const ms = (key: 'latency' | 'shownAfter') => (timings.length ? `${Math.round(median(timings.map((t) => t[key])))} ms` : 'failed');
      rows.push([interaction.name, interaction.page, ms('latency'), ms('shownAfter'), timings.map((t) => t.latency).join(', ')]);
      process.stdout.write(`measured ${interaction.name}\n`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const skipBuild = process.argv.includes('--no-build');
  const buildTime = skipBuild ? undefined : build().seconds;
  const pages = countHtml(dist);
  const server = await serve();
  const notFound = { path: notFoundPreview, template: 'not-found', indexable: false, page: '/404', params: {} };
  const targets = [...onePerTemplate(), ...(wanted('not-found') ? [notFound] : [])] as RouteEntry[];
  let pageRows: string[][] = [];
  let interactionRows: string[][] = [];
  try {
    if (targets.length) pageRows = await measurePages(targets);
    if (wanted('interactions')) interactionRows = await measureInteractions();
  } finally {
    server.kill();
  }

  console.log('');
  console.log(
    buildTime === undefined
      ? `Build: skipped (--no-build); ${pages} HTML pages in ${dist}`
      : `Build: ${buildTime.toFixed(1)} s for ${pages} HTML pages`,
  );
  if (pageRows.length) {
    console.log(`Lighthouse ${runs} run(s) per page, mobile preset, simulated throttling; medians:`);
    printTable(['template', 'page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS gzip', 'HTML gzip'], pageRows);
  }
  if (interactionRows.length) {
    console.log('');
    console.log(`Interactions, ${cpuThrottle}x CPU throttle (Event Timing API), median of ${runs} run(s), on a 390x844 touch phone:`);
    printTable(['interaction', 'page', 'latency', 'shown after', 'latency of each run (ms)'], interactionRows);
    console.log('latency: from the input to the next paint after its handlers (what INP counts). shown after: from the input until the');
    console.log(`main thread has rendered the frame that first shows the effect (the compositor's share not included, so it can be less).`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
