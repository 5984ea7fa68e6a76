import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLaunch, KINDS, launchReport, type Placeholder } from './launch-check';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** A made-up project with the given files (path -> text). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'launch-check-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const drawn = 'pixels as the artwork script drew them';

function withArtwork(files: Record<string, string>, photo: string): string {
  const root = project({ ...files, 'src/assets/gallery/decks/01.jpg': photo });
  writeFileSync(path.join(root, 'src/assets/artwork-checksums.json'), JSON.stringify({ 'src/assets/gallery/decks/01.jpg': sha256Of(drawn) }));
  return root;
}

const sha256Of = (text: string): string => createHash('sha256').update(text).digest('hex');

const placeholder = (current: string): Placeholder => ({
  file: 'src/content/site.ts',
  field: 'thirdParty.workRequest.clientHubId',
  what: 'your Jobber client hub id',
  placeholder: '5e3b9a1c-sample',
  current,
});

const sampleFiles = {
  'src/content/settings/business.json': JSON.stringify({ contacts: { maryland: { phone: '(410) 555-0142', email: 'md@hearthwood.example' } } }),
  'src/content/testimonials/denise.yaml': 'quote: Lovely work.\nname: Denise R.\nsample: true\n',
  'src/content/locations/maryland.ts': "export const x = 'https://www.hearthwood.example';\nexport const hint = '(555) 555-0100'; // launch-check: keep\n",
};

const realFiles = {
  'src/content/settings/business.json': JSON.stringify({ contacts: { maryland: { phone: '(410) 257-3120', email: 'md@hearthwoodremodeling.com' } } }),
  'src/content/testimonials/denise.yaml': 'quote: Lovely work.\nname: Denise R.\nsample: false\n',
  'src/content/locations/maryland.ts': "export const x = 'https://www.hearthwoodremodeling.com';\n",
};

describe('launch check', () => {
  it('lists every sample fact with its file and field', () => {
    const findings = checkLaunch(withArtwork(sampleFiles, drawn), [placeholder('5e3b9a1c-sample')]);
    expect(findings.map(({ kind, file, where }) => `${kind} | ${file} | ${where}`).sort()).toEqual(
      [
        `${KINDS.phone} | src/content/settings/business.json | contacts.maryland.phone`,
        `${KINDS.example} | src/content/settings/business.json | contacts.maryland.email`,
        `${KINDS.sample} | src/content/testimonials/denise.yaml | (the whole file)`,
        `${KINDS.example} | src/content/locations/maryland.ts | line 1`,
        `${KINDS.artwork} | src/assets/gallery/decks/01.jpg | `,
        `${KINDS.placeholder} | src/content/site.ts | thirdParty.workRequest.clientHubId (your Jobber client hub id)`,
      ].sort(),
    );
    expect(launchReport(findings)).toMatch(/^Launch check: 6 sample or placeholder fact\(s\) remain/);
  });

  it('passes once each is replaced: real contacts, consented testimonials, photos, real ids', () => {
    const findings = checkLaunch(withArtwork(realFiles, 'a photo of a finished deck'), [placeholder('a1b2c3-real-hub')]);
    expect(findings).toEqual([]);
    expect(launchReport(findings)).toBe('Launch check passed: no sample or placeholder facts remain.');
  });

  it('exits non-zero while samples remain and 0 once they are gone', () => {
    const run = (root: string) =>
      spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['scripts/launch-check.ts'], {
        cwd: projectRoot,
        env: { ...process.env, LAUNCH_CHECK_ROOT: root },
        encoding: 'utf8',
      });
    const withSamples = run(withArtwork(sampleFiles, drawn));
    expect(withSamples.status).toBe(1);
    expect(withSamples.stdout).toContain('src/content/settings/business.json  contacts.maryland.phone  "(410) 555-0142"');
    const ready = run(withArtwork(realFiles, 'a photo of a finished deck'));
    expect(ready.stdout.trim()).toBe('Launch check passed: no sample or placeholder facts remain.');
    expect(ready.status).toBe(0);
  });

  it('finds today\'s samples in this project', () => {
    const kinds = new Set(checkLaunch(projectRoot).map((finding) => finding.kind));
    expect([...kinds]).toEqual(expect.arrayContaining([KINDS.phone, KINDS.example, KINDS.artwork]));
  });
});
