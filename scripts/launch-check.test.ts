import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CLAIM_IDS } from '../src/content/claims';
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

const drawn = 'pixels of the sample picture as shipped';

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

const allConfirmed = Object.fromEntries(CLAIM_IDS.map((id) => [id, { shown: true, confirmed: true }]));

const realFiles = {
  'src/content/settings/business.json': JSON.stringify({
    contacts: { maryland: { phone: '(410) 257-3120', email: 'md@hearthwoodremodeling.com' } },
    licenses: { mhic: { number: '148302', sample: false } },
    claims: allConfirmed,
  }),
  'src/content/testimonials/denise.yaml':
    'quote: Lovely work.\nname: Denise R.\nsource: written consent on file\nconsentDate: 2025-03-02\nconsentRecord: Signed release in the Jobber client file\nsample: false\n',
  'src/content/locations/maryland.ts': "export const x = 'https://www.hearthwoodremodeling.com';\n",
};

describe('launch check', () => {
  it('lists every sample fact with its file and field', () => {
    const findings = checkLaunch(withArtwork(sampleFiles, drawn), [placeholder('5e3b9a1c-sample')]).filter(
      (finding) => finding.kind !== KINDS.license && finding.kind !== KINDS.claim && finding.kind !== KINDS.testimonial,
    );
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
    expect(launchReport(findings)).toMatch(/^Launch check: 6 sample or placeholder fact\(s\) or unconfirmed claim\(s\) remain/);
  });

  it('passes once each is replaced: real contacts, consented testimonials, photos, real ids', () => {
    const findings = checkLaunch(withArtwork(realFiles, 'a photo of a finished deck'), [placeholder('a1b2c3-real-hub')]);
    expect(findings).toEqual([]);
    expect(launchReport(findings)).toMatch(/^Launch check passed/);
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
    expect(ready.stdout.trim()).toMatch(/^Launch check passed/);
    expect(ready.status).toBe(0);
  }, 60_000);

  it('lists a service without a picture of its own, and content naming the neutral placeholder, until a photo is saved', () => {
    const service = 'src/content/services/deck-lighting.yaml';
    const gallery = 'src/content/gallery/deck-lighting.yaml';
    const root = project({ ...realFiles, [service]: 'name: Deck Lighting\n', [gallery]: 'image: ../../assets/placeholder.jpg\n' });
    expect(checkLaunch(root).map(({ kind, file, where }) => `${kind} | ${file} | ${where}`).sort()).toEqual([
      `${KINDS.artwork} | ${gallery} | image (the neutral placeholder)`,
      `${KINDS.artwork} | src/assets/services/deck-lighting.jpg | missing: the service's pages show the neutral placeholder`,
    ].sort());
    writeFileSync(path.join(root, gallery), 'image: ../../assets/gallery/projects/deck-lighting/19.jpg\n');
    mkdirSync(path.join(root, 'src/assets/services'), { recursive: true });
    writeFileSync(path.join(root, 'src/assets/services/deck-lighting.webp'), 'a photo of lit deck steps');
    expect(checkLaunch(root)).toEqual([]);
  });

  it('finds today\'s samples in this project', { timeout: 60_000 }, () => {
    const kinds = new Set(checkLaunch(projectRoot).map((finding) => finding.kind));
    expect([...kinds]).toEqual(expect.arrayContaining([KINDS.phone, KINDS.example, KINDS.artwork]));
  });

  it('lists every cost range the owner has not confirmed, with its service, size and figures, until each is', () => {
    const range = (size: string, low: number, high: number, confirmed: boolean) => ({ size, dollars: { low, high }, confirmed });
    const costs = {
      ranges: {
        'kitchen-remodeling': [range('Small kitchen refresh', 25000, 50000, false), range('Full remodel', 60000, 120000, true)],
        'interior-painting': [range('One or two rooms', 1200, 3500, false)],
      },
    };
    const root = project({ ...realFiles, 'src/content/settings/costs.json': JSON.stringify(costs) });
    expect(checkLaunch(root).map(({ kind, file, where, value }) => `${kind} | ${file} | ${where} | ${value}`)).toEqual([
      `${KINDS.cost} | src/content/settings/costs.json | ranges.kitchen-remodeling.0: Small kitchen refresh | $25,000 to $50,000`,
      `${KINDS.cost} | src/content/settings/costs.json | ranges.interior-painting.0: One or two rooms | $1,200 to $3,500`,
    ]);
    for (const ranges of Object.values(costs.ranges)) for (const item of ranges) item.confirmed = true;
    writeFileSync(path.join(root, 'src/content/settings/costs.json'), JSON.stringify(costs));
    expect(checkLaunch(root)).toEqual([]);
  });

  it('lists the shipped sample cost ranges of this project, one for each range', () => {
    const costs = JSON.parse(readFileSync(path.join(projectRoot, 'src/content/settings/costs.json'), 'utf8')) as { ranges: Record<string, { confirmed: boolean }[]> };
    const unconfirmed = Object.values(costs.ranges).flat().filter((range) => !range.confirmed).length;
    const root = project({ ...realFiles, 'src/content/settings/costs.json': JSON.stringify(costs) });
    expect(checkLaunch(root).filter((finding) => finding.kind === KINDS.cost)).toHaveLength(unconfirmed);
  });

  it('lists each project story marked as a sample, and its stand-in before photos while they are as shipped', { timeout: 60_000 }, () => {
    const findings = checkLaunch(projectRoot);
    const folder = path.join(projectRoot, 'src/content/gallery');
    const shipped = JSON.parse(readFileSync(path.join(projectRoot, 'src/assets/artwork-checksums.json'), 'utf8')) as Record<string, string>;
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.yaml'))) {
      const story = parse(readFileSync(path.join(folder, name), 'utf8')) as { sample?: boolean; pairs?: { before: string }[] };
      const file = `src/content/gallery/${name}`;
      if (story.sample) expect(findings, file).toContainEqual({ kind: KINDS.sample, file, where: '(the whole file)', value: 'sample: true' });
      for (const pair of story.pairs ?? []) {
        const photo = path.posix.join('src', pair.before.replace(/^(\.\.\/)+/, ''));
        const asShipped = shipped[photo] !== undefined && createHash('sha256').update(readFileSync(path.join(projectRoot, photo))).digest('hex') === shipped[photo];
        if (asShipped) expect(findings, photo).toContainEqual({ kind: KINDS.artwork, file: photo, where: '', value: '' });
      }
    }
  });
});

