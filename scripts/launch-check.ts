/**
 * `npm run launch-check`: every sample or placeholder fact still in the content, each with the
 * file and the field (or line) to change, and a non-zero exit while any remain. What it looks for:
 *   - phone numbers in the 555-0100 to 555-0199 range (reserved for fiction), except on a line of a
 *     TypeScript module that says `launch-check: keep` (an input's example, not a business fact);
 *   - `.example` web and e-mail addresses (a domain reserved for examples);
 *   - any entry marked `sample: true` in the content files (licence numbers, testimonials);
 *   - sample pictures still as shipped (their SHA-256 in src/assets/artwork-checksums.json), and
 *     services or content that show the neutral placeholder (src/assets/placeholder.jpg);
 *   - third-party ids and links still at the placeholder value site.ts ships (`placeholders`);
 * and, by their values whatever their `sample` flag says:
 *   - a license number that cannot be a real one (the shipped sample, a placeholder such as 123456
 *     or 99999, the wrong format);
 *   - a testimonial whose words are one of the samples the site shipped with, or that was given
 *     with written consent but has no consent record;
 *   - every claim of the register (src/content/claims.ts) the pages make and the owner has not
 *     confirmed, with the pages that show it (after a build: it reads dist/);
 *   - every cost range of the service pages (settings/costs.json) not marked `confirmed`.
 * README "Going live" walks the owner through replacing them. `--before-publish` is the production
 * build's gate (npm run build:production): it fails while anything is listed, unless SITE_STAGING
 * says the build is a staging or preview site.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { CLAIM_IDS, claimDefinitions, type ClaimId } from '../src/content/claims.ts';
import { isPlaceholderNumber, MHIC_NUMBER, VIRGINIA_NUMBER } from '../src/content/licenses.ts';
import { isShippedSample } from '../src/content/shipped-samples.ts';
import { isReviewLink } from '../src/content/testimonial-rules.ts';

export interface Finding {
  kind: string;
  /** Project-relative file to edit. */
  file: string;
  /** The field (a.b.0.c) or line ("line 12") to change. */
  where: string;
  value: string;
}

/** A setting that ships with a placeholder: where it lives, its placeholder and its value now. */
export interface Placeholder {
  file: string;
  field: string;
  what: string;
  placeholder: string;
  current: string;
}

export const KINDS = {
  phone: 'Sample phone numbers (555-01xx is reserved for fiction)',
  example: 'Addresses on the reserved .example domain',
  sample: 'Entries marked as samples (sample: true)',
  artwork: 'Pictures standing in for photos: save a photo of your work under the file name given (for a content field, choose one in the editor)',
  placeholder: 'Third-party ids and links still at their placeholder',
  license: 'License numbers that cannot be real: enter the number on your license (check it at the license search of its board)',
  testimonial: 'Testimonials that are samples or lack a consent record',
  claim: 'Claims the site makes that the owner has not confirmed: check each, then tick "Confirmed" (or untick "Shown") in the editor, Business settings › Claims',
  cost: 'Cost ranges the owner has not confirmed: check each against your own jobs, change it if it is wrong, then tick "Confirmed" in the editor, Settings › Cost ranges',
} as const;


/** The shipped sample pictures: project-relative path -> SHA-256 of the file as shipped. */
const SAMPLE_IMAGES = 'src/assets/artwork-checksums.json';
/** What a service without a picture of its own shows (lib/build/artwork.ts), and content may name. */
const PLACEHOLDER_IMAGE = 'assets/placeholder.jpg';
const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

const FICTIONAL_PHONE = /\b555[-. ]?01\d\d\b/;
const EXAMPLE_DOMAIN = /[\w.-]+\.example\b/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Data of a content file: JSON, YAML, or a Markdown file's frontmatter. */
function dataOf(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return JSON.parse(text);
  if (file.endsWith('.md')) return parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '');
  return parse(text);
}

/** Every string in a value with its field path, and every object marked `sample: true`. */
function walk(value: unknown, at: string[], visit: (at: string, text: string) => void, sample: (at: string) => void): void {
  if (typeof value === 'string') visit(at.join('.'), value);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...at, String(index)], visit, sample));
  else if (typeof value === 'object' && value !== null) {
    if ((value as { sample?: unknown }).sample === true) sample(at.join('.') || '(the whole file)');
    for (const [key, inner] of Object.entries(value)) walk(inner, [...at, key], visit, sample);
  }
}

