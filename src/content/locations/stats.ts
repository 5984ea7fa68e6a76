import { happyClientsStat, headlineStats } from '../site';
import type { Stat } from '../types';

const { projectsAnnually, combinedExperience, fixedPrice } = headlineStats;

/**
 * The stat cards of the location pages: the headline stats of site.ts with the happy-clients
 * count before the fixed-price guarantee. Every location module copies this list.
 */
export const locationStats: readonly Stat[] = [projectsAnnually, combinedExperience, happyClientsStat, fixedPrice];
