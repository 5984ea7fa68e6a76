/**
 * Where the editor's Preview link leads. Keystatic fills `{branch}` and `{slug}` into a
 * collection's `previewUrl` as they are (keystatic.config.ts), but a branch such as
 * `edit/kitchen-guide` is not a host name: the host builds each branch at an address of its own
 * whose name it derives from the branch. So the link points at the editor's own
 * `/preview/<page>?branch=<branch>`, and the editor's function (src/editor/middleware.ts) redirects
 * to that branch's preview, or to the live page for the production branch.
 */

/** The setting that names the branch previews' address, with `{branch}` where the branch goes. */
export const PREVIEW_SETTING = 'SITE_PREVIEW_URL';

/** The branch the public site publishes (its production branch). */
export const PRODUCTION_BRANCH = 'main';

/** What the editor puts before the name of a branch staff create for their changes (Keystatic's branchPrefix). */
export const EDIT_BRANCH_PREFIX = 'edit/';

/**
 * Cloudflare Pages' name for a branch's preview: the branch in lower case, every character other
 * than a-z and 0-9 replaced with a hyphen, at most 28 characters, without hyphens at either end
 * (https://developers.cloudflare.com/pages/configuration/preview-deployments/#preview-aliases).
 */
export function branchAlias(branch: string): string {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .slice(0, 28)
    .replace(/^-+|-+$/g, '');
}

/** Why a SITE_PREVIEW_URL value is unusable, or undefined. */
export function previewTemplateProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.replace('{branch}', 'branch'));
  } catch {
    return `${PREVIEW_SETTING} must be a web address such as https://{branch}.hearthwood-site.pages.dev; it is "${value}".`;
  }
  if (!value.includes('{branch}')) return `${PREVIEW_SETTING} must say where the branch goes with {branch}, e.g. https://{branch}.hearthwood-site.pages.dev.`;
  if (url.protocol !== 'https:') return `${PREVIEW_SETTING} must start with https://; it is "${value}".`;
  if (url.pathname !== '/' || url.search || url.hash) return `${PREVIEW_SETTING} is the address of the site only, without a path; it is "${value}".`;
  return undefined;
}

export interface PreviewRequest {
  /** The page's address on the site, e.g. /support/kitchen-layout-guide. */
  page: string;
  /** The branch the editor is on; empty or the production branch means the live site. */
  branch: string;
}

/**
 * The address a Preview link leads to, or undefined when the page is not a path of this site
 * (an address that would leave it: `//host`, a scheme, a backslash).
 */
export function previewAddress(request: PreviewRequest, template: string, liveOrigin: string): string | undefined {
  const { page, branch } = request;
  if (!page.startsWith('/') || page.startsWith('//') || /[\\\s]/.test(page)) return undefined;
  const alias = branchAlias(branch);
  const origin = branch === '' || branch === PRODUCTION_BRANCH || alias === '' ? liveOrigin : template.replace('{branch}', alias);
  return `${origin.replace(/\/+$/, '')}${page}`;
}

/** The preview request in an editor address such as /preview/support/x?branch=edit/y, or undefined. */
export function previewRequestOf(url: URL, prefix: string): PreviewRequest | undefined {
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
  return { page: url.pathname.slice(prefix.length) || '/', branch: url.searchParams.get('branch') ?? '' };
}
