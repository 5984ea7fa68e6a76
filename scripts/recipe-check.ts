/**
 * `npm run check:recipes`: proves the recipes of docs/architecture.md hold. In a throwaway copy of
 * the project it adds a town and a service by the recipe, changes every headline stat's value, a
 * duration span and the text of a guide (scripts/recipe-check/edits.ts), then runs what `npm test`
 * runs: the content check, the type check, the lint, the unit tests and the build (and, with
 * --e2e, the browser tests). Every step must pass. Then it makes one change the spec forbids (the
 * kitchen's 6-12 weeks) and expects the unit tests to fail in the spec's conformance suite and
 * nowhere else: the spec's numbers are asserted once.
 *
 * Not part of `npm test` (it builds the site once more): run it after changing tests, the
 * recipes, or what a recipe touches.
 *
 * Usage: npm run check:recipes [-- --e2e] [--keep] [--no-spec-probe]
 *   --e2e            also run the browser tests (playwright.config.ts) on the copy's build
 *   --keep           leave the copy in place and print its path
 *   --no-spec-probe  skip the spec departure run
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITS, SPEC_DEPARTURE } from './recipe-check/edits';
import { copyProjectForBuild } from './test-build.mjs';

const project = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);

/** What the copy holds: what the build, the tests and the lint read. The rest (.git, dist, caches) stays behind. */
const FOLDERS = ['src', 'public', 'scripts', 'e2e', 'docs'];

/** A copy of the project in a temp folder; node_modules is a folder of links to the project's packages. */
async function copyProject(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'recipe-check-'));
  await copyProjectForBuild(project, root, FOLDERS);
  return root;
}

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  note?: string;
}

/** Runs a command in the copy, its output into a log file; resolves with its exit code and the time taken. */
function run(root: string, name: string, command: string, commandArgs: string[], env: Record<string, string> = {}): Promise<{ code: number | null; seconds: number; log: string }> {
  const log = path.join(root, `recipe-check-${name.replace(/\W+/g, '-')}.log`);
  const started = Date.now();
  process.stdout.write(`• ${name}: ${command} ${commandArgs.join(' ')} … `);
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1', CI: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', async (code) => {
      await writeFile(log, Buffer.concat(chunks));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
      resolve({ code, seconds, log });
    });
  });
}

const tail = (log: string, lines = 40) => readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');

/** The unit test files that failed in a vitest JSON report, relative to the copy. */
function failedFiles(root: string, report: string): string[] {
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { name: string; status: string }[] };
  return parsed.testResults.filter((file) => file.status !== 'passed').map((file) => path.relative(root, file.name)).sort();
}

async function main(): Promise<number> {
  const started = Date.now();
  const root = await copyProject();
  console.log(`Copy of the project: ${root}`);
  const results: StepResult[] = [];

  for (const edit of EDITS) {
    console.log(`• ${edit.what}`);
    edit.apply(root);
  }

  // The build is the one `npm run test:e2e` makes (TEST_BUILD=1, astro.config.mjs).
  const steps: [name: string, command: string, commandArgs: string[], env?: Record<string, string>][] = [
    ['content check', 'npm', ['run', 'check:content']],
    ['type check', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
    ['unit tests', 'npm', ['run', 'test:unit']],
    ['build', 'npm', ['run', 'build'], { TEST_BUILD: '1' }],
    ...(flag('e2e') ? ([['browser tests', 'npx', ['playwright', 'test']]] as [string, string, string[]][]) : []),
  ];
  for (const [name, command, commandArgs, env] of steps) {
    const { code, seconds, log } = await run(root, name, command, commandArgs, env);
    results.push({ name, ok: code === 0, seconds });
    if (code !== 0) console.log(tail(log));
  }

  if (!flag('no-spec-probe')) {
    console.log(`• ${SPEC_DEPARTURE.what}`);
    SPEC_DEPARTURE.apply(root);
    const report = path.join(root, 'recipe-check-spec-probe.json');
    const { seconds } = await run(root, 'spec departure', 'npx', ['vitest', 'run', '--reporter=json', `--outputFile=${report}`]);
    const failed = existsSync(report) ? failedFiles(root, report) : ['(no report)'];
    const expected = ['src/test/spec-conformance.test.ts'];
    const ok = failed.join() === expected.join();
    results.push({ name: 'spec departure fails the conformance suite only', ok, seconds, note: `failed: ${failed.join(', ') || 'none'}` });
  }

  console.log('\nRecipe check');
  for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)${result.note ? `: ${result.note}` : ''}`);
  console.log(`  total ${Math.round((Date.now() - started) / 1000)} s`);
  if (flag('keep')) console.log(`  the copy stays at ${root}`);
  else await rm(root, { recursive: true, force: true });
  return results.every((result) => result.ok) ? 0 : 1;
}

process.exitCode = await main();
