import { fields } from '@keystatic/core';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { editedGuideSlug, guideAddressProblem, keepsPublishedAddress } from './guide-address';

const LOCAL = '/keystatic/collection/guides/item/kitchen-layout-guide';
const GITHUB = '/keystatic/branch/content%2Fspring-update/collection/guides/item/kitchen-layout-guide';

describe('the guide an editor page edits', () => {
  it('is the last part of an existing guide’s address, in local and GitHub mode', () => {
    expect(editedGuideSlug(LOCAL)).toBe('kitchen-layout-guide');
    expect(editedGuideSlug(GITHUB)).toBe('kitchen-layout-guide');
    expect(editedGuideSlug(`${LOCAL}/`)).toBe('kitchen-layout-guide');
  });

  it('is none on a new guide’s page, another collection’s or the list', () => {
    expect(editedGuideSlug('/keystatic/collection/guides/create')).toBeUndefined();
    expect(editedGuideSlug('/keystatic/branch/main/collection/guides/create')).toBeUndefined();
    expect(editedGuideSlug('/keystatic/collection/services/item/kitchen-remodeling')).toBeUndefined();
    expect(editedGuideSlug('/keystatic/collection/guides')).toBeUndefined();
  });
});

describe('a guide’s web address', () => {
  it('may not change on an existing guide, and the message says why and what to do instead', () => {
    for (const page of [LOCAL, GITHUB]) {
      const problem = guideAddressProblem(page, 'kitchen-layouts');
      expect(problem).toContain('A published guide keeps its web address');
      expect(problem).toContain('/support/kitchen-layout-guide');
      expect(problem).toContain('create a new guide with the new address, change the services that recommend this one, then delete this one');
    }
  });

  it('may stay as it is on an existing guide', () => {
    expect(guideAddressProblem(LOCAL, 'kitchen-layout-guide')).toBeUndefined();
  });

  it('may be any address on a new guide (created, or duplicated from another), and outside a browser', () => {
    expect(guideAddressProblem('/keystatic/collection/guides/create', 'kitchen-lighting-guide')).toBeUndefined();
    expect(guideAddressProblem('/keystatic/branch/main/collection/guides/create', 'kitchen-lighting-guide')).toBeUndefined();
    expect(guideAddressProblem(undefined, 'kitchen-lighting-guide')).toBeUndefined();
  });
});

describe('the guides’ title field', () => {
  const field = (page: string | undefined) =>
    keepsPublishedAddress(
      fields.slug({ name: { label: 'Title', validation: { isRequired: true } }, slug: { label: 'Web address' } }),
      () => page,
    );
  const value = { name: 'Kitchen Layouts', slug: 'kitchen-layouts' };
  const slugField = { slugField: { slugs: new Set<string>(), glob: '*' as const } };

  it('refuses to save a changed address on an existing guide, and keeps Keystatic’s own checks', () => {
    expect(() => field(LOCAL).validate(value, slugField)).toThrow(/^A published guide keeps its web address/);
    expect(field(LOCAL).validate({ ...value, slug: 'kitchen-layout-guide' }, slugField)).toEqual({ ...value, slug: 'kitchen-layout-guide' });
    expect(field('/keystatic/collection/guides/create').validate(value, slugField)).toEqual(value);
    expect(() => field('/keystatic/collection/guides/create').validate({ ...value, name: '' }, slugField)).toThrow(/Title must not be empty/);
  });

  it('says so under the address as soon as it is changed', () => {
    const props = { value, onChange: () => {}, autoFocus: false, forceValidation: false };
    const alert = (page: string) => (field(page).Input(props) as ReactElement<{ children: unknown[] }>).props.children[1];
    expect(isValidElement(alert(LOCAL))).toBe(true);
    expect((alert(LOCAL) as ReactElement<{ role: string; children: string }>).props).toMatchObject({
      role: 'alert',
      children: expect.stringContaining('/support/kitchen-layout-guide') as string,
    });
    expect(alert('/keystatic/collection/guides/create')).toBeNull();
  });
});
