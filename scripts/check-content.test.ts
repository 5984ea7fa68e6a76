import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootOf, runContentCheck } from './check-content';

const projectRoot = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'check-content-cli-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('scripts/check-content.ts', () => {
  it('checks this project, or the folder --root names', () => {
    expect(rootOf([])).toBe(projectRoot);
    expect(rootOf(['--root', '/tmp/copy'])).toBe('/tmp/copy');
    expect(rootOf(['--root=/tmp/copy'])).toBe('/tmp/copy');
    expect(() => rootOf(['--root'])).toThrow(/--root needs a folder/);
  });

  it('in GitHub Actions, annotates each problem and adds the result to the job summary, and exits 1', async () => {
    const root = path.join(scratch, 'project');
    cpSync(path.join(projectRoot, 'src/content'), path.join(root, 'src/content'), { recursive: true });
    symlinkSync(path.join(projectRoot, 'src/assets'), path.join(root, 'src/assets'));
    const file = path.join(root, 'src/content/services/kitchen-remodeling.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^(guides:\n {2}- ).+$/m, '$1kitchen-layout-guid'));
    const summary = path.join(scratch, 'summary.md');
    writeFileSync(summary, '');

    const printed: string[] = [];
    const code = await runContentCheck(['--root', root], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary }, (line) => printed.push(line));

    expect(code).toBe(1);
    const output = printed.join('\n');
    expect(output).toMatch(/^src\/content\/services\/kitchen-remodeling\.yaml › guides\[0\]: "kitchen-layout-guid" is no guide in src\/content\/guides\/\. Fix: /m);
    expect(output).toMatch(/^::error file=src\/content\/services\/kitchen-remodeling\.yaml,line=\d+,title=Content check::guides\[0\]: "kitchen-layout-guid" is no guide/m);
    expect(readFileSync(summary, 'utf8')).toContain('- `src/content/services/kitchen-remodeling.yaml` › `guides[0]`: "kitchen-layout-guid" is no guide');
    // Checking every file of a copy takes seconds, more on a loaded machine: slowness is no defect.
  }, 60_000);

  it('outside GitHub Actions, prints the report alone', async () => {
    const printed: string[] = [];
    const code = await runContentCheck([], {}, (line) => printed.push(line));
    expect(code).toBe(0);
    expect(printed).toEqual([expect.stringMatching(/^Content check passed: \d+ files in \d+ collections$/)]);
  }, 60_000);
});
