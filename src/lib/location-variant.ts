import type { LocationContent } from '../content/types';
import { contacts, telHref } from '../content/site';
import { formatHours } from './format';

/** What a page variant needs to know about a location (small enough to hand to an island). */
export interface LocationVariant {
  slug: string;
  displayName: string;
  phone: string;
  phoneHref: string;
  email: string;
  /** Phone hours as shown, when the location states them. */
  hours?: string;
}

export function toLocationVariant(location: LocationContent): LocationVariant {
  return {
    slug: location.slug,
    displayName: location.displayName,
    phone: location.phone,
    phoneHref: telHref(location.phone),
    email: location.email ?? contacts.generic.email,
    ...(location.phoneHours ? { hours: formatHours(location.phoneHours) } : {}),
  };
}

/**
 * The location a "?location=" query selects. An unknown (or inactive, i.e. absent from the list)
 * value is treated as absent (spec 2).
 */
export function selectLocation(search: string, known: readonly LocationVariant[]): LocationVariant | undefined {
  const slug = new URLSearchParams(search).get('location')?.trim().toLowerCase();
  if (!slug) return undefined;
  return known.find((location) => location.slug === slug);
}