/**
 * A copy of this project's settings and testimonials as an owner might leave them: every `sample`
 * flag cleared, the phones, e-mails and ids replaced, and nothing else done. Plus a two-page build.
 */
function flagsClearedCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'launch-check-flags-'));
  const settings = JSON.parse(readFileSync(path.join(projectRoot, 'src/content/settings/business.json'), 'utf8'));
  settings.contacts = {
    generic: { email: 'hello@hearthwoodremodeling.com' },
    maryland: { phone: '(410) 257-3120', email: 'md@hearthwoodremodeling.com' },
    northernVirginia: { phone: '(703) 214-8830', email: 'va@hearthwoodremodeling.com' },
  };
  settings.licenses.mhic.sample = false;
  settings.licenses.virginia.sample = false;
  mkdirSync(path.join(root, 'src/content/settings'), { recursive: true });
  writeFileSync(path.join(root, 'src/content/settings/business.json'), JSON.stringify(settings));
  cpSync(path.join(projectRoot, 'src/content/testimonials'), path.join(root, 'src/content/testimonials'), { recursive: true });
  for (const name of readdirSync(path.join(root, 'src/content/testimonials')).filter((file) => file.endsWith('.yaml'))) {
    const file = path.join(root, 'src/content/testimonials', name);
    writeFileSync(file, stringify({ ...parse(readFileSync(file, 'utf8')), sample: false }));
  }
  mkdirSync(path.join(root, 'dist/warranty'), { recursive: true });
  writeFileSync(path.join(root, 'dist/index.html'), '<p>Lifetime Craftsmanship Warranty · 100% Fixed Price Guarantee</p>');
  writeFileSync(path.join(root, 'dist/warranty/index.html'), '<h2>Lifetime craftsmanship warranty</h2>');
  return root;
}

