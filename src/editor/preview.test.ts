import { describe, expect, it } from 'vitest';
import { branchAlias, previewAddress, previewRequestOf } from './preview';

const template = 'https://{branch}.hearthwood-site.pages.dev';
const live = 'https://www.hearthwoodremodeling.example';

describe('branchAlias', () => {
  it('names a branch as Cloudflare Pages names its preview', () => {
    expect(branchAlias('edit/kitchen-guide')).toBe('edit-kitchen-guide');
    expect(branchAlias('edit/Spring Photos_2026')).toBe('edit-spring-photos-2026');
    expect(branchAlias('edit/a-very-long-branch-name-for-the-kitchen-layout-guide')).toBe('edit-a-very-long-branch-name');
    expect(branchAlias('edit/a-very-long-branch-name-for-the-kitchen-layout-guide')).toHaveLength(28);
    expect(branchAlias('edit/abcdefghijklmnopqrstuv-xyz')).toBe('edit-abcdefghijklmnopqrstuv');
  });
});

describe('previewAddress', () => {
  it('sends a branch’s page to that branch’s preview', () => {
    expect(previewAddress({ page: '/support/kitchen-layout-guide', branch: 'edit/kitchen-title' }, template, live)).toBe(
      'https://edit-kitchen-title.hearthwood-site.pages.dev/support/kitchen-layout-guide',
    );
  });

  it('sends the production branch, or no branch, to the live page', () => {
    expect(previewAddress({ page: '/services/kitchen-remodeling', branch: 'main' }, template, live)).toBe(`${live}/services/kitchen-remodeling`);
    expect(previewAddress({ page: '/', branch: '' }, template, live)).toBe(`${live}/`);
  });

  it('never leaves the site', () => {
    for (const page of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'support/x']) {
      expect(previewAddress({ page, branch: 'edit/x' }, template, live), page).toBeUndefined();
    }
  });
});

describe('previewRequestOf', () => {
  it('reads the page and the branch from the editor’s /preview address', () => {
    expect(previewRequestOf(new URL('https://edit.example/preview/support/x?branch=edit/y'), '/preview')).toEqual({ page: '/support/x', branch: 'edit/y' });
    expect(previewRequestOf(new URL('https://edit.example/preview?branch=edit/y'), '/preview')).toEqual({ page: '/', branch: 'edit/y' });
    expect(previewRequestOf(new URL('https://edit.example/previews/x'), '/preview')).toBeUndefined();
  });
});