/** A fictional phone number, an example address or the neutral placeholder picture in a text, as a finding. */
function textFindings(file: string, where: string, text: string): Finding[] {
  if (text.endsWith(PLACEHOLDER_IMAGE)) return [{ kind: KINDS.artwork, file, where: `${where} (the neutral placeholder)`, value: text }];
  const kind = FICTIONAL_PHONE.test(text) ? KINDS.phone : EXAMPLE_DOMAIN.test(text) ? KINDS.example : undefined;
  return kind ? [{ kind, file, where, value: text }] : [];
}

/** Sample pictures still as shipped, and services without a picture of their own. */
function imageFindings(root: string): Finding[] {
  const findings: Finding[] = [];
  const manifest = path.join(root, SAMPLE_IMAGES);
  const shipped = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>) : {};
  for (const [image, hash] of Object.entries(shipped)) {
    const file = path.join(root, image);
    // A removed file stands in for nothing.
    if (existsSync(file) && sha256(file) === hash) findings.push({ kind: KINDS.artwork, file: image, where: '', value: '' });
  }
  const services = path.join(root, 'src', 'content', 'services');
  const slugs = existsSync(services) ? readdirSync(services).filter((name) => name.endsWith('.yaml')).map((name) => name.slice(0, -'.yaml'.length)) : [];
  for (const slug of slugs) {
    const own = IMAGE_TYPES.some((type) => existsSync(path.join(root, 'src', 'assets', 'services', `${slug}.${type}`)));
    if (!own) findings.push({ kind: KINDS.artwork, file: `src/assets/services/${slug}.jpg`, where: 'missing: the service\'s pages show the neutral placeholder', value: '' });
  }
  return findings;
}

/** The findings under `root` (the project folder), plus the placeholders the caller read from site.ts. */
export function checkLaunch(root: string, placeholders: readonly Placeholder[] = []): Finding[] {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const findings: Finding[] = [];
  for (const file of filesUnder(path.join(root, 'src', 'content'))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    if (/\.(json|ya?ml|md)$/.test(file)) {
      walk(
        dataOf(file),
        [],
        (at, text) => findings.push(...textFindings(relative(file), at, text)),
        (at) => findings.push({ kind: KINDS.sample, file: relative(file), where: at, value: 'sample: true' }),
      );
    } else if (/\.tsx?$/.test(file)) {
      // TypeScript modules: the literal text (a value they import from the settings is reported there).
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // An example meant as one (an input's placeholder) says so on its line.
          if (line.includes('launch-check: keep')) return;
          const match = FICTIONAL_PHONE.exec(line) ?? EXAMPLE_DOMAIN.exec(line);
          if (match) findings.push(...textFindings(relative(file), `line ${index + 1}`, match[0]));
        });
    }
  }
  findings.push(...imageFindings(root));
  const settingsFile = path.join(root, 'src', 'content', 'settings', 'business.json');
  const settings = existsSync(settingsFile) ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as Settings) : undefined;
  if (settings) findings.push(...licenseFindings(settings), ...claimFindings(settings, pagesShowing(root, settings)));
  findings.push(...testimonialFindings(root));
  const costsFile = path.join(root, COSTS_FILE);
  if (existsSync(costsFile)) findings.push(...costFindings(JSON.parse(readFileSync(costsFile, 'utf8')) as CostSettingsFile));
  for (const placeholder of placeholders) {
    if (placeholder.current === placeholder.placeholder) {
      findings.push({ kind: KINDS.placeholder, file: placeholder.file, where: `${placeholder.field} (${placeholder.what})`, value: placeholder.current });
    }
  }
  return findings;
}

/** The parts of the business settings the check reads (src/content/schemas.ts has them all). */
interface Settings {
  licenses?: { mhic?: { number?: string }; virginia?: { number?: string } };
  claims?: Partial<Record<ClaimId, { shown?: boolean; confirmed?: boolean }>>;
  stats?: { id: string; value: string; label: string }[];
  yearsExperience?: string;
  happyClients?: string;
  responseTime?: string;
  phoneHours?: { days: string; hours: string }[];
  social?: Record<string, string>;
}

