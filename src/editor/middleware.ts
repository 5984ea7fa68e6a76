/**
 * Every answer of the editor's origin (edit. + the domain; the editor build only, never the public
 * build or `npm run cms`). That origin serves the editor and nothing else: its cookies hold a token
 * that can write to the repository, so no public page, and no third-party script, runs there.
 * - /keystatic and /api/keystatic/*: Keystatic, or, while a setting is missing, a page naming it;
 * - /preview/<page>?branch=…: a redirect to that branch's preview (src/editor/preview.ts);
 * - /: a redirect to /keystatic; any other address: 404.
 * Each answer is kept out of search engines and out of caches, and carries the security headers and
 * the editor's own Content-Security-Policy. Keystatic's API refuses requests that another site's
 * page made (a script on the public site, a form elsewhere): only the editor's own pages and
 * GitHub's sign-in redirect (a top-level navigation) reach it.
 */
import { defineMiddleware } from 'astro:middleware';
import { editorPolicy, securityHeaders } from '../../scripts/security-headers/policy.mjs';
import { isEditorPath, isPreviewPath, PREVIEW_PREFIX } from '../../scripts/editor/routes.mjs';
import { origins } from '../content/site';
import { PREVIEW_SETTING, previewAddress, previewRequestOf } from './preview';
import { editorSettingProblems, notConfiguredPage } from './settings';

// Keystatic marks its sign-in cookies Secure only when NODE_ENV is "production", read on each
// request; Netlify runs functions without NODE_ENV.
const runtimeEnv = process.env;
runtimeEnv.NODE_ENV ??= 'production';

/** The settings as the editor sees them: build-time ones compiled in, the rest from the function's environment. */
function currentSettings(): Record<string, string | undefined> {
  return {
    ...process.env,
    KEYSTATIC_GITHUB_REPO: import.meta.env.KEYSTATIC_GITHUB_REPO as string | undefined,
    PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: import.meta.env.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG as string | undefined,
  };
}

const text = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * True when a browser says another origin's page sent this request (Fetch Metadata), other than
 * by a top-level navigation: GitHub's redirect back after sign-in is one, a page's fetch is not.
 */
export function isForeignRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site === null || site === 'same-origin' || site === 'none') return false;
  return headers.get('sec-fetch-mode') !== 'navigate';
}

async function answer(url: URL, request: Request, next: () => Promise<Response>): Promise<Response> {
  if (url.pathname === '/') return Response.redirect(new URL('/keystatic', url), 302);
  const problems = editorSettingProblems(currentSettings());
  if (isPreviewPath(url.pathname)) {
    const preview = previewRequestOf(url, PREVIEW_PREFIX);
    const template = process.env[PREVIEW_SETTING]?.trim() ?? '';
    if (!preview || problems.some(({ setting }) => setting.name === PREVIEW_SETTING)) {
      return new Response(notConfiguredPage(problems), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
    const target = previewAddress(preview, template, origins.www);
    return target ? Response.redirect(target, 302) : text('A preview shows a page of the site: /preview/<page address>?branch=<branch>.', 400);
  }
  if (!isEditorPath(url.pathname)) return text('Not found. The website editor is at /keystatic.', 404);
  if (url.pathname.startsWith('/api/') && isForeignRequest(request.headers)) {
    return text('The editor answers its own pages only.', 403);
  }
  if (problems.length > 0) {
    return new Response(notConfiguredPage(problems), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  return next();
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const response = await answer(context.url, context.request, next);

  // A fresh Response: the one a route returns may have immutable headers (a redirect).
  const editorResponse = new Response(response.body, response);
  const inlineScripts = editorResponse.headers.get('content-security-policy')?.match(/'sha256-[^']+'/g) ?? [];
  for (const [name, value] of Object.entries(securityHeaders)) editorResponse.headers.set(name, value);
  editorResponse.headers.set('Content-Security-Policy', editorPolicy(inlineScripts));
  editorResponse.headers.set('X-Robots-Tag', 'noindex, nofollow');
  editorResponse.headers.set('Cache-Control', 'no-store');
  return editorResponse;
});
