/**
 * The editor's routes on the live site (/keystatic, /api/keystatic/*): added only to the live-site
 * editor build (scripts/editor/integration.mjs), never to the public build or `npm run cms`. Every response they
 * give is kept out of search engines and carries the security headers the static pages get from
 * dist/_headers (which Netlify does not apply to functions), with the editor's own
 * Content-Security-Policy. While a setting is missing they answer with a page naming it.
 */
import { defineMiddleware } from 'astro:middleware';
import { editorPolicy, securityHeaders } from '../../scripts/security-headers/policy.mjs';
import { isEditorPath } from '../../scripts/editor/routes.mjs';
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

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered || !isEditorPath(context.url.pathname)) return next();

  const problems = editorSettingProblems(currentSettings());
  const answer =
    problems.length > 0
      ? new Response(notConfiguredPage(problems), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
      : await next();

  // A fresh Response: the one a route returns may have immutable headers (a redirect).
  const response = new Response(answer.body, answer);
  const inlineScripts = response.headers.get('content-security-policy')?.match(/'sha256-[^']+'/g) ?? [];
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  response.headers.set('Content-Security-Policy', editorPolicy(inlineScripts));
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cache-Control', 'no-store');
  return response;
});
