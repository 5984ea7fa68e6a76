import { claimDefinitions, type ClaimId } from './claims';

/**
 * The claims of the register (claims.ts) the warranty page backs. Each section of src/content/policies/warranty.yaml
 * carries one of these keys in `claim`, and the page writes it on the section
 * (`data-claim`), so a claim the owner stops making can hide its section without the copy
 * changing. Each appears exactly once, in any order.
 */

export const WARRANTY_CLAIMS = [
  'craftsmanshipWarranty',
  'hardwareWarranty',
  'deckWarranty',
  'workmanshipWarranty',
  'manufacturerWarranties',
  'fixedPriceGuarantee',
] as const satisfies readonly ClaimId[];

export type WarrantyClaim = (typeof WARRANTY_CLAIMS)[number];

/** What each key stands for, in the editor's words (its choices and its list). */
export const WARRANTY_CLAIM_LABELS = Object.fromEntries(WARRANTY_CLAIMS.map((claim) => [claim, claimDefinitions[claim].label])) as Record<WarrantyClaim, string>;

/** The section's anchor on the page (/warranty#deck-warranty). */
export function claimAnchor(claim: WarrantyClaim): string {
  return claim.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * What is wrong with the claims of the warranty page's sections, or undefined: each of
 * WARRANTY_CLAIMS exactly once. The schema and the editor both say it in these words.
 */
export function warrantyClaimsProblem(claims: readonly string[]): string | undefined {
  const repeated = WARRANTY_CLAIMS.filter((claim) => claims.filter((other) => other === claim).length > 1);
  const missing = WARRANTY_CLAIMS.filter((claim) => !claims.includes(claim));
  const problems = [...repeated.map((claim) => `"${claim}" has more than one section`), ...missing.map((claim) => `"${claim}" has no section`)];
  if (problems.length === 0) return undefined;
  return `The warranty page has exactly one section for each claim (${WARRANTY_CLAIMS.join(', ')}, in any order): ${problems.join('; ')}`;
}