const SETTINGS_FILE = 'src/content/settings/business.json';

/** License numbers that cannot be real, by their value. */
export function licenseFindings(settings: Settings): Finding[] {
  const findings: Finding[] = [];
  const check = (where: string, number: string | undefined, rule: RegExp, required: boolean) => {
    const value = (number ?? '').trim();
    if (!value && !required) return;
    const problem = !rule.test(value) ? 'not in the format of such a number' : isPlaceholderNumber(value) ? 'a placeholder, not an issued number' : undefined;
    if (problem) findings.push({ kind: KINDS.license, file: SETTINGS_FILE, where: `${where} (${problem})`, value });
  };
  check('licenses.mhic.number', settings.licenses?.mhic?.number, MHIC_NUMBER.pattern, true);
  check('licenses.virginia.number', settings.licenses?.virginia?.number, VIRGINIA_NUMBER.pattern, false);
  return findings;
}

const COSTS_FILE = 'src/content/settings/costs.json';

/** The parts of the cost ranges the check reads (src/content/costs-schema.ts has them all). */
interface CostSettingsFile {
  ranges?: Record<string, { size?: string; dollars?: { low?: number; high?: number }; confirmed?: boolean }[]>;
}

/** Every cost range the service pages show that the owner has not confirmed. */
export function costFindings(costs: CostSettingsFile): Finding[] {
  return Object.entries(costs.ranges ?? {}).flatMap(([service, ranges]) =>
    ranges.flatMap((range, index) =>
      range.confirmed === true
        ? []
        : [
            {
              kind: KINDS.cost,
              file: COSTS_FILE,
              where: `ranges.${service}.${index}: ${range.size ?? '(no size)'}`,
              value: `$${(range.dollars?.low ?? 0).toLocaleString('en-US')} to $${(range.dollars?.high ?? 0).toLocaleString('en-US')}`,
            },
          ],
    ),
  );
}

/** Testimonials whose words are a shipped sample, or given with consent that has no record. */
export function testimonialFindings(root: string): Finding[] {
  const folder = path.join(root, 'src', 'content', 'testimonials');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .flatMap((name): Finding[] => {
      const file = `src/content/testimonials/${name}`;
      const data = (parse(readFileSync(path.join(folder, name), 'utf8')) ?? {}) as { quote?: string; source?: string; consentRecord?: string; consentDate?: unknown };
      const quote = String(data.quote ?? '');
      const found: Finding[] = [];
      if (isShippedSample(quote))
        found.push({ kind: KINDS.testimonial, file, where: 'quote (the words of a sample the site shipped with)', value: quote.slice(0, 60) + (quote.length > 60 ? '…' : '') });
      const fromReview = isReviewLink(String(data.source ?? ''));
      if (!fromReview && !(String(data.consentRecord ?? '').trim() && data.consentDate))
        found.push({ kind: KINDS.testimonial, file, where: 'consentRecord, consentDate (no record of the customer’s written consent)', value: String(data.source ?? '') });
      return found;
    });
}

/** How the pages word each claim of the register, with the settings' own figures. */
function claimPatterns(settings: Settings): Partial<Record<ClaimId, RegExp>> {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stat = (id: string) => settings.stats?.find((candidate) => candidate.id === id);
  const figure = (value: string | undefined, words: string) => (value ? new RegExp(`${escape(value)} (?:${words})`, 'i') : undefined);
  const patterns: Partial<Record<ClaimId, RegExp | undefined>> = {
    projectsAnnually: figure(stat('projectsAnnually')?.value, `${escape(stat('projectsAnnually')?.label ?? 'Projects Annually')}|projects a year`),
    combinedExperience: figure(stat('combinedExperience')?.value, `${escape(stat('combinedExperience')?.label ?? 'Years Combined Experience')}|years of combined experience`),
    yearsExperience: figure(settings.yearsExperience, 'Years'),
    happyClients: figure(settings.happyClients, 'Happy Clients|[A-Z][a-z]+ clients'),
    responsePromise: settings.responseTime ? new RegExp(escape(settings.responseTime), 'i') : undefined,
    openingHours: settings.phoneHours?.[0] ? new RegExp(`"openingHours"|${escape(`${settings.phoneHours[0].days} ${settings.phoneHours[0].hours}`)}`) : undefined,
    socialProfiles: settings.social && Object.values(settings.social)[0] ? new RegExp(escape(Object.values(settings.social)[0]!)) : undefined,
    founded: /"foundingDate"/,
  };
  return Object.fromEntries(CLAIM_IDS.map((id) => [id, claimDefinitions[id].shownAs ?? patterns[id]]).filter(([, pattern]) => pattern)) as Partial<Record<ClaimId, RegExp>>;
}

