/**
 * The editor on the live site (`npm run build:editor`, served by `npm run serve:editor` with the
 * same function Netlify runs). In a throwaway copy: the public build is made first and kept, then
 * the editor build; with dummy GitHub App credentials the editor shows its sign-in screen, its
 * sign-in goes to GitHub's authorize address with the configured client id, its routes say
 * noindex, every public page is byte for byte the static build's, and a missing setting gives a
 * page that names it. GitHub itself is never reached: the browser's requests to it are answered
 * here.
 */
import { expect, test } from '@playwright/test';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { createSandbox, type CmsServer, type Sandbox } from './sandbox';

const PORT = 4391;
const SPARE_PORT = 4392;

/** What the owner sets on the host (README "Editing on the live site"), with made-up values. */
const BUILD_SETTINGS = { KEYSTATIC_GITHUB_REPO: 'hearthwood-sample/website', PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'hearthwood-editor-sample' };
const RUNTIME_SETTINGS = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liSampleClientId0',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'sample-client-secret-not-real-0123456789',
  KEYSTATIC_SECRET: 'sample-signing-secret-not-real-0123456789abcdef',
};

let sandbox: Sandbox;
let server: CmsServer;
/**
 * The public build, kept outside the sandbox: Tailwind scans the project's files for class names,
 * and a built site inside it would add rules to the editor build's stylesheet.
 */
let staticRoot: string;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  sandbox = await createSandbox();
  const publicBuild = await sandbox.build();
  expect(publicBuild.code, publicBuild.output.slice(-3000)).toBe(0);
  staticRoot = `${sandbox.root}-public`;
  await cp(sandbox.path('dist'), staticRoot, { recursive: true });
  await sandbox.delete('dist');
  const editorBuild = await sandbox.build({ env: { SITE_EDITOR: 'netlify', ...BUILD_SETTINGS } });
  expect(editorBuild.code, editorBuild.output.slice(-3000)).toBe(0);
  server = await sandbox.serveEditor(PORT, RUNTIME_SETTINGS);
});

test.afterAll(async () => {
  await sandbox?.remove();
  if (staticRoot) await rm(staticRoot, { recursive: true, force: true });
});

test('the editor shows its sign-in screen, and signing in goes to GitHub with the app’s client id', async ({ page }) => {
  let authorize: URL | undefined;
  // Stand-ins for GitHub: its sign-in page, and the fonts Keystatic asks Google for.
  await page.route(/^https:\/\/github\.com\//, (route) => {
    authorize = new URL(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>GitHub</title><p>GitHub sign-in</p>' });
  });
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  // The editor's policy lets its app run; the only thing it refuses is Keystatic's Google font.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy') && !message.text().includes('fonts.googleapis.com')) refused.push(message.text());
  });

  const response = await page.goto(`${server.url}/keystatic`);
  expect(response?.status()).toBe(200);
  const signIn = page.getByRole('button', { name: 'Log in with GitHub' }).or(page.getByRole('link', { name: 'Log in with GitHub' }));
  await expect(signIn).toBeVisible();
  await signIn.click();
  await expect(page.getByText('GitHub sign-in')).toBeVisible();

  expect(authorize?.origin + authorize!.pathname).toBe('https://github.com/login/oauth/authorize');
  expect(authorize!.searchParams.get('client_id')).toBe(RUNTIME_SETTINGS.KEYSTATIC_GITHUB_CLIENT_ID);
  expect(authorize!.searchParams.get('redirect_uri')).toBe(`${server.url}/api/keystatic/github/oauth/callback`);
  expect(refused).toEqual([]);
});

test('the editor’s routes are noindex, carry the security headers and a policy of their own', async () => {
  for (const path of ['/keystatic', '/keystatic/branch/main', '/api/keystatic/github/login']) {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control'), path).toBe('no-store');
    expect(response.headers.get('strict-transport-security'), path).toContain('max-age=');
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy, path).toContain("connect-src 'self' https://api.github.com");
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).not.toContain('unsafe-eval');
  }
  const page = await (await fetch(`${server.url}/keystatic`)).text();
  expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
});

test('every public page is the static build’s file, byte for byte, with the same headers', async () => {
  const pages = (await readdir(staticRoot, { recursive: true })).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(1000);
  const different: string[] = [];
  for (const file of pages) {
    const [before, after] = await Promise.all([readFile(`${staticRoot}/${file}`), readFile(sandbox.path(`dist/${file}`))]);
    if (!before.equals(after)) different.push(file);
  }
  expect(different).toEqual([]);
  expect(await sandbox.read('dist/_headers')).toBe(await readFile(`${staticRoot}/_headers`, 'utf8'));

  // As served: the body is the file, and unknown addresses are the static 404, not the function.
  for (const [path, file] of [
    ['/', 'index.html'],
    ['/financing', 'financing.html'],
    ['/services/kitchen-remodeling', 'services/kitchen-remodeling.html'],
    ['/no-such-page', '404.html'],
  ] as const) {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(path === '/no-such-page' ? 404 : 200);
    expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(`${staticRoot}/${file}`)), path).toBe(true);
    expect(response.headers.get('x-robots-tag'), path).toBeNull();
    expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
  }
});

test('no public page, the sitemap or robots.txt names the editor', async () => {
  const files = (await readdir(staticRoot, { recursive: true })).filter((file) => /\.(?:html|xml|txt)$/.test(file));
  const naming: string[] = [];
  for (const file of files) if ((await readFile(`${staticRoot}/${file}`, 'utf8')).includes('keystatic')) naming.push(file);
  expect(naming).toEqual([]);
});

test('a missing setting gives a page that names it, never a stack trace', async () => {
  const spare = await sandbox.serveEditor(SPARE_PORT, { ...RUNTIME_SETTINGS, KEYSTATIC_GITHUB_CLIENT_SECRET: '', KEYSTATIC_SECRET: '' });
  try {
    for (const path of ['/keystatic', '/api/keystatic/github/login']) {
      const response = await fetch(`${spare.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(503);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      const body = await response.text();
      expect(body).toContain('The website editor is not set up yet');
      expect(body).toContain('KEYSTATIC_GITHUB_CLIENT_SECRET is not set.');
      expect(body).toContain('KEYSTATIC_SECRET is not set.');
      expect(body).not.toContain('KEYSTATIC_GITHUB_CLIENT_ID is not set.');
      expect(body).not.toMatch(/\bat \S+ \(|Error:/);
    }
  } finally {
    await spare.stop();
  }
});
