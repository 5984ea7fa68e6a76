import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collections } from '../../content.config';
import {
  checkContent,
  contentReport,
  contentSummary,
  fieldName,
  GLOB_COLLECTIONS,
  LOCATIONS_FOLDER,
  problemAnnotation,
  problemLine,
  type ContentProblem,
} from './content-check';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const copies: string[] = [];

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the project's content (its photos linked, not copied) with `edit` applied to one file. */
function contentCopy(file: string, edit: (text: string) => string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  copies.push(root);
  cpSync(path.join(projectRoot, 'src/content'), path.join(root, 'src/content'), { recursive: true });
  symlinkSync(path.join(projectRoot, 'src/assets'), path.join(root, 'src/assets'));
  const before = readFileSync(path.join(root, file), 'utf8');
  const after = edit(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  writeFileSync(path.join(root, file), after);
  return root;
}

describe('npm run check:content', () => {
  it('passes on the content as it is, every collection read', async () => {
    const result = await checkContent(projectRoot);
    expect(result.problems.map(problemLine)).toEqual([]);
    expect(result.collections).toBe(Object.keys(collections).length);
    expect(result.files).toBeGreaterThanOrEqual(60);
    expect(contentReport(result)).toBe(`Content check passed: ${result.files} files in ${result.collections} collections`);
  });

  it('reads the collections src/content.config.ts defines, from the same folders', () => {
    expect(Object.keys(collections).sort()).toEqual([...Object.keys(GLOB_COLLECTIONS), 'locations'].sort());
    const config = readFileSync(path.join(projectRoot, 'src/content.config.ts'), 'utf8');
    const declared = Object.fromEntries(
      [...config.matchAll(/(\w+): defineCollection\(\{\s*loader: (?:withFactsFilled\()?glob\(\{ pattern: '(\*|[\w-]+)(\.\w+)', base: '\.\/([\w/-]+)' \}\)/g)].map(
        ([, collection, name, extension, folder]) => [collection, { folder, extension, ...(name === '*' ? {} : { name }) }],
      ),
    );
    expect(declared).toEqual(GLOB_COLLECTIONS);
    expect(config).toContain(`'./${LOCATIONS_FOLDER.replace(/^src\//, '')}/*.{ts,tsx}'`);
  });

  it('fails on a service that recommends a guide that does not exist, naming the file, the field and the guides there are', async () => {
    const file = 'src/content/services/kitchen-remodeling.yaml';
    const root = contentCopy(file, (text) => text.replace(/^(guides:\n {2}- .+\n {2}- ).+$/m, '$1kitchen-layout-guid'));
    const { problems } = await checkContent(root);
    expect(problems).toEqual([
      {
        file,
        field: 'guides[1]',
        line: expect.any(Number) as number,
        message: expect.stringMatching(/^"kitchen-layout-guid" is no guide in src\/content\/guides\/\. Fix: did you mean "kitchen-layout-guide"\? .*pick an existing guide \(.*kitchen-trends-guide.*\)/) as string,
      },
    ]);
    const [problem] = problems;
    expect(readFileSync(path.join(root, file), 'utf8').split('\n')[problem!.line! - 1]).toBe('  - kitchen-layout-guid');
  });

  it("fails on a guide whose service is no service, naming the file and the field", async () => {
    const file = 'src/content/guides/kitchen-layout-guide.md';
    const root = contentCopy(file, (text) => text.replace(/^service: .*$/m, 'service: kitchen-remodelling'));
    const { problems } = await checkContent(root);
    expect(problems).toEqual([
      {
        file,
        field: 'service',
        line: expect.any(Number) as number,
        message: '"kitchen-remodelling" is not one of our services; use the name of a file in src/content/services/ without ".yaml", e.g. "kitchen-remodeling"',
      },
    ]);
    expect(readFileSync(path.join(root, file), 'utf8').split('\n')[problems[0]!.line! - 1]).toBe('service: kitchen-remodelling');
  });
});

describe('the report', () => {
  const problem: ContentProblem = {
    file: 'src/content/services/kitchen-remodeling.yaml',
    field: 'guides[1]',
    line: 86,
    message: '"kitchen-layout-guid" is no guide in src/content/guides/. Fix: 100%, pick one:\nanother',
  };

  it('names a field as people read it', () => {
    expect(fieldName(['photos', 0, 'image'])).toBe('photos[0].image');
    expect(fieldName(['licenses', 'mhic', 'number'])).toBe('licenses.mhic.number');
    expect(fieldName([])).toBe('');
  });

  it('prints each problem as file › field: message', () => {
    expect(problemLine(problem)).toBe(`src/content/services/kitchen-remodeling.yaml › guides[1]: ${problem.message}`);
    expect(problemLine({ file: 'src/content/locations/', message: 'no module exports the maryland location.' })).toBe(
      'src/content/locations/: no module exports the maryland location.',
    );
  });

  it('annotates the file and line for GitHub Actions, escaping what the command syntax reserves', () => {
    expect(problemAnnotation(problem)).toBe(
      '::error file=src/content/services/kitchen-remodeling.yaml,line=86,title=Content check::guides[1]: "kitchen-layout-guid" is no guide in src/content/guides/. Fix: 100%25, pick one:%0Aanother',
    );
    expect(problemAnnotation({ file: 'src/content/a,b.yaml', message: 'gone' })).toBe('::error file=src/content/a%2Cb.yaml,title=Content check::gone');
  });

  it('summarises the result in Markdown', () => {
    expect(contentSummary({ files: 3, collections: 7, problems: [problem] })).toContain(
      '- `src/content/services/kitchen-remodeling.yaml` › `guides[1]`: "kitchen-layout-guid" is no guide',
    );
    expect(contentSummary({ files: 3, collections: 7, problems: [] })).toContain('Passed: 3 files in 7 collections.');
  });

  it('fails on a project story in a town the site has no page for, naming the file, the field and its line', async () => {
    const file = 'src/content/gallery/kitchen-remodeling.yaml';
    const root = contentCopy(file, (text) => text.replace(/^( {2}city: ).+$/m, '$1atlantis'));
    const { problems } = await checkContent(root);
    expect(problems).toEqual([
      { file, field: 'town.city', line: expect.any(Number) as number, message: expect.stringMatching(/^"atlantis" is not a town of Maryland/) as string },
    ]);
    expect(readFileSync(path.join(root, file), 'utf8').split('\n')[problems[0]!.line! - 1]).toBe('  city: atlantis');
  });
});
