import { describe, expect, it } from 'vitest';
import { editorSettingProblems, EDITOR_SETTINGS, githubRepoProblem, notConfiguredPage } from './settings';

const complete = {
  KEYSTATIC_GITHUB_REPO: 'hearthwood/site',
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'hearthwood-editor',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liSample',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
  KEYSTATIC_SECRET: 'x'.repeat(32),
  SITE_PREVIEW_URL: 'https://{branch}.hearthwood-site.pages.dev',
};

describe('editorSettingProblems', () => {
  it('finds nothing when every setting is there', () => {
    expect(editorSettingProblems(complete)).toEqual([]);
  });

  it('names every missing or blank setting, in the order the README sets them up', () => {
    const problems = editorSettingProblems({ ...complete, KEYSTATIC_GITHUB_CLIENT_ID: '  ', KEYSTATIC_SECRET: undefined });
    expect(problems.map((problem) => problem.message)).toEqual(['KEYSTATIC_GITHUB_CLIENT_ID is not set.', 'KEYSTATIC_SECRET is not set.']);
    expect(editorSettingProblems({}).map((problem) => problem.setting.name)).toEqual(EDITOR_SETTINGS.map((setting) => setting.name));
  });

  it('refuses a preview address without {branch} or not on https', () => {
    expect(editorSettingProblems({ ...complete, SITE_PREVIEW_URL: 'https://hearthwood-site.pages.dev' }).map((problem) => problem.message)).toEqual([
      'SITE_PREVIEW_URL must say where the branch goes with {branch}, e.g. https://{branch}.hearthwood-site.pages.dev.',
    ]);
    expect(editorSettingProblems({ ...complete, SITE_PREVIEW_URL: 'http://{branch}.hearthwood-site.pages.dev' })[0]?.message).toContain('must start with https://');
    expect(editorSettingProblems({ ...complete, SITE_PREVIEW_URL: 'https://{branch}.x.pages.dev/support' })[0]?.message).toContain('without a path');
  });

  it('refuses a repository that is not owner/name and a signing secret that is too short', () => {
    expect(githubRepoProblem('https://github.com/hearthwood/site')).toContain('must be owner/name');
    expect(editorSettingProblems({ ...complete, KEYSTATIC_SECRET: 'short' }).map((problem) => problem.message)).toEqual([
      'KEYSTATIC_SECRET is 5 characters long; it needs at least 32.',
    ]);
  });
});

describe('notConfiguredPage', () => {
  it('says which settings are missing, that the public site is fine, and that a change needs a deploy', () => {
    const page = notConfiguredPage(editorSettingProblems({ ...complete, KEYSTATIC_GITHUB_REPO: '', KEYSTATIC_SECRET: '' }));
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain('The public site is not affected. The editor needs 2 more settings');
    expect(page).toContain('KEYSTATIC_GITHUB_REPO is not set.');
    expect(page).toContain('It is built into the editor’s app.');
    expect(page).toContain('Netlify applies a new or changed setting at the next deploy only');
    expect(page).toContain('KEYSTATIC_SECRET is not set.');
  });

  it('escapes what it repeats of a value', () => {
    const page = notConfiguredPage(editorSettingProblems({ ...complete, KEYSTATIC_GITHUB_REPO: '<script>x</script>' }));
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;');
  });
});
