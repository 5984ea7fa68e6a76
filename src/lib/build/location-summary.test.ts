import { describe, expect, it } from 'vitest';
import { contacts } from '../../content/site';
import { maryland } from '../../content/locations/maryland';
import { toLocationVariant } from './location-summary';

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
});
