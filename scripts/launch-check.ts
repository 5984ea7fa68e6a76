/**
 * `npm run launch-check`: every sample or placeholder fact still in the content, each with the
 * file and the field (or line) to change, and a non-zero exit while any remain. What it looks for:
 *   - phone numbers in the 555-0100 to 555-0199 range (reserved for fiction), except on a line of a
 *     TypeScript module that says `launch-check: keep` (an input's example, not a business fact);
 *   - `.example` web and e-mail addresses (a domain reserved for examples);
 *   - any entry marked `sample: true` in the content files (licence numbers, testimonials);
 *   - images the artwork script drew, still as drawn (src/assets/artwork-checksums.json);
 *   - third-party ids and links still at the placeholder value site.ts ships (`placeholders`).
 * README "Going live" walks the owner through replacing them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { readChecksums, sha256 } from './artwork/checksums.mjs';

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
  artwork: 'Artwork standing in for photos: save a photo of your work under the same file name',
  placeholder: 'Third-party ids and links still at their placeholder',
} as const;

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

/** A fictional phone number or an example address in a text, as a finding. */
function textFindings(file: string, where: string, text: string): Finding[] {
  const kind = FICTIONAL_PHONE.test(text) ? KINDS.phone : EXAMPLE_DOMAIN.test(text) ? KINDS.example : undefined;
  return kind ? [{ kind, file, where, value: text }] : [];
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
  for (const [image, drawn] of Object.entries(readChecksums(root))) {
    const file = path.join(root, image);
    let now: string | undefined;
    try {
      now = sha256(file);
    } catch {
      continue; // removed: nothing stands in for a photo there
    }
    if (now === drawn) findings.push({ kind: KINDS.artwork, file: image, where: '', value: '' });
  }
  for (const placeholder of placeholders) {
    if (placeholder.current === placeholder.placeholder) {
      findings.push({ kind: KINDS.placeholder, file: placeholder.file, where: `${placeholder.field} (${placeholder.what})`, value: placeholder.current });
    }
  }
  return findings;
}

/** The report a person reads: grouped by kind, one line per fact. */
export function launchReport(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'Launch check passed: no sample or placeholder facts remain.';
  const lines = [`Launch check: ${findings.length} sample or placeholder fact(s) remain. Replace each, then run npm run launch-check again.`];
  for (const kind of Object.values(KINDS)) {
    const ofKind = findings.filter((finding) => finding.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push('', `${kind}: ${ofKind.length}`);
    for (const finding of ofKind) lines.push(['', finding.file, finding.where, finding.value && `"${finding.value}"`].filter((part, i) => i === 0 || part).join('  '));
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // LAUNCH_CHECK_ROOT checks another copy of the project (the tests use one).
  const root = path.resolve(process.env.LAUNCH_CHECK_ROOT ?? path.join(import.meta.dirname, '..'));
  const site = path.join(root, 'src', 'content', 'site.ts');
  const { placeholders } = existsSync(site) ? ((await import(pathToFileURL(site).href)) as { placeholders?: readonly Placeholder[] }) : {};
  const findings = checkLaunch(root, placeholders ?? []);
  console.log(launchReport(findings));
  process.exitCode = findings.length > 0 ? 1 : 0;
}
