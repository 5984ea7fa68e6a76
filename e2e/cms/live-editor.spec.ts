/**
 * The editor on its own origin (`npm run build:editor`, served by `npm run serve:editor` with the
 * function Netlify runs) beside the public site (`npm run build`, served as a CDN serves it), as in
 * production: www.… and edit.… of one domain, here www.hearthwood.localhost and
 * edit.hearthwood.localhost (Chromium sends every *.localhost name to this machine and, like the
 * real two, treats them as one site). In a throwaway copy of the project:
 * - staff sign in on the editor's origin (GitHub's sign-in page and token endpoint are stand-ins),
 *   after which a script on any public page can neither read the editor's token cookie nor get a
 *   token from a refresh endpoint, on its own origin (404) or on the editor's (refused);
 * - the editor's origin serves the editor only, with no third-party script, noindex and no-store;
 * - the Preview link's address leads to the branch's preview;
 * - a missing setting gives a page that names it.
 * GitHub itself is never reached.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeListFile } from '../../scripts/route-list.mjs';
import { testBrowserPath, testChromiumFlags } from '../support/chromium';
import { createSandbox, projectRoot, type CmsServer, type Sandbox } from './sandbox';

const PUBLIC_PORT = 4391;
const EDITOR_PORT = 4392;
const SPARE_PORT = 4393;
const publicOrigin = `http://www.hearthwood.localhost:${PUBLIC_PORT}`;
const editorOrigin = `http://edit.hearthwood.localhost:${EDITOR_PORT}`;

/** What the owner sets on the editor's host (README "Editing on the live site"), with made-up values. */
const BUILD_SETTINGS = { KEYSTATIC_GITHUB_REPO: 'hearthwood-sample/website', PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'hearthwood-editor-sample' };
const RUNTIME_SETTINGS = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liSampleClientId0',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'sample-client-secret-not-real-0123456789',
  KEYSTATIC_SECRET: 'sample-signing-secret-not-real-0123456789abcdef',
  SITE_PREVIEW_URL: 'https://{branch}.hearthwood-sample.pages.dev',
};
const githubStandIn = fileURLToPath(new URL('./fixtures/github-stand-in.mjs', import.meta.url));

// Both names on this machine, whatever the system's resolver does with *.localhost.
test.use({
  launchOptions: { executablePath: testBrowserPath, args: [...testChromiumFlags, '--host-resolver-rules=MAP *.hearthwood.localhost 127.0.0.1'] },
});

let sandbox: Sandbox;
let editor: CmsServer;

/** The public build served as www: the project's dist/ when a build is there (`npm test` makes it just before), else one made here. */
let publicDist: string;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  sandbox = await createSandbox();
  publicDist = join(projectRoot, 'dist');
  if (!existsSync(join(publicDist, 'index.html')) || !existsSync(routeListFile(publicDist))) {
    const publicBuild = await sandbox.build();
    expect(publicBuild.code, publicBuild.output.slice(-3000)).toBe(0);
    publicDist = sandbox.path('dist');
  }
  const editorBuild = await sandbox.build({ env: { SITE_EDITOR: 'netlify', ...BUILD_SETTINGS } });
  expect(editorBuild.code, editorBuild.output.slice(-3000)).toBe(0);
  await sandbox.serveSite(PUBLIC_PORT, publicDist);
  editor = await sandbox.serveEditor(EDITOR_PORT, RUNTIME_SETTINGS, { preload: githubStandIn });
});

test.afterAll(async () => {
  await sandbox?.remove();
});

/**
 * Signs in on the editor's origin: its login route sends the browser to GitHub's authorize page
 * with the app's client id and the editor's callback; after approval GitHub sends the browser back
 * to that callback with a code, which is where this starts. The callback's exchange of the code
 * with GitHub is answered by the stand-in; the cookies it sets are the editor's real ones.
 */