describe('launch check reads values, not flags', () => {
  it('still fails with every sample flag cleared, naming the license and each sample testimonial', () => {
    const root = flagsClearedCopy();
    const findings = checkLaunch(root);
    expect(findings.filter((finding) => finding.kind === KINDS.sample || finding.kind === KINDS.phone || finding.kind === KINDS.example)).toEqual([]);
    const license = findings.filter((finding) => finding.kind === KINDS.license);
    expect(license.map((finding) => finding.value)).toEqual([JSON.parse(readFileSync(path.join(root, 'src/content/settings/business.json'), 'utf8')).licenses.mhic.number]);
    const samples = findings.filter((finding) => finding.kind === KINDS.testimonial && finding.where.startsWith('quote'));
    expect(samples.map((finding) => finding.file).sort()).toEqual(
      readdirSync(path.join(root, 'src/content/testimonials')).filter((name) => name.endsWith('.yaml')).map((name) => `src/content/testimonials/${name}`).sort(),
    );
  });

  it('names a sample testimonial by any of its sentences, and one with consent but no record', () => {
    const root = project({
      'src/content/testimonials/edited.yaml': stringify({
        quote: 'Wonderful team! They turned our unfinished walkout basement into a family room, guest suite and full bath, and the price on the contract was the price we paid.',
        source: 'written consent on file',
        sample: false,
      }),
    });
    expect(checkLaunch(root).map((finding) => finding.where)).toEqual([
      'quote (the words of a sample the site shipped with)',
      'consentRecord, consentDate (no record of the customer’s written consent)',
    ]);
  });

  it('refuses placeholder license numbers and the wrong format, whatever the flag', () => {
    const numbers = (mhic: string, virginia?: string) =>
      checkLaunch(project({ 'src/content/settings/business.json': JSON.stringify({ licenses: { mhic: { number: mhic, sample: false }, virginia: { number: virginia, sample: false } }, claims: allConfirmed }) }))
        .filter((finding) => finding.kind === KINDS.license)
        .map((finding) => finding.where.replace(/ \(.*/, ''));
    expect(numbers('99999')).toEqual(['licenses.mhic.number']);
    expect(numbers('123456')).toEqual(['licenses.mhic.number']);
    expect(numbers('777777')).toEqual(['licenses.mhic.number']);
    expect(numbers('MHIC 1483')).toEqual(['licenses.mhic.number']);
    expect(numbers('148302', '2705123456')).toEqual(['licenses.virginia.number']);
    expect(numbers('148302', '2705184417')).toEqual([]);
  });

  it('lists every claim shown and not confirmed, with the built pages that show it', () => {
    const findings = checkLaunch(flagsClearedCopy()).filter((finding) => finding.kind === KINDS.claim);
    const settings = JSON.parse(readFileSync(path.join(projectRoot, 'src/content/settings/business.json'), 'utf8'));
    const unconfirmed = CLAIM_IDS.filter((id) => settings.claims[id].shown && !settings.claims[id].confirmed);
    expect(findings.map((finding) => finding.where.split(':')[0])).toEqual(unconfirmed.map((id) => `claims.${id}`));
    expect(findings.find((finding) => finding.where.startsWith('claims.craftsmanshipWarranty'))?.where).toContain('on 2 pages: /, /warranty/');
    expect(findings.find((finding) => finding.where.startsWith('claims.fixedPriceGuarantee'))?.where).toContain('on 1 page: /');
  });

  it('leaves out a claim the owner confirmed or switched off', () => {
    const claims = { ...allConfirmed, satisfaction: { shown: false, confirmed: false }, founded: { shown: true, confirmed: false } };
    const root = project({ 'src/content/settings/business.json': JSON.stringify({ licenses: { mhic: { number: '148302' } }, claims }) });
    expect(checkLaunch(root).map((finding) => finding.where.split(':')[0])).toEqual(['claims.founded']);
  });

  it('makes the production build refuse to publish while anything stands, unless SITE_STAGING says staging', () => {
    const gate = (root: string, env: Record<string, string> = {}) =>
      spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['scripts/launch-check.ts', '--before-publish'], {
        cwd: projectRoot,
        env: { ...process.env, SITE_STAGING: '', ...env, LAUNCH_CHECK_ROOT: root },
        encoding: 'utf8',
      });
    const refused = gate(flagsClearedCopy());
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The production build stops here');
    expect(gate(flagsClearedCopy(), { SITE_STAGING: 'true' }).status).toBe(0);
    expect(gate(withArtwork(realFiles, 'a photo of a finished deck')).status).toBe(0);
    const scripts = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts['build:production']).toMatch(/^tsx scripts\/launch-check\.ts --before-publish && astro build$/);
  }, 60_000);
});
