/**
 * The local kitchen landing pages (/bethesda-kitchen-remodeling, /potomac-kitchen-remodeling):
 * one YAML file per town in this folder (the `localKitchens` collection, edited in the CMS), one
 * template for both. The two addresses are the spec's, so the set of pages is fixed.
 */
import { getCollection } from 'astro:content';
import { quote } from '../facts';
import { checkedRegistry } from '../registry';
import { LOCAL_KITCHEN_SLUGS } from './slugs';
import { type LocalKitchenContent, type LocalKitchenSlug } from '../types';

export const localKitchens: Record<LocalKitchenSlug, LocalKitchenContent> = checkedRegistry(
  'local kitchen pages',
  'src/content/local-kitchens/{slug}.yaml',
  LOCAL_KITCHEN_SLUGS,
  await getCollection('localKitchens'),
);

/** Every local kitchen page, in LOCAL_KITCHEN_SLUGS order. */
export const localKitchenList: LocalKitchenContent[] = LOCAL_KITCHEN_SLUGS.map((slug) => localKitchens[slug]);

function isLocalKitchenSlug(slug: string): slug is LocalKitchenSlug {
  return (LOCAL_KITCHEN_SLUGS as readonly string[]).includes(slug);
}

/** The page record for a slug, or undefined for an unknown slug. */
export function getLocalKitchen(slug: string): LocalKitchenContent | undefined {
  return isLocalKitchenSlug(slug) ? localKitchens[slug] : undefined;
}

/** Labels shared by both pages; "{town}" is filled with the page's town. */
export const localKitchenPage = {
  breadcrumbHome: 'Home',
  /** The page's name in its breadcrumb: "Bethesda Kitchen Remodeling". */
  breadcrumbName: '{town} {service}',
  metricsLabel: 'Why {town} homeowners choose us',
  neighborhoodsEyebrow: 'Where we work',
  featuresEyebrow: 'Custom features',
  stylesEyebrow: 'Design inspiration',
  ctaEyebrow: 'Free in-home consultation',
  featuresImageAlt: 'A custom kitchen remodel by our team',
  contactHeading: 'Tell us about your {town} kitchen',
  contactIntro: quote('Share a few details about your kitchen and what you would like to change. A project manager will set up a visit, measure the room and talk through options and budget. We reply {business.responseTime}.'),
} as const;
