/**
 * The contractor licenses of the business (the numbers are business settings,
 * settings/business.json `licenses`): the rule each number follows, said once for the settings
 * schema and the editor; the authorities that issue them, for structured data; and how the pages
 * word them.
 *
 * A number still marked `"sample": true` in the settings is a placeholder: the pages say so next
 * to it, and the launch check refuses to launch while one is left (docs/content.md, "Licenses").
 */

/** A license number's rule, with the message an editor reads when a number breaks it. */
export interface LicenseNumberRule {
  pattern: RegExp;
  message: string;
}

/** Maryland Home Improvement Commission (MHIC) license numbers: digits only, 5 or 6 of them. */
export const MHIC_NUMBER: LicenseNumberRule = {
  pattern: /^\d{5,6}$/,
  message: 'The MHIC license number must be 5 or 6 digits, e.g. 123456 (digits only, without "MHIC" or "#")',
};

/** Virginia DPOR contractor license numbers: 10 digits starting with 2705. */
export const VIRGINIA_NUMBER: LicenseNumberRule = {
  pattern: /^2705\d{6}$/,
  message: 'The Virginia contractor license number must be 10 digits starting with 2705, e.g. 2705123456 (digits only)',
};

/** The classes of a Virginia contractor license (by the size of the jobs it allows). */
export const VIRGINIA_CLASSES = ['A', 'B', 'C'] as const;
export type VirginiaClass = (typeof VIRGINIA_CLASSES)[number];

/** What `sample` means, for the schema's and the editor's messages. */
export const SAMPLE_RULE = 'true while the number is a placeholder, false once it is the real number';

/** Who issues each license, as structured data names them (schema.org recognizedBy, validIn). */
export const licensingAuthorities = {
  mhic: {
    name: 'Maryland Home Improvement Commission',
    url: 'https://www.labor.maryland.gov/license/mhic/',
    state: 'Maryland',
  },
  virginia: {
    name: 'Virginia Department of Professional and Occupational Regulation',
    url: 'https://www.dpor.virginia.gov/',
    state: 'Virginia',
  },
} as const;

/** How the pages and structured data word a license. */
export const licenseCopy = {
  /** Footer (every page), each location's contact section. */
  mhic: 'Maryland MHIC License #{number}',
  /** Virginia pages once the Virginia number is set. */
  virginia: 'Virginia Class {class} Contractor License #{number}',
  /** After a number still marked as a sample in the settings. */
  sampleNote: '(sample number)',
  /** The contact section's label over the licenses. */
  contactLabel: 'Licensed contractor',
} as const;

/**
 * The license numbers that are placeholders whatever the settings' flag says: the sample the site
 * shipped with and the numbers people type for "some number".
 */
const PLACEHOLDER_NUMBERS = new Set(['99999', '999999', '12345', '123456', '1234567', '54321', '654321', '2705123456', '2705000000', '2705999999']);

/** Whether a run of digits is a made-up one: all one digit, or counting up or down. */
export function isPlaceholderNumber(digits: string): boolean {
  if (PLACEHOLDER_NUMBERS.has(digits) || /^(\d)\1+$/.test(digits)) return true;
  const steps = [...digits].slice(1).map((digit, index) => Number(digit) - Number(digits[index]));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}
