/**
 * The contractor licenses as pages state them (the numbers are business settings, the wording is
 * content/licenses.ts): Maryland's MHIC license on every page, Virginia's on Virginia pages once
 * its number is set. A number still marked as a sample says so next to it.
 */
import { isPlaceholderNumber, licenseCopy } from '../../content/licenses';
import { licenses as settings } from '../../content/site';
import type { BusinessSettings, LocationContent } from '../../content/types';
import { fillTemplate } from '../format';
import { stateCodeOf } from './places';

export type Licenses = BusinessSettings['licenses'];

/** A number marked as a sample, or one that cannot be an issued number, says so next to it. */
const marked = (text: string, sample: boolean, number: string) => (sample || isPlaceholderNumber(number) ? `${text} ${licenseCopy.sampleNote}` : text);

/** "Maryland MHIC License #123456". */
export function mhicLicenseText(licenses: Licenses = settings): string {
  return marked(fillTemplate(licenseCopy.mhic, { number: licenses.mhic.number }), licenses.mhic.sample, licenses.mhic.number);
}

/** "Virginia Class A Contractor License #2705123456", or undefined until the number is set. */
export function virginiaLicenseText(licenses: Licenses = settings): string | undefined {
  const { number, class: licenseClass, sample } = licenses.virginia;
  if (number === undefined || licenseClass === undefined) return undefined;
  return marked(fillTemplate(licenseCopy.virginia, { number, class: licenseClass }), sample, number);
}

/** The license the state of a location issued us, if any: MHIC in Maryland, Virginia's in Virginia once set. */
export function stateLicenseText(location: Pick<LocationContent, 'slug' | 'stateAbbr'>, licenses: Licenses = settings): string | undefined {
  const state = stateCodeOf(location);
  if (state === 'MD') return mhicLicenseText(licenses);
  if (state === 'VA') return virginiaLicenseText(licenses);
  return undefined;
}

/** What a location's contact section states: the MHIC license, then the location's own state's if that is another. */
export function locationLicenseTexts(location: Pick<LocationContent, 'slug' | 'stateAbbr'>, licenses: Licenses = settings): string[] {
  const mhic = mhicLicenseText(licenses);
  const own = stateLicenseText(location, licenses);
  return own === undefined || own === mhic ? [mhic] : [mhic, own];
}
