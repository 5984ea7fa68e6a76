import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { testimonialSchema } from '../schemas';
import { SOURCE_RULE, TOWN, WRITTEN_CONSENT } from '../testimonial-rules';

const folder = 'src/content/testimonials';
const files = readdirSync(folder).filter((file) => file.endsWith('.yaml'));
const [first] = files;
if (!first) throw new Error(`${folder} has no testimonial`);
const valid = parse(readFileSync(`${folder}/${first}`, 'utf8')) as Record<string, unknown>;

/** Each problem the schema finds, as the build prints it: "field: message". */
function problems(data: unknown): string[] {
  const result = testimonialSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const changed = (change: Record<string, unknown>) => ({ ...valid, ...change });
const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));

describe('the testimonials of src/content/testimonials/', () => {
  it('pass the schema', () => {
    for (const file of files) expect(problems(parse(readFileSync(`${folder}/${file}`, 'utf8'))), file).toEqual([]);
  });

  it('mark the placeholder quotes the site was built with as samples, for as long as they are kept', () => {
    const placeholders = ['Denise R., Huntingtown, MD', 'Michael T., Bethesda, MD', 'Laura K., Chesapeake Beach, MD'];
    const kept = files
      .map((file) => parse(readFileSync(`${folder}/${file}`, 'utf8')) as { name: string; town: string; sample: boolean })
      .filter((testimonial) => placeholders.includes(`${testimonial.name}, ${testimonial.town}`));
    for (const testimonial of kept) expect(testimonial.sample, testimonial.name).toBe(true);
  });

  it('a date written by hand (a text) or read by the build (a Date) is kept as the day', () => {
    expect(testimonialSchema.parse(changed({ date: '2024-09-14' })).date).toBe('2024-09-14');
    expect(testimonialSchema.parse(changed({ date: new Date('2024-09-14T00:00:00Z') })).date).toBe('2024-09-14');
  });

  it('take a review link or written consent as the source', () => {
    expect(problems(changed({ source: 'https://g.page/r/hearthwood/review/123' }))).toEqual([]);
    expect(problems(changed({ source: WRITTEN_CONSENT }))).toEqual([]);
  });
});

describe('a testimonial that breaks a rule is refused, naming the field and the rule', () => {
  it('without a source', () => {
    expect(problems(without('source'))).toEqual([`source: Source is required: ${SOURCE_RULE}`]);
    expect(SOURCE_RULE).toContain('link to the published review');
    expect(SOURCE_RULE).toContain('"written consent on file"');
  });

  it('with a source that is neither a link nor written consent', () => {
    for (const source of ['Google', 'consent', 'www.google.com/review', 'Written consent on file', '']) {
      expect(problems(changed({ source })), source).toEqual([`source: Source must be ${SOURCE_RULE}`]);
    }
  });

  it('with a town not written "Town, ST"', () => {
    for (const town of ['Huntingtown', 'Huntingtown MD', 'Huntingtown, Maryland', ', MD']) {
      expect(problems(changed({ town })), town).toEqual([`town: ${TOWN.message}`]);
    }
  });

  it('with a service that is not ours, a date that is no day, or no sample marker', () => {
    expect(problems(changed({ service: 'kitchens' }))).toEqual([
      'service: "kitchens" is not one of our services; use the name of a file in src/content/services/ without ".yaml", e.g. "kitchen-remodeling"',
    ]);
    expect(problems(changed({ date: 'May 2024' }))).toEqual(['date: Date is written year-month-day, e.g. 2024-09-14']);
    expect(problems(changed({ date: '2024-02-30' }))).toEqual(['date: Date is not a day of the calendar']);
    expect(problems(without('sample'))).toEqual([
      'sample: Sample is required: true for placeholder text that is no customer’s, false for a real customer’s testimonial',
    ]);
  });

  it('without a quote or a name, or with a field the schema does not know', () => {
    expect(problems(without('quote'))).toEqual(['quote: Quote is required']);
    expect(problems(changed({ name: ' ' }))).toEqual(['name: Name must not be empty']);
    expect(problems(changed({ rating: 5 }))).toHaveLength(1);
  });
});
