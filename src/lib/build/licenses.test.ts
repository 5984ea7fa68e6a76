import { describe, expect, it } from 'vitest';
import { licenses } from '../../content/site';
import { locationLicenseTexts, mhicLicenseText, stateLicenseText, virginiaLicenseText, type Licenses } from './licenses';

const real: Licenses = { mhic: { number: '148302', sample: false }, virginia: { sample: false } };
const withVirginia: Licenses = { ...real, virginia: { number: '2705184417', class: 'B', sample: false } };

const maryland = { slug: 'maryland' };
const northernVirginia = { slug: 'northern-virginia' };
const newJersey = { slug: 'new-jersey', stateAbbr: 'NJ' };

describe('the licenses as pages state them', () => {
  it('the MHIC license, with its number', () => {
    expect(mhicLicenseText(real)).toBe('Maryland MHIC License #148302');
  });

  it('a number still marked as a sample says so', () => {
    expect(mhicLicenseText({ ...real, mhic: { number: '99999', sample: true } })).toBe('Maryland MHIC License #99999 (sample number)');
    expect(virginiaLicenseText({ ...real, virginia: { number: '2705184417', class: 'A', sample: true } })).toBe(
      'Virginia Class A Contractor License #2705184417 (sample number)',
    );
    // The settings as shipped: the MHIC number is a sample until the real one is entered.
    expect(mhicLicenseText()).toBe(`Maryland MHIC License #${licenses.mhic.number}${licenses.mhic.sample ? ' (sample number)' : ''}`);
  });

  it('the Virginia license, with its class, once its number is set', () => {
    expect(virginiaLicenseText(real)).toBeUndefined();
    expect(virginiaLicenseText(withVirginia)).toBe('Virginia Class B Contractor License #2705184417');
  });

  it("a location's state license: MHIC in Maryland, Virginia's in Virginia once set, none elsewhere", () => {
    expect(stateLicenseText(maryland, withVirginia)).toBe('Maryland MHIC License #148302');
    expect(stateLicenseText(northernVirginia, real)).toBeUndefined();
    expect(stateLicenseText(northernVirginia, withVirginia)).toBe('Virginia Class B Contractor License #2705184417');
    expect(stateLicenseText(newJersey, withVirginia)).toBeUndefined();
  });

  it("a location's contact section: the MHIC license, then its own state's", () => {
    expect(locationLicenseTexts(maryland, withVirginia)).toEqual(['Maryland MHIC License #148302']);
    expect(locationLicenseTexts(northernVirginia, real)).toEqual(['Maryland MHIC License #148302']);
    expect(locationLicenseTexts(northernVirginia, withVirginia)).toEqual([
      'Maryland MHIC License #148302',
      'Virginia Class B Contractor License #2705184417',
    ]);
    expect(locationLicenseTexts(newJersey, withVirginia)).toEqual(['Maryland MHIC License #148302']);
  });
});
