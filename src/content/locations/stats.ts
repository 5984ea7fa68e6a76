import { happyClientsStat, headlineStats, onlyShown } from '../site';
import type { Stat } from '../types';

const { projectsAnnually, combinedExperience, fixedPrice } = headlineStats;

/**
 * The stat cards of the location pages: the headline stats of site.ts with the happy-clients
 * count before the fixed-price guarantee, less those whose claim the owner switched off. Every
 * location module copies this list.
 */
export const locationStats: readonly Stat[] = onlyShown([
  { ...projectsAnnually, claim: 'projectsAnnually' },
  { ...combinedExperience, claim: 'combinedExperience' },
  happyClientsStat,
  { ...fixedPrice, claim: 'fixedPriceGuarantee' },
] as const).map(({ value, label }) => ({ value, label }));
