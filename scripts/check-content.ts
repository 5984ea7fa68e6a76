/**
 * `npm run check:content`: every content file (the seven collections of src/content.config.ts)
 * checked by the rules the build applies, in seconds and without building a page
 * (src/lib/build/content-check.ts). Prints each problem as `file › field: what is wrong. Fix: …`
 * and exits 1, or prints one line and exits 0.
 *
 * `--root <folder>` checks another copy of the project. In GitHub Actions (GITHUB_ACTIONS=true)
 * each problem is also an error annotation on its file, and the result is added to the job's
 * summary ($GITHUB_STEP_SUMMARY); .github/workflows/content-check.yml runs it on every push and
 * pull request.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContent, contentReport, contentSummary, problemAnnotation } from '../src/lib/build/content-check';

/** The project folder to check: `--root <folder>` or `--root=<folder>`, else this project. */
export function rootOf(args: readonly string[], project = path.join(import.meta.dirname, '..')): string {
  const index = args.findIndex((arg) => arg === '--root' || arg.startsWith('--root='));
  const arg = args[index];
  const value = arg === undefined ? undefined : arg === '--root' ? args[index + 1] : arg.slice('--root='.length);
  if (index !== -1 && !value) throw new Error('--root needs a folder, e.g. npm run check:content -- --root ../copy');
  return path.resolve(value ?? project);
}

/** Runs the check and reports it; the exit code (0 passed, 1 problems). */
export async function runContentCheck(
  args: readonly string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const result = await checkContent(rootOf(args));
  print(contentReport(result));
  if (env.GITHUB_ACTIONS === 'true') {
    for (const problem of result.problems) print(problemAnnotation(problem));
    if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, contentSummary(result));
  }
  return result.problems.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runContentCheck(process.argv.slice(2), process.env, (line) => console.log(line));
}
