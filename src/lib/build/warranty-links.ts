/**
 * Links from a mention of a warranty or the fixed-price guarantee to their terms (/warranty), so a
 * reader can read what a promise covers before relying on it (FTC 16 CFR 239: advertised
 * warranties say where their terms can be read).
 */
import { claims, warranties } from '../../content/site';
import { claimAnchor, WARRANTY_CLAIMS, type WarrantyClaim } from '../../content/warranty-claims';
import type { LinkTarget } from './autolink';
import { href } from './route-table';

/** The terms of a claim the warranty page backs, at its section; undefined for any other claim. */
export function warrantyTermsHref(claim: string | undefined): string | undefined {
  return claim && (WARRANTY_CLAIMS as readonly string[]).includes(claim) ? `${href.warranty()}#${claimAnchor(claim as WarrantyClaim)}` : undefined;
}

/**
 * The phrases that name a warranty or the guarantee in running text: the first of them in an FAQ
 * answer links to the terms (lib/build/autolink.ts links one phrase per address).
 */
export const warrantyLinkTargets: readonly LinkTarget[] = [
  warranties.craftsmanship.name,
  warranties.hardware.name,
  warranties.deck.name,
  claims.fixedPriceLabel,
  'fixed-price guarantee',
  'workmanship warranty',
  'manufacturer warranties',
  'warranties',
  'warranty',
].map((phrase) => ({ phrase, href: href.warranty() }));