/** The built pages (dist/) that show each claim, or undefined when there is no build to read. */
export function pagesShowing(root: string, settings: Settings): Partial<Record<ClaimId, string[]>> | undefined {
  const dist = path.join(root, 'dist');
  if (!existsSync(dist)) return undefined;
  const patterns = Object.entries(claimPatterns(settings)) as [ClaimId, RegExp][];
  const pages: Partial<Record<ClaimId, string[]>> = {};
  for (const file of filesUnder(dist).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8').replace(/<script(?![^>]*ld\+json)[\s\S]*?<\/script>/g, '');
    const route = `/${path.relative(dist, file).split(path.sep).join('/')}`.replace(/(?:^|\/)index\.html$/, '/').replace(/\.html$/, '');
    for (const [id, pattern] of patterns) if (pattern.test(html)) (pages[id] ??= []).push(route);
  }
  return pages;
}

/** Every claim the pages make that the owner has not confirmed, with the pages that show it. */
export function claimFindings(settings: Settings, pages: Partial<Record<ClaimId, string[]>> | undefined): Finding[] {
  return CLAIM_IDS.filter((id) => settings.claims?.[id]?.shown !== false && settings.claims?.[id]?.confirmed !== true).map((id) => {
    const shownOn = pages?.[id];
    const where = !pages
      ? 'run npm run build first to list the pages that show it'
      : shownOn && shownOn.length > 0
        ? `on ${shownOn.length} page${shownOn.length === 1 ? '' : 's'}: ${shownOn.sort().slice(0, 3).join(', ')}${shownOn.length > 3 ? ', …' : ''}`
        : 'on no page of the build (in the settings only)';
    return { kind: KINDS.claim, file: SETTINGS_FILE, where: `claims.${id}: ${claimDefinitions[id].label}; ${where}`, value: claimDefinitions[id].check };
  });
}

/** The report a person reads: grouped by kind, one line per fact. */
export function launchReport(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'Launch check passed: no sample or placeholder facts remain, and the owner has confirmed every claim the site makes.';
  const lines = [`Launch check: ${findings.length} sample or placeholder fact(s) or unconfirmed claim(s) remain. Replace or confirm each, then run npm run launch-check again.`];
  for (const kind of Object.values(KINDS)) {
    const ofKind = findings.filter((finding) => finding.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push('', `${kind}: ${ofKind.length}`);
    for (const finding of ofKind) lines.push(['', finding.file, finding.where, finding.value && `"${finding.value}"`].filter((part, i) => i === 0 || part).join('  '));
  }
  return lines.join('\n');
}

/** Whether SITE_STAGING says this build is a staging or preview site, which may show samples. */
export function isStaging(value: string | undefined): boolean {
  return ['1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // LAUNCH_CHECK_ROOT checks another copy of the project (the tests use one).
  const root = path.resolve(process.env.LAUNCH_CHECK_ROOT ?? path.join(import.meta.dirname, '..'));
  const site = path.join(root, 'src', 'content', 'site.ts');
  const { placeholders } = existsSync(site) ? ((await import(pathToFileURL(site).href)) as { placeholders?: readonly Placeholder[] }) : {};
  const findings = checkLaunch(root, placeholders ?? []);
  console.log(launchReport(findings));
  if (process.argv.includes('--before-publish') && findings.length > 0) {
    if (isStaging(process.env.SITE_STAGING)) {
      console.log('\nSITE_STAGING is set: building a staging or preview site with the facts above still in it.');
    } else {
      console.error(
        '\nThe production build stops here: the live site must not publish sample facts or claims nobody has confirmed. Replace or confirm each one above (README, "Going live"). A staging or preview site may build anyway with SITE_STAGING=true.',
      );
      process.exitCode = 1;
    }
  } else {
    process.exitCode = findings.length > 0 ? 1 : 0;
  }
}
