/**
 * A published guide keeps its web address, /support/{slug}, which is also its file name: services
 * recommend it by that name (a service listing a guide that is gone stops the build,
 * content/guides/index.ts) and search engines list it there. So the editor's form
 * (src/editor/forms/guides.ts, the title field) refuses to save an existing guide under another
 * address; a new guide may take any valid one.
 *
 * Keystatic does not tell a field which entry it edits, but the page's address does: an existing
 * guide is edited at /keystatic/collection/guides/item/{slug} (on GitHub,
 * /keystatic/branch/{branch}/collection/guides/item/{slug}), a new one at …/collection/guides/create.
 */
import type { SlugFormField } from '@keystatic/core';
import { createElement, Fragment } from 'react';

/** The guide an editor page edits, by its address; undefined on any other page (a new guide's included). */
export function editedGuideSlug(pathname: string): string | undefined {
  const slug = /\/collection\/guides\/item\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (slug === undefined) return undefined;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * Why `slug` cannot be saved as the web address of the guide edited at `pathname`, or undefined:
 * it is an existing guide's page and the address is not the guide's own.
 */
export function guideAddressProblem(pathname: string | undefined, slug: string): string | undefined {
  const original = pathname === undefined ? undefined : editedGuideSlug(pathname);
  if (original === undefined || slug === original) return undefined;
  return `A published guide keeps its web address: services recommend it and search engines list it at /support/${original}. Set the web address back to ${original}. To move the guide, create a new guide with the new address, change the services that recommend this one, then delete this one.`;
}

/** The address of the editor's page; undefined outside a browser (the build reads entries without one). */
const pagePath = () => (typeof window === 'undefined' ? undefined : window.location.pathname);

type TitleAndAddress = { name: string; slug: string };

/**
 * A guide's title-and-address field that refuses a changed address on an existing guide: its
 * input says why under the address, and saving stops with the same words.
 */
export function keepsPublishedAddress<Field extends SlugFormField<TitleAndAddress, TitleAndAddress, TitleAndAddress, string>>(
  field: Field,
  pathname: () => string | undefined = pagePath,
): Field {
  return {
    ...field,
    Input: (props: Parameters<Field['Input']>[0]) => {
      const problem = guideAddressProblem(pathname(), props.value.slug);
      return createElement(
        Fragment,
        null,
        createElement(field.Input, props),
        problem ? createElement('p', { role: 'alert', style: { color: '#b42318', margin: '0.5rem 0 0' } }, problem) : null,
      );
    },
    validate: (value: TitleAndAddress, extra: Parameters<Field['validate']>[1]) => {
      const problem = guideAddressProblem(pathname(), value.slug);
      if (problem) throw new Error(problem);
      return field.validate(value, extra);
    },
  };
}
