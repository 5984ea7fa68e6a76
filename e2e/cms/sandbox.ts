/**
 * Throwaway copies of the project for the CMS end-to-end tests (playwright.cms.config.ts): a test
 * breaks content, drops in a location module or lets Keystatic save files, then builds, all in a
 * temp dir, never in the working tree.
 *
 * A sandbox holds copies of what `astro build` reads (src/, public/, scripts/, the configs) and
 * the test builds' image cache (so a build does not re-encode every image). node_modules is a
 * folder of symlinks to the project's packages, not one symlink: Vite writes its caches into
 * node_modules/.vite and .vite-temp, and those must stay the sandbox's own (a dev server in the
 * working tree may be using the real ones).
 *
 * Everything runs under the project's Node (node_modules/.bin/node, Node 24), not the system's.
 * `astro dev` runs with a small wrapper config (see devConfig) that lets Vite serve the linked
 * packages and holds it to the port asked for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { TemplateName } from '../../src/lib/build/route-table';
import { copyProjectForBuild } from '../../scripts/test-build.mjs';

/** The working tree the sandboxes are copied from. */
export const projectRoot = resolve(import.meta.dirname, '..', '..');

const projectNode = join(projectRoot, 'node_modules', '.bin', 'node');
const astroCli = join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');

/**
 * Folders copied; besides these, every file at the top of the project is copied (astro.config.mjs,
 * keystatic.config.ts and the modules they import such as keystatic.yaml.mjs, tsconfig.json,
 * package.json, …: scripts/test-build.mjs), so a new config module needs no change here. The rest
 * of the tree (dist, e2e, docs, .git, …) is not needed to build.
 */
const COPIED_FOLDERS = ['src', 'public', 'scripts'];

export interface RunResult {
  /** Exit code (null when killed by a signal). */
  code: number | null;
  /** stdout and stderr, interleaved as they arrived, without colour codes. */
  output: string;
  /** Wall time in milliseconds. */
  ms: number;
}

export interface CmsServer {
  url: string;
  port: number;
  /** Everything the dev server printed so far. */
  output: () => string;
  /** Kills the dev server's whole process group and waits for it to exit. */
  stop: () => Promise<void>;
}

export interface Sandbox {
  /** Absolute path of the sandbox. */
  root: string;
  /** Absolute path of a file in the sandbox ("src/content/guides/x.md"). */
  path: (relative: string) => string;
  exists: (relative: string) => boolean;
  read: (relative: string) => Promise<string>;
  /** Writes a file (creating its folders). */
  write: (relative: string, content: string | Uint8Array) => Promise<void>;
  /** Deletes a file or folder in the sandbox. */
  delete: (relative: string) => Promise<void>;
  /**
   * `astro build`; resolves (never rejects) with the exit code and output. `env` adds variables
   * (SITE_EDITOR=netlify and the editor's settings make it `npm run build:editor`).
   */
  build: (options?: { timeoutMs?: number; env?: Record<string, string>; families?: TemplateName[] }) => Promise<RunResult>;
  /**
   * `vitest run` on the sandbox's own unit tests; with `relatedTo`, `vitest related`: only the
   * tests whose imports reach one of those files. Run `sync` first: they read the content store
   * it writes (a build keeps its own, astro.config.mjs).
   */
  runUnitTests: (options?: { relatedTo?: string[]; timeoutMs?: number }) => Promise<RunResult>;
  /**
   * The project's browser tests (playwright.config.ts) on the given spec files, against the
   * sandbox's dist/ served on `port`. Needs createSandbox({ withTests: true }) and a build.
   */
  runBrowserTests: (files: string[], options?: { timeoutMs?: number; port?: number }) => Promise<RunResult>;
  /** `astro sync`: loads and validates the content collections only; much faster than a build. */
  sync: (options?: { timeoutMs?: number }) => Promise<RunResult>;
  /** A built page: dist/<route>.html (build.format is 'file'); "/" is dist/index.html. */
  builtPage: (route: string) => Promise<string>;
  builtPageExists: (route: string) => boolean;
  /**
   * `npm run serve:editor` (scripts/serve-editor.mjs) on the port, with `env` as the host's
   * environment; resolves once the home page answers. Needs a build with SITE_EDITOR=netlify.
   */
  serveEditor: (port: number, env: Record<string, string>, options?: { preload?: string }) => Promise<CmsServer>;
  /** `npm run serve`: the public build in dist/ (or `root`) as a CDN serves it; resolves once / answers. */
  serveSite: (port: number, root?: string) => Promise<CmsServer>;
  /** `CMS=1 astro dev --port <port>`; resolves once /keystatic answers. */
  startCms: (port: number, options?: { timeoutMs?: number }) => Promise<CmsServer>;
  /** Deletes the sandbox (stops a CMS server it started first). */
  remove: () => Promise<void>;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // Not the test runner's own variables: a Playwright run inside the sandbox would take them as its own.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(?:TEST_|PW_|PLAYWRIGHT_)/.test(name)));
  return {
    ...inherited,
    // Tools that spawn `node` pick the project's Node 24 too.
    PATH: `${dirname(projectNode)}:${process.env.PATH ?? ''}`,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ASTRO_TELEMETRY_DISABLED: '1',
    CI: '1',
    ...extra,
  };
}

