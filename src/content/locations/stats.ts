import { happyClientsStat, stats } from '../site';
import type { Stat } from '../types';

const [projectsAnnually, yearsCombined, fixedPrice] = stats;

/**
 * The stat cards of the location pages: the headline stats of site.ts with the happy-clients
 * count before the fixed-price guarantee. Every location module copies this list.
 */
export const locationStats: readonly Stat[] = [projectsAnnually, yearsCombined, happyClientsStat, fixedPrice];
