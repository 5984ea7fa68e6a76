import type { LocationContent } from '../../content/types';
import { contacts } from '../../content/site';
import { telHref } from './contact-links';
import { formatHours } from '../format';

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
