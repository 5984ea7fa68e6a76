import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * `npm run check:cycles` (dependency-cruiser, dependency-cruiser.config.mjs) fails on an import
 * loop, a type-only one included, as src/content's once was: the project's checker and config run
 * on a made-up two-file loop outside the repository. That a graph without a loop passes is shown
 * by the check itself, on src/ and scripts/.
 */
const root = `${import.meta.dirname}/..`;
let fixture: string;

beforeAll(async () => {
  fixture = await mkdtemp(join(tmpdir(), 'cycles-'));
});
afterAll(() => rm(fixture, { recursive: true, force: true }));

it('fails on a loop of type-only imports and names its files', async () => {
  await writeFile(join(fixture, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
  await writeFile(join(fixture, 'b.ts'), "import type { A } from './a.ts';\nexport interface B { a?: A }\n");
  const args = ['--config', 'dependency-cruiser.config.mjs', '--output-type', 'err', fixture];
  const checked = promisify(execFile)(`${root}/node_modules/.bin/depcruise`, args, { cwd: root });
  const failure = await checked.then(
    () => undefined,
    (error: { code: number; stdout: string }) => error,
  );
  expect(failure?.code).toBe(1);
  expect(failure?.stdout).toMatch(/no-circular: \S*a\.ts →\s+\S*b\.ts →\s+\S*a\.ts/);
}, 60_000);
