import { describe, expect, it } from 'vitest';
import { MHIC_NUMBER, VIRGINIA_NUMBER } from './licenses';
import { settingsSchema } from './schemas';
import settingsJson from './settings/business.json' with { type: 'json' };
import type { BusinessSettings } from './types';

const settings = settingsJson as BusinessSettings;

/** The settings with other licenses, as a file edited by hand would hold them. */
const withLicenses = (licenses: unknown) => ({ ...settings, licenses });

/** Each problem the settings schema finds, as the build prints it: "field.path: message". */
function problems(data: unknown): string[] {
  const result = settingsSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the licenses of settings/business.json', () => {
  it('are accepted as they are', () => {
    expect(problems(settings)).toEqual([]);
  });

  it('take an MHIC number of 5 or 6 digits and a Virginia number of 10 digits from 2705, with its class', () => {
    for (const number of ['12345', '123456']) {
      expect(problems(withLicenses({ mhic: { number, sample: false }, virginia: { sample: false } })), number).toEqual([]);
    }
    expect(
      problems(withLicenses({ mhic: { number: '123456', sample: false }, virginia: { number: '2705123456', class: 'B', sample: false } })),
    ).toEqual([]);
  });

  it('refuse a malformed MHIC number, naming the field and the rule', () => {
    for (const number of ['MHIC #123456', '1234', '1234567', '12 345', 'one']) {
      expect(problems(withLicenses({ ...settings.licenses, mhic: { number, sample: true } })), number).toEqual([
        `licenses.mhic.number: ${MHIC_NUMBER.message}`,
      ]);
    }
    expect(MHIC_NUMBER.message).toContain('MHIC license number');
    expect(MHIC_NUMBER.message).toContain('5 or 6 digits');
  });

  it('refuse a missing MHIC number', () => {
    expect(problems(withLicenses({ ...settings.licenses, mhic: { sample: true } }))).toEqual(['licenses.mhic.number: MHIC license number is required']);
  });

  it('refuse a malformed Virginia number, naming the field and the rule', () => {
    for (const number of ['2706123456', '270512345', '27051234567', '2705-123456']) {
      expect(problems(withLicenses({ ...settings.licenses, virginia: { number, class: 'A', sample: false } })), number).toEqual([
        `licenses.virginia.number: ${VIRGINIA_NUMBER.message}`,
      ]);
    }
    expect(VIRGINIA_NUMBER.message).toContain('Virginia contractor license number');
    expect(VIRGINIA_NUMBER.message).toContain('10 digits starting with 2705');
  });

  it('want the Virginia class with the Virginia number, and only A, B or C', () => {
    expect(problems(withLicenses({ ...settings.licenses, virginia: { number: '2705123456', sample: false } }))).toEqual([
      'licenses.virginia.class: The Virginia license class is required with the Virginia license number: one of A, B, C',
    ]);
    expect(problems(withLicenses({ ...settings.licenses, virginia: { number: '2705123456', class: 'D', sample: false } }))).toEqual([
      'licenses.virginia.class: "D" is not a Virginia contractor license class; use one of: A, B, C',
    ]);
  });

  it('want every license to say whether it is a sample', () => {
    expect(problems(withLicenses({ ...settings.licenses, mhic: { number: '123456' } }))).toEqual([
      'licenses.mhic.sample: Sample (MHIC license) is required: true while the number is a placeholder, false once it is the real number',
    ]);
    expect(problems(withLicenses({ ...settings.licenses, virginia: { sample: 'yes' } }))).toEqual([
      'licenses.virginia.sample: Sample (Virginia license) is true or false: true while the number is a placeholder, false once it is the real number',
    ]);
  });

  it('are required, and refuse a misspelt key', () => {
    const without: Partial<BusinessSettings> = { ...settings };
    delete without.licenses;
    expect(problems(without)).toEqual(['licenses: Invalid input: expected object, received undefined']);
    expect(problems(withLicenses({ ...settings.licenses, mhic: { number: '123456', sample: false, numbr: '1' } }))).toHaveLength(1);
  });
});
