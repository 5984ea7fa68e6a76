/**
 * The settings the live-site editor needs (README "Editing on the live site"), checked on every
 * editor request so that a missing one gives a page that names it, never a stack trace or a blank
 * screen. Keystatic reads the same variables itself.
 */

import { PREVIEW_SETTING, previewTemplateProblem } from './preview';

export interface EditorSetting {
  name: string;
  /** What the owner puts there, in the words of the README's steps. */
  what: string;
  /**
   * build: read when the site is built (the browser app has it compiled in), so a change needs a
   * new deploy; runtime: read by the editor's function on each request.
   */
  read: 'build' | 'runtime';
  /** Why a value is not usable, or undefined when it is. */
  problem?: (value: string) => string | undefined;
}

const MIN_SECRET_LENGTH = 32;

/** Why a KEYSTATIC_GITHUB_REPO value is not owner/name, or undefined. */
export function githubRepoProblem(value: string | undefined): string | undefined {
  if (!value || /^[\w.-]+\/[\w.-]+$/.test(value)) return undefined;
  return `KEYSTATIC_GITHUB_REPO must be owner/name, e.g. hearthwood/site; it is "${value}".`;
}

export const EDITOR_SETTINGS: readonly EditorSetting[] = [
  {
    name: 'KEYSTATIC_GITHUB_REPO',
    what: 'the repository the editor saves to, as owner/name (for example hearthwood/site)',
    read: 'build',
    problem: githubRepoProblem,
  },
  {
    name: 'PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
    what: "the GitHub App's name as it appears in its address, github.com/apps/<name>",
    read: 'build',
  },
  { name: 'KEYSTATIC_GITHUB_CLIENT_ID', what: "the GitHub App's Client ID (on the app's General page)", read: 'runtime' },
  {
    name: 'KEYSTATIC_GITHUB_CLIENT_SECRET',
    what: "a client secret generated on the GitHub App's General page",
    read: 'runtime',
  },
  {
    name: 'KEYSTATIC_SECRET',
    what: `a random string of at least ${MIN_SECRET_LENGTH} characters that signs the editor's sign-in cookies`,
    read: 'runtime',
    problem: (value) =>
      value.length < MIN_SECRET_LENGTH
        ? `KEYSTATIC_SECRET is ${value.length} characters long; it needs at least ${MIN_SECRET_LENGTH}.`
        : undefined,
  },
  {
    name: PREVIEW_SETTING,
    what: "the address of the public site's branch previews, with {branch} where the branch's name goes (Cloudflare Pages: https://{branch}.<project>.pages.dev)",
    read: 'runtime',
    problem: previewTemplateProblem,
  },
];

export interface SettingProblem {
  setting: EditorSetting;
  message: string;
}

/** Every setting that is missing or unusable, in the order of EDITOR_SETTINGS. */
export function editorSettingProblems(values: Record<string, string | undefined>): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const setting of EDITOR_SETTINGS) {
    const value = values[setting.name]?.trim() ?? '';
    const message = value === '' ? `${setting.name} is not set.` : setting.problem?.(value);
    if (message) problems.push({ setting, message });
  }
  return problems;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page the editor's routes answer with while a setting is missing (status 503). */
export function notConfiguredPage(problems: SettingProblem[]): string {
  const items = problems
    .map(
      ({ setting, message }) =>
        `<li><p><strong>${escapeHtml(message)}</strong></p><p><code>${escapeHtml(setting.name)}</code> is ${escapeHtml(setting.what)}.${
          setting.read === 'build' ? ' It is built into the editor’s app.' : ''
        }</p></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>The website editor is not set up yet</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 42rem; margin: 3rem auto; padding: 0 1.25rem; color: #2b2118; }
h1 { font-size: 1.6rem; line-height: 1.25; }
li { margin-bottom: 1rem; }
li p { margin: 0.25rem 0; }
code { background: #f3ece3; padding: 0.1rem 0.3rem; border-radius: 0.25rem; }
</style>
</head>
<body>
<main>
<h1>The website editor is not set up yet</h1>
<p>The public site is not affected. The editor needs ${problems.length === 1 ? 'one more setting' : `${problems.length} more settings`} on its host (Netlify: the editor's site, Site configuration, Environment variables):</p>
<ul>
${items}
</ul>
<p>Netlify applies a new or changed setting at the next deploy only: after setting them, deploy the editor again (Deploys, Trigger deploy, Deploy project). The README's section "Editing on the live site" walks through each step.</p>
</main>
</body>
</html>
`;
}
