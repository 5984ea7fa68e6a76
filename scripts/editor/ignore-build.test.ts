import { describe, expect, it } from 'vitest';
import { editorNeedsBuild } from './ignore-build.mjs';

describe('editorNeedsBuild', () => {
  it('skips a commit of content the editor saves', () => {
    const changedFiles = ['src/content/guides/kitchen-layout-guide.md', 'src/content/gallery/outdoor-decks.yaml', 'src/assets/gallery/outdoor-decks/deck-m1.jpg'];
    expect(editorNeedsBuild({ context: 'production', changedFiles })).toBe(false);
  });

  it('builds when code, the settings or anything else changed, or when it cannot tell', () => {
    expect(editorNeedsBuild({ context: 'production', changedFiles: ['src/content/guides/x.md', 'keystatic.config.ts'] })).toBe(true);
    expect(editorNeedsBuild({ context: 'production', changedFiles: ['src/content/settings/business.json'] })).toBe(true);
    expect(editorNeedsBuild({ context: 'production', changedFiles: ['src/content/guides/index.ts'] })).toBe(true);
    expect(editorNeedsBuild({ context: 'production', changedFiles: undefined })).toBe(true);
  });

  it('never builds previews or branches: the public site’s host builds those', () => {
    expect(editorNeedsBuild({ context: 'deploy-preview', changedFiles: ['keystatic.config.ts'] })).toBe(false);
    expect(editorNeedsBuild({ context: 'branch-deploy', changedFiles: undefined })).toBe(false);
  });
});
