import type { ServiceSlug } from './types';

/**
 * How long the work takes, as advertised (spec 9), stated once. Service copy, FAQs and the town
 * pages interpolate these; no copy types a duration of its own.
 */
export const durations = {
  woodworkingSimple: '2-4 weeks',
  woodworkingElaborate: '6-12 weeks',
  kitchen: '6-12 weeks',
  bathroom: '3-6 weeks',
  additions: '3-12 months',
  decks: '1-3 weeks',
  basement: '4-8 weeks',
  entertainment: '2-4 weeks',
  closets: '1-3 weeks',
  homeOffice: '2-4 weeks',
  mantels: '2-4 weeks',
  crownMolding: '1-3 days',
  flooring: '1-3 days',
  painting: '2-5 days',
  pantrySetup: '1-2 days',
  siding: '1-2 weeks',
  roofing: '1-3 days',
  perDoor: '2-4 hours',
  perWindow: '30-60 minutes',
} as const;

/** Time on site by service, as a phrase. Bathroom vanities have no advertised duration. */
export const serviceDurations: Partial<Record<ServiceSlug, string>> = {
  'custom-woodworking': `${durations.woodworkingSimple} for simple built-ins and ${durations.woodworkingElaborate} for elaborate pieces`,
  'kitchen-remodeling': durations.kitchen,
  'bathroom-remodeling': durations.bathroom,
  'home-additions': durations.additions,
  'outdoor-decks': durations.decks,
  'basement-finishing': durations.basement,
  'built-in-entertainment': durations.entertainment,
  'custom-closets': durations.closets,
  'home-office': durations.homeOffice,
  'fireplace-mantels': durations.mantels,
  'crown-molding': durations.crownMolding,
  'flooring-installation': durations.flooring,
  'interior-painting': durations.painting,
  'pantry-organization': `${durations.pantrySetup} of setup`,
  'siding-installation': durations.siding,
  'roofing-services': durations.roofing,
  'door-installation': `${durations.perDoor} per door`,
  'window-installation': `${durations.perWindow} per window`,
};

/**
 * The city+service FAQ's timeline (spec 9: kitchen 6-12 weeks, bathroom 3-6, others 2-8). The
 * 2-8 weeks is read as the time from a signed proposal to finished work, which includes ordering
 * and permits; services whose own advertised duration is longer (additions, elaborate
 * woodworking) give their own, so no page promises less than the work takes.
 */
export const cityServiceTimelines: Partial<Record<ServiceSlug, string>> & { other: string } = {
  'kitchen-remodeling': durations.kitchen,
  'bathroom-remodeling': durations.bathroom,
  'home-additions': durations.additions,
  'custom-woodworking': serviceDurations['custom-woodworking'] ?? durations.woodworkingElaborate,
  other: '2-8 weeks',
};
