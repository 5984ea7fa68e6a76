import type { ServiceSlug } from './types';

/**
 * How long each service takes on site, as advertised (spec 9), stated once. Pages read these;
 * no copy types a duration of its own. Bathroom vanities have no advertised duration.
 */
export const serviceDurations: Partial<Record<ServiceSlug, string>> = {
  'custom-woodworking': '2-4 weeks for simple built-ins and 6-12 weeks for elaborate pieces',
  'kitchen-remodeling': '6-12 weeks',
  'bathroom-remodeling': '3-6 weeks',
  'home-additions': '3-12 months',
  'outdoor-decks': '1-3 weeks',
  'basement-finishing': '4-8 weeks',
  'built-in-entertainment': '2-4 weeks',
  'custom-closets': '1-3 weeks',
  'home-office': '2-4 weeks',
  'fireplace-mantels': '2-4 weeks',
  'crown-molding': '1-3 days',
  'flooring-installation': '1-3 days',
  'interior-painting': '2-5 days',
  'pantry-organization': '1-2 days of setup',
  'siding-installation': '1-2 weeks',
  'roofing-services': '1-3 days',
  'door-installation': '2-4 hours per door',
  'window-installation': '30-60 minutes per window',
};

/**
 * The city+service FAQ's timeline (spec 9: kitchen 6-12 weeks, bathroom 3-6, others 2-8). The
 * 2-8 weeks is read as the time from a signed proposal to finished work, which includes ordering
 * and permits; services whose own advertised duration is longer (additions, elaborate
 * woodworking) give their own, so no page promises less than the work takes.
 */
export const cityServiceTimelines: Partial<Record<ServiceSlug, string>> & { other: string } = {
  'kitchen-remodeling': '6-12 weeks',
  'bathroom-remodeling': '3-6 weeks',
  'home-additions': serviceDurations['home-additions'],
  'custom-woodworking': serviceDurations['custom-woodworking'],
  other: '2-8 weeks',
};
