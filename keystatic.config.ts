/**
 * The content editor (Keystatic): `npm run cms`, then http://127.0.0.1:3000/keystatic.
 *
 * This file assembles the editor: where it stores, how it previews, and its menu. The forms are
 * in src/editor/forms/, one module per collection or singleton, built from the shared fields of
 * src/editor/forms/fields.ts (which says where they differ from plain Keystatic fields); each
 * mirrors its collection's zod schema, and a text field's rule comes from the same module as the
 * schema's (src/content/field-rules.ts). src/content/editor-schema.test.ts holds the two together.
 *
 * Storage: the working tree (`kind: 'local'`) unless KEYSTATIC_GITHUB_REPO=owner/name is set, when
 * the editor commits to that GitHub repository (it then needs the KEYSTATIC_GITHUB_* variables
 * Keystatic documents). keystatic.yaml.mjs passes the variable to the browser side too, and makes
 * the YAML Keystatic writes match the files' style.
 */
import { config } from '@keystatic/core';
import { githubRepoProblem } from './src/editor/settings';
import { EDIT_BRANCH_PREFIX } from './src/editor/preview';
import { PREVIEW_PREFIX } from './scripts/editor/routes.mjs';
import { business } from './src/editor/forms/business';
import { costs } from './src/editor/forms/costs';
import { gallery } from './src/editor/forms/gallery';
import { guides } from './src/editor/forms/guides';
import { localKitchens } from './src/editor/forms/local-kitchens';
import { accessibility, privacy, warranty } from './src/editor/forms/policies';
import { services } from './src/editor/forms/services';
import { testimonials } from './src/editor/forms/testimonials';

const githubRepo = import.meta.env.KEYSTATIC_GITHUB_REPO as string | undefined;
const repoProblem = githubRepoProblem(githubRepo);
// On the live site (npm run build:editor) a missing or malformed repository is reported by the
// editor's "not set up yet" page (src/editor/middleware.ts), which answers before this runs.
if (githubRepo && repoProblem && !import.meta.env.KEYSTATIC_DEPLOYED) throw new Error(repoProblem);

const githubMode = Boolean(githubRepo && !repoProblem);

/**
 * In GitHub mode a save never goes live by itself: the repository's `main` only takes changes
 * through a pull request (README "Editing on the live site"), so Keystatic asks for a branch of its
 * own before the first save, named `edit/…`, which the public site's host builds as a preview.
 * Publishing is merging that branch's pull request. The Preview link opens the page on the branch
 * the editor is on, through the editor's /preview redirect (src/editor/preview.ts); on this
 * computer it opens the page on the dev server beside the editor.
 */
const previewOf = (page: string) => (githubMode ? `${PREVIEW_PREFIX}${page}?branch={branch}` : page);

export default config({
  storage: githubMode ? { kind: 'github', repo: githubRepo as `${string}/${string}`, branchPrefix: EDIT_BRANCH_PREFIX } : { kind: 'local' },
  ui: {
    brand: { name: 'Hearthwood website' },
    navigation: {
      Pages: ['guides', 'services', 'localKitchens', 'testimonials', 'warranty', 'privacy', 'accessibility'],
      Photos: ['gallery'],
      Settings: ['business', 'costs'],
    },
  },
  collections: {
    guides: guides(previewOf),
    services: services(previewOf),
    gallery,
    localKitchens: localKitchens(previewOf),
    testimonials,
  },
  singletons: {
    warranty: warranty(previewOf),
    privacy: privacy(previewOf),
    accessibility: accessibility(previewOf),
    business,
    costs,
  },
});
