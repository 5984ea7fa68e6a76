/**
 * The kinds of houses a town is mostly made of. Each service says what it means for each kind
 * (content/local-facts), and a town lists its own kinds, so a city+service page explains the
 * service for the houses that are really there.
 */
export const HOME_TYPES = [
  'historic-core',
  'victorian-bungalow',
  'bay-cottage',
  'postwar',
  'split-level',
  'suburban-colonial',
  'townhome',
  'estate',
  'rural',
  'new-community',
] as const;
export type HomeType = (typeof HOME_TYPES)[number];

/** Reviews beyond the county building permit that apply to some homes of a town. */
export const LOCAL_REVIEWS = ['historic-district', 'critical-area', 'hoa', 'well-septic'] as const;
export type LocalReview = (typeof LOCAL_REVIEWS)[number];

/** The warranties a service can carry; their wording lives once in site.ts (warranties). */
export const WARRANTY_KINDS = ['craftsmanship', 'hardware', 'deck', 'manufacturer', 'installation'] as const;
export type WarrantyKind = (typeof WARRANTY_KINDS)[number];
