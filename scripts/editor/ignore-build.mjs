// @ts-check
// Netlify's `ignore` command for the editor's site (netlify.toml): exit 0 skips the build, 1 runs it
// (https://docs.netlify.com/configure-builds/ignore-builds/). The editor is rebuilt only when the
// editor itself may have changed: a commit of the production branch that touches something other
// than the files staff edit in it. A save in the editor, a preview branch or a pull request never
// rebuilds it; the public site's host builds those. Runs before `npm install`: Node built-ins only.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * The files the editor writes (src/editor/forms/: the collections' paths and the gallery
 * photos). The editor's app reads none of them when it is built; it reads them from GitHub. The
 * business settings are not among them: the editor counts facts such as {business.responseTime}
 * into text lengths, so a change there rebuilds it.
 */
export const EDITED_CONTENT = [
  /^src\/content\/guides\/[^/]+\.md$/,
  /^src\/content\/services\/[^/]+\.yaml$/,
  /^src\/content\/gallery\/[^/]+\.yaml$/,
  /^src\/content\/local-kitchens\/[^/]+\.yaml$/,
  /^src\/content\/testimonials\/[^/]+\.yaml$/,
  /^src\/assets\/gallery\//,
];

/**
 * Whether the editor's site must be built.
 * @param {{ context: string | undefined, changedFiles: string[] | undefined }} build
 *   context: Netlify's CONTEXT (production, deploy-preview, branch-deploy); changedFiles: the files
 *   changed since the last build, or undefined when that is unknown (a first build, a cleared cache)
 */
export function editorNeedsBuild({ context, changedFiles }) {
  if (context !== 'production') return false;
  if (changedFiles === undefined) return true;
  return changedFiles.some((file) => !EDITED_CONTENT.some((pattern) => pattern.test(file)));
}

/** The files changed between the last built commit and this one, or undefined. */
function changedSinceLastBuild() {
  const from = process.env.CACHED_COMMIT_REF;
  const to = process.env.COMMIT_REF;
  // Without a cache Netlify sets CACHED_COMMIT_REF to COMMIT_REF: nothing to compare with.
  if (!from || !to || from === to) return undefined;
  try {
    return execFileSync('git', ['diff', '--name-only', from, to], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const changedFiles = changedSinceLastBuild();
  const build = editorNeedsBuild({ context: process.env.CONTEXT, changedFiles });
  console.log(
    build
      ? 'The editor is built: this commit may change it.'
      : `The editor is not rebuilt: ${process.env.CONTEXT === 'production' ? 'this commit changes content only' : `a ${process.env.CONTEXT ?? 'non-production'} build never changes the editor`}.`,
  );
  process.exit(build ? 1 : 0);
}