/** Children still running; killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')));

function astro(root: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return node(root, [astroCli, ...args], env);
}

/** The project's Node running a script in the sandbox, in a process group of its own. */
function node(root: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(projectNode, args, {
    cwd: root,
    env: childEnv(env),
    // Its own process group, so stop() can kill it with every worker it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('close', () => running.delete(child));
  return child;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function run(root: string, args: string[], timeoutMs: number, env: Record<string, string> = {}): Promise<RunResult> {
  return runNode(root, 'astro', [astroCli, ...args], timeoutMs, env);
}

/** Runs the project's Node on `args` in the sandbox; resolves (never rejects) with the exit code and output. */
function runNode(root: string, label: string, args: string[], timeoutMs: number, env: Record<string, string> = {}): Promise<RunResult> {
  const started = Date.now();
  const what = `${label} ${args.slice(1).join(' ')}`;
  return new Promise((resolvePromise) => {
    const child = node(root, args, env);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n[sandbox] ${what} timed out after ${timeoutMs} ms; killed.\n`;
      killGroup(child, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = Date.now() - started;
      // One line in the test report, so slow builds show.
      console.log(`[sandbox] ${what}: exit ${code} in ${(ms / 1000).toFixed(1)} s`);
      resolvePromise({ code, output: output.replace(ANSI, ''), ms });
    });
  });
}

/**
 * The dev server's config: the project's, with the project's node_modules added to the files Vite
 * may serve. Vite resolves the symlinked packages to their real paths, outside the sandbox, and
 * would answer 403 for the browser-side modules of the editor (/@fs/…/node_modules/@keystatic/…).
 */
const DEV_CONFIG = 'astro.sandbox-dev.config.mjs';

function devConfig(root: string): string {
  return `// Written by e2e/cms/sandbox.ts for \`astro dev\` in this sandbox.
import config from './astro.config.mjs';

const vite = config.vite ?? {};
export default {
  ...config,
  vite: {
    ...vite,
    server: {
      ...vite.server,
      // Fail rather than move to the next port: the tests would talk to whatever holds this one.
      strictPort: true,
      fs: { ...vite.server?.fs, allow: [...(vite.server?.fs?.allow ?? []), ${JSON.stringify(root)}, ${JSON.stringify(join(projectRoot, 'node_modules'))}] },
    },
  },
};
`;
}

/** Fails if something already listens on the port (an earlier dev server, another test run). */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is taken (${error.code}); stop what listens there or set another port`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePromise()));
  });
}

/**
 * @param options.withTests also copy e2e/, so the sandbox can run the project's own tests on what
 *   it built (runUnitTests, runBrowserTests).
 */
export async function createSandbox({ withTests = false }: { withTests?: boolean } = {}): Promise<Sandbox> {
  const root = await mkdtemp(join(tmpdir(), 'cms-sandbox-'));
  // The test builds' images come along; the content store and types are made again.
  await copyProjectForBuild(projectRoot, root, [...COPIED_FOLDERS, ...(withTests ? ['e2e'] : [])]);

  const path = (relative: string) => {
    const full = resolve(root, relative);
    if (full !== root && !full.startsWith(`${root}/`)) throw new Error(`${relative} is outside the sandbox`);
    return full;
  };
  const pageFile = (route: string) => path(`dist/${route === '/' ? 'index' : route.replace(/^\/+|\/+$/g, '')}.html`);
  const servers = new Set<CmsServer>();

  /** A server the sandbox started, once `readyPath` answers 2xx; stopped by remove() at the latest. */
  async function serverOf(child: ChildProcess, port: number, readyPath: string, what: string, timeoutMs: number): Promise<CmsServer> {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((done) => child.on('close', () => done()));
    const url = `http://127.0.0.1:${port}`;
    const server: CmsServer = {
      url,
      port,
      output: () => output.replace(ANSI, ''),
      stop: async () => {
        servers.delete(server);
        killGroup(child, 'SIGTERM');
        const killed = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
        await exited;
        clearTimeout(killed);
      },
    };
    servers.add(server);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        servers.delete(server);
        throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before ${readyPath} answered:\n${server.output()}`);
      }
      try {
        const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(10_000) });
        if (response.ok) return server;
      } catch {
        // Not listening yet.
      }
      await new Promise((wait) => setTimeout(wait, 500));
    }
    await server.stop();
    throw new Error(`${what} did not serve ${url}${readyPath} within ${timeoutMs} ms:\n${server.output()}`);
  }

  return {
    root,
    path,
    exists: (relative) => existsSync(path(relative)),
    read: (relative) => readFile(path(relative), 'utf8'),
    write: async (relative, content) => {
      await mkdir(dirname(path(relative)), { recursive: true });
      await writeFile(path(relative), content);
    },
    delete: (relative) => rm(path(relative), { recursive: true, force: true }),
    // `families`: build only those page families (BUILD_FAMILIES), when a test reads a few pages.
    // A build for the tests, as `npm run test:e2e` makes: faster image encoding, its own cache (astro.config.mjs).
    build: ({ timeoutMs = 300_000, env = {}, families } = {}) =>
      run(root, ['build'], timeoutMs, { TEST_BUILD: '1', ...env, ...(families ? { BUILD_FAMILIES: families.join(',') } : {}) }),
    sync: ({ timeoutMs = 120_000 } = {}) => run(root, ['sync'], timeoutMs),
    runUnitTests: ({ relatedTo, timeoutMs = 300_000 } = {}) =>
      runNode(root, 'vitest', [join(root, 'node_modules', 'vitest', 'vitest.mjs'), ...(relatedTo ? ['related', '--run', ...relatedTo] : ['run'])], timeoutMs),
    runBrowserTests: (files, { timeoutMs = 600_000, port = 4390 } = {}) =>
      runNode(
        root,
        'playwright',
        [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'playwright.config.ts', '--reporter=line', ...files],
        timeoutMs,
        { E2E_PORT: String(port) },
      ),
    builtPage: (route) => readFile(pageFile(route), 'utf8'),
    builtPageExists: (route) => existsSync(pageFile(route)),
    startCms: async (port, { timeoutMs = 120_000 } = {}) => {
      await assertPortFree(port);
      await writeFile(join(root, DEV_CONFIG), devConfig(root));
      const child = astro(root, ['dev', '--config', DEV_CONFIG, '--port', String(port), '--host', '127.0.0.1'], { CMS: '1' });
      return serverOf(child, port, '/keystatic', 'astro dev', timeoutMs);
    },
    serveEditor: async (port, env, options = {}) => {
      await assertPortFree(port);
      // A module loaded before the server (node --import), such as a stand-in for GitHub's token endpoint.
      const preload = options.preload ? ['--import', options.preload] : [];
      const child = node(root, [...preload, join(root, 'scripts', 'serve-editor.mjs')], { ...env, PORT: String(port), HOST: '127.0.0.1' });
      // The browser app's file answers whether or not the editor's settings are complete.
      return serverOf(child, port, '/_editor/keystatic.js', 'serve-editor', 30_000);
    },
    serveSite: async (port, distDir) => {
      await assertPortFree(port);
      const child = node(root, [join(root, 'scripts', 'serve.mjs')], {
        PORT: String(port),
        HOST: '127.0.0.1',
        ...(distDir ? { DIST_DIR: distDir } : {}),
      });
      return serverOf(child, port, '/', 'serve', 30_000);
    },
    remove: async () => {
      await Promise.all([...servers].map((server) => server.stop()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