async function signIn(context: BrowserContext) {
  const login = await fetch(`${editor.url}/api/keystatic/github/login`, { redirect: 'manual' });
  const authorize = new URL(login.headers.get('location') ?? '');
  expect(authorize.origin + authorize.pathname).toBe('https://github.com/login/oauth/authorize');
  expect(authorize.searchParams.get('client_id')).toBe(RUNTIME_SETTINGS.KEYSTATIC_GITHUB_CLIENT_ID);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${editor.url}/api/keystatic/github/oauth/callback`);

  const page = await context.newPage();
  // The editor's app, once signed in, talks to GitHub's API: not reachable here, and not needed.
  await page.route(/^https:\/\/(api\.github\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
  await page.goto(`${editorOrigin}/api/keystatic/github/oauth/callback?code=stand-in-code`);
  await expect(page).toHaveURL(`${editorOrigin}/keystatic`);
  return page;
}

test('a script on a public page can neither read the editor’s token nor get one', async ({ browser }) => {
  const context = await browser.newContext();
  const editorPage = await signIn(context);
  const editorCookies = await context.cookies(editorOrigin);
  expect(editorCookies.map((cookie) => cookie.name).sort()).toEqual(['keystatic-gh-access-token', 'keystatic-gh-refresh-token']);
  // The editor's own page may refresh its token: the endpoint works for the editor.
  const ownRefresh = await editorPage.evaluate(async () => (await fetch('/api/keystatic/github/refresh-token', { method: 'POST' })).status);
  expect(ownRefresh).toBe(200);

  // One page of each template the build made (its route list), and the not-found page.
  const { routes } = JSON.parse(await readFile(routeListFile(publicDist), 'utf8')) as { routes: { path: string; template: string }[] };
  const samples = [...new Map(routes.map((route) => [route.template, route.path])).values(), '/no-such-page'];
  expect(samples.length).toBeGreaterThan(8);

  const page = await context.newPage();
  for (const path of samples) {
    await page.goto(`${publicOrigin}${path}`);
    const found = await page.evaluate(
      async ({ editorOrigin }) => {
        const attempt = async (url: string, method = 'POST') => {
          try {
            const response = await fetch(url, { method, credentials: 'include' });
            return { status: response.status, body: await response.text(), cookie: response.headers.get('set-cookie') };
          } catch (error) {
            return { refused: String(error) };
          }
        };
        return {
          cookies: document.cookie,
          ownOrigin: await attempt('/api/keystatic/github/refresh-token'),
          ownOriginGet: await attempt('/api/keystatic/github/refresh-token', 'GET'),
          ownEditorPage: await attempt('/keystatic', 'GET'),
          editorOrigin: await attempt(`${editorOrigin}/api/keystatic/github/refresh-token`),
        };
      },
      { editorOrigin },
    );
    expect(found.cookies, path).not.toContain('keystatic');
    // The public origin has no editor: 404 for its addresses (405 for a POST to a static host).
    expect(found.ownOriginGet, path).toMatchObject({ status: 404 });
    expect(found.ownEditorPage, path).toMatchObject({ status: 404 });
    expect([404, 405], path).toContain((found.ownOrigin as { status?: number }).status);
    expect(JSON.stringify(found.ownOrigin) + JSON.stringify(found.ownOriginGet), path).not.toMatch(/ghu_|ghr_|keystatic-gh/);
    expect(found.editorOrigin, path).toHaveProperty('refused');
  }
  // The token cookie stays the editor origin's alone.
  expect((await context.cookies(publicOrigin)).map((cookie) => cookie.name)).not.toContain('keystatic-gh-access-token');
  await context.close();
});

test('the editor refuses its API to requests another page of the site makes, with or without cookies', async () => {
  // What a browser sends for a fetch from a www page to the editor (Fetch Metadata): refused before Keystatic runs.
  for (const path of ['/api/keystatic/github/refresh-token', '/api/keystatic/github/logout']) {
    const response = await fetch(`${editor.url}${path}`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'cors', Origin: publicOrigin, 'Content-Type': 'application/json' },
    });
    expect(response.status, path).toBe(403);
    expect(await response.text(), path).toBe('The editor answers its own pages only.');
    expect(response.headers.get('set-cookie'), path).toBeNull();
  }
});

test('the editor’s origin serves the editor only: no public page, no third-party script, noindex, no-store', async () => {
  const published = await readdir(sandbox.path('dist-editor'), { recursive: true });
  expect(published.filter((file) => file.endsWith('.html'))).toEqual([]);

  for (const path of ['/keystatic', '/keystatic/branch/main', '/api/keystatic/github/login', '/', '/financing', '/services/kitchen-remodeling']) {
    const response = await fetch(`${editor.url}${path}`, { redirect: 'manual' });
    expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control'), path).toBe('no-store');
    expect(response.headers.get('strict-transport-security'), path).toContain('max-age=');
    const policy = response.headers.get('content-security-policy') ?? '';
    // Scripts from the editor's own origin, and inline ones only by hash: no host may add a script.
    expect(policy.match(/script-src ([^;]*)/)?.[1]?.split(' ').filter((source) => !/^'sha256-/.test(source)), path).toEqual(["'self'"]);
    expect(policy, path).toContain("connect-src 'self' https://api.github.com");
    expect(policy, path).toContain("frame-ancestors 'none'");
    const body = await response.text();
    for (const src of body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) expect(src[1], path).toMatch(/^\/(?!\/)/);
  }
  expect((await fetch(`${editor.url}/`, { redirect: 'manual' })).headers.get('location')).toBe(`${editor.url}/keystatic`);
  for (const path of ['/financing', '/services/kitchen-remodeling', '/support/kitchen-layout-guide']) {
    expect((await fetch(`${editor.url}${path}`)).status, path).toBe(404);
  }
  expect(await (await fetch(`${editor.url}/keystatic`)).text()).toContain('<meta name="robots" content="noindex, nofollow">');
});

test('the editor shows its sign-in screen', async ({ page }) => {
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy') && !message.text().includes('fonts.googleapis.com')) refused.push(message.text());
  });
  const response = await page.goto(`${editorOrigin}/keystatic`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Log in with GitHub' }).or(page.getByRole('link', { name: 'Log in with GitHub' }))).toBeVisible();
  expect(refused).toEqual([]);
});

test('the Preview link of a branch opens that branch’s preview; of main, the live page', async () => {
  const cases = [
    ['/preview/support/kitchen-layout-guide?branch=edit/kitchen-title', 'https://edit-kitchen-title.hearthwood-sample.pages.dev/support/kitchen-layout-guide'],
    ['/preview/services/kitchen-remodeling?branch=main', 'https://www.hearthwoodremodeling.example/services/kitchen-remodeling'],
  ] as const;
  for (const [path, target] of cases) {
    const response = await fetch(`${editor.url}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(302);
    expect(response.headers.get('location'), path).toBe(target);
  }
  // A page address that tries to name another host stays on the preview's.
  for (const path of ['/preview//evil.example/?branch=edit/x', '/preview/%2F%2Fevil.example/?branch=edit/x', '/preview/@evil.example?branch=edit/x']) {
    const away = await fetch(`${editor.url}${path}`, { redirect: 'manual' });
    const location = away.headers.get('location');
    if (location !== null) expect(new URL(location).host, path).toBe('edit-x.hearthwood-sample.pages.dev');
  }
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
