/**
 * What staff get from the editor's configuration in GitHub mode (the live editor): saves go to
 * `edit/…` branches, and every Preview link leads to the preview of the branch being edited.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_PREFIX } from '../../scripts/editor/routes.mjs';
import { previewAddress, previewRequestOf } from './preview';

async function editorConfig(repo: string) {
  vi.resetModules();
  vi.stubEnv('KEYSTATIC_GITHUB_REPO', repo);
  return (await import('../../keystatic.config')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the editor in GitHub mode', () => {
  it('saves on edit/ branches of the repository', async () => {
    const config = await editorConfig('hearthwood-sample/website');
    expect(config.storage).toEqual({ kind: 'github', repo: 'hearthwood-sample/website', branchPrefix: 'edit/' });
  });

  it('links every Preview to the page on the branch being edited', async () => {
    const config = await editorConfig('hearthwood-sample/website');
    const withPreview = Object.entries(config.collections ?? {}).filter(([, collection]) => collection.previewUrl);
    expect(withPreview.map(([name]) => name).sort()).toEqual(['guides', 'localKitchens', 'services']);
    for (const [name, collection] of withPreview) {
      // What Keystatic does with the template (ItemPageInner): {slug}, then {branch}, as they are.
      const link = collection.previewUrl!.replace('{slug}', 'some-entry').replace('{branch}', 'edit/new-title');
      const request = previewRequestOf(new URL(link, 'https://edit.hearthwood.example'), PREVIEW_PREFIX);
      expect(request, name).toBeDefined();
      expect(request!.branch, name).toBe('edit/new-title');
      const target = previewAddress(request!, 'https://{branch}.hearthwood-site.pages.dev', 'https://www.hearthwood.example');
      expect(target, name).toMatch(/^https:\/\/edit-new-title\.hearthwood-site\.pages\.dev\/(?:support\/|services\/)?some-entry$/);
    }
  });
});

describe('the editor on this computer', () => {
  it('saves to the files and previews on the dev server beside it', async () => {
    const config = await editorConfig('');
    expect(config.storage).toEqual({ kind: 'local' });
    expect(config.collections?.guides?.previewUrl).toBe('/support/{slug}');
  });
});
