/** The href of a phone number or e-mail address from content/site.ts. */

/** Strips spaces, dashes and parentheses: "(410) 555-0142" -> "tel:4105550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s\-()]/g, '')}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
