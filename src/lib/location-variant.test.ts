import { describe, expect, it } from 'vitest';
import { contacts } from '../content/site';
import { maryland } from '../content/locations/maryland';
import { selectLocation, toLocationVariant } from './location-variant';

const known = [toLocationVariant(maryland)];

describe('location variant', () => {
  it('carries the dialable phone and the e-mail of a location', () => {
    const variant = toLocationVariant(maryland);
    expect(variant.phone).toBe(contacts.maryland.phone);
    expect(variant.phoneHref).toBe(`tel:${contacts.maryland.phone.replace(/[\s\-()]/g, '')}`);
    expect(variant.phoneHref).toMatch(/^tel:\d+$/);
    expect(variant.email).toBe(contacts.maryland.email);
  });

  it('falls back to the generic e-mail', () => {
    expect(toLocationVariant({ ...maryland, email: undefined }).email).toBe(contacts.generic.email);
  });

  it('selects a known location and ignores unknown, empty or absent values', () => {
    expect(selectLocation('?location=maryland', known)?.slug).toBe('maryland');
    expect(selectLocation('?location=MARYLAND', known)?.slug).toBe('maryland');
    expect(selectLocation('?location=nowhere', known)).toBeUndefined();
    expect(selectLocation('?location=northern-virginia', known)).toBeUndefined();
    expect(selectLocation('?location=', known)).toBeUndefined();
    expect(selectLocation('', known)).toBeUndefined();
  });
});
