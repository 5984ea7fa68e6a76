/**
 * Shapes of every content module. Content is data: no JSX and no React here, so the same
 * records feed pages, metadata, JSON-LD, the sitemap and the tests.
 */

export const SERVICE_SLUGS = [
  'custom-woodworking',
  'kitchen-remodeling',
  'bathroom-remodeling',
  'home-additions',
  'bathroom-vanities',
  'outdoor-decks',
  'basement-finishing',
  'built-in-entertainment',
  'custom-closets',
  'home-office',
  'fireplace-mantels',
  'crown-molding',
  'flooring-installation',
  'interior-painting',
  'pantry-organization',
  'siding-installation',
  'roofing-services',
  'door-installation',
  'window-installation',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** The 18 gallery categories, in the order the chips show them (after "All"). */
export const GALLERY_CATEGORIES = [
  'Kitchen Remodeling',
  'Bathroom Remodeling',
  'Outdoor Decks',
  'Custom Woodworking',
  'Built-In Entertainment',
  'Basement Finishing',
  'Crown Molding',
  'Custom Closets',
  'Door Installation',
  'Fireplace Mantels',
  'Flooring Installation',
  'Home Office',
  'Home Additions',
  'Interior Painting',
  'Pantry Organization',
  'Roofing Services',
  'Siding Installation',
  'Window Installation',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const GUIDE_SLUGS = [
  'kitchen-layout-guide',
  'kitchen-materials-guide',
  'kitchen-trends-guide',
  'bathroom-design-ideas',
  'basement-finishing-design-ideas',
  'basement-finishing-guide',
  'built-in-entertainment-design-ideas',
  'built-in-entertainment-guide',
  'crown-molding-guide',
  'custom-closets-guide',
  'custom-closets-organization-guide',
  'custom-woodworking-guide',
  'door-installation-guide',
  'fireplace-mantels-guide',
  'flooring-installation-guide',
  'home-additions-design-guide',
  'home-additions-guide',
  'home-office-guide',
  'interior-painting-guide',
  'outdoor-decks-design-guide',
  'outdoor-decks-guide',
  'pantry-organization-guide',
  'roofing-services-guide',
  'siding-installation-guide',
  'window-installation-guide',
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/**
 * Icons are named, not imported, so content stays free of React. The icon component maps each
 * name to a lucide-react icon.
 */
export const ICON_NAMES = [
  'hammer',
  'chef-hat',
  'bath',
  'house-plus',
  'droplets',
  'trees',
  'layers',
  'tv',
  'shirt',
  'briefcase',
  'flame',
  'frame',
  'grid',
  'paintbrush',
  'package',
  'panels-top-left',
  'house',
  'door-open',
  'app-window',
  'shield-check',
  'award',
  'clock',
  'ruler',
  'handshake',
  'star',
  'phone',
  'mail',
  'map-pin',
  'calendar-check',
  'clipboard-list',
  'pencil-ruler',
  'sparkles',
  'wrench',
  'badge-dollar-sign',
  'users',
  'leaf',
  'thumbs-up',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  icon?: IconName;
}

export interface TitledText {
  title: string;
  description: string;
  icon?: IconName;
}

export interface BreadcrumbItem {
  name: string;
  url: string;
}

export interface Stat {
  value: string;
  label: string;
}

/** One entry of the service catalogue: everything a service page, card or metadata needs. */
export interface ServiceContent {
  slug: ServiceSlug;
  /** Short service name used in titles and links, e.g. "Kitchen Remodeling". */
  name: string;
  /** Tagline used as the middle part of the page title, e.g. "Custom Kitchen Design & Renovation". */
  title: string;
  /** One or two sentences for meta description and cards. */
  description: string;
  keywords: string[];
  /** Exactly four short feature bullets (cards and catalogue). */
  features: [string, string, string, string];
  /** Sentence used on neighbourhood-service pages ("why homeowners choose us for X"). */
  benefit: string;
  /** Card title on the home grid (the 18 titles of spec section 3); absent = not on the grid. */
  cardTitle?: string;
  icon: IconName;
  galleryCategory: GalleryCategory;
  /** Label of the primary button when no location is selected. */
  primaryLabel: string;
  hero: {
    badge: string;
    heading: string;
    intro: string;
  };
  /** Exactly three trust points under the hero. */
  trustPoints: [TitledText, TitledText, TitledText];
  checklist: {
    heading: string;
    intro: string;
    items: string[];
  };
  process: {
    heading: string;
    intro: string;
    steps: ProcessStep[];
  };
  /** At least four questions. */
  faq: FaqItem[];
  /** Guides shown as "helpful guides" on neighbourhood pages (0 to 3). */
  guides: GuideSlug[];
}

export interface GuideOption {
  title: string;
  description: string;
  features: string[];
  /** Kitchen materials guide: pros and considerations of each material. */
  pros?: string[];
  considerations?: string[];
}

export interface GuideContent {
  slug: GuideSlug;
  service: ServiceSlug;
  /** Page title (brand suffix is added by the metadata builder). */
  title: string;
  description: string;
  keywords: string[];
  hero: {
    badge: string;
    heading: string;
    intro: string;
    buttonLabel: string;
  };
  /** Two to four paragraphs of article text under the hero. */
  introduction: string[];
  options: {
    heading: string;
    intro: string;
    /** Exactly three cards. */
    items: [GuideOption, GuideOption, GuideOption];
    buttonLabel: string;
  };
  considerations: {
    heading: string;
    intro: string;
    /** Exactly six items. */
    items: [TitledText, TitledText, TitledText, TitledText, TitledText, TitledText];
  };
  cta: {
    heading: string;
    body: string;
    buttonLabel: string;
  };
}

/** A city or town a location serves, with something true and local to say about it. */
export interface ServiceCity {
  name: string;
  /** One or two specific sentences: housing stock, landmarks, what homeowners there ask for. */
  note: string;
  /** Two or three more specific sentences: the projects homeowners there ask us for, and why (house ages, lot types, local features). */
  highlight?: string;
}

/** A county (or, for Northern Virginia, an area) and the cities in it. */
export interface ServiceArea {
  name: string;
  cities: ServiceCity[];
  /** Who issues building permits there, e.g. "Montgomery County Department of Permitting Services in Rockville". */
  permitOffice: string;
  /** Era and style of the housing stock, and what that means for remodeling. */
  housingStock: string;
  notableNeighborhoods: string[];
  /** A practical local consideration (soil, HOA rules, historic districts, climate). */
  remodelingNote: string;
}

export interface FeaturedNeighborhood {
  name: string;
  description: string;
  badges: string[];
}

export interface LocationContent {
  slug: string;
  /** State or region name, e.g. "Maryland". */
  name: string;
  /** Used in labels such as "Call {displayName}" and titles. */
  displayName: string;
  isActive: boolean;
  /** Two-letter state code; when absent, spec 3's rule applies (MD for maryland, otherwise VA). */
  stateAbbr?: string;
  phone: string;
  /** Optional: falls back to the generic company e-mail. */
  email?: string;
  /** When the phone is answered, e.g. Mon-Fri 7AM-7PM (spec 9: Maryland). */
  phoneHours?: readonly { days: string; hours: string }[];
  heroDescription: string;
  serviceDescription: string;
  about: {
    heading: string;
    paragraphs: string[];
  };
  serviceAreas: ServiceArea[];
  /** The 18 services offered there (catalogue slugs, in display order). */
  services: ServiceSlug[];
  /** Exactly eight. */
  featuredNeighborhoods: FeaturedNeighborhood[];
  stats: Stat[];
  faq: FaqItem[];
  specialties: string[];
  testimonials: { quote: string; name: string; place: string }[];
  socialMedia: {
    facebook: string;
    instagram: string;
    tiktok?: string;
  };
}

export const LOCAL_KITCHEN_SLUGS = ['bethesda-kitchen-remodeling', 'potomac-kitchen-remodeling'] as const;
export type LocalKitchenSlug = (typeof LOCAL_KITCHEN_SLUGS)[number];

/** A local kitchen landing page (spec 2, "Local kitchen pages"). */
export interface LocalKitchenContent {
  slug: LocalKitchenSlug;
  /** The town, e.g. "Bethesda". */
  town: string;
  title: string;
  description: string;
  keywords: string[];
  hero: { badge: string; heading: string; intro: string };
  /** Exactly three trust metrics (Bethesda '15+ Years', 'All Budgets', '100%'). */
  metrics: [{ metric: string; description: string }, { metric: string; description: string }, { metric: string; description: string }];
  neighborhoods: { heading: string; intro: string; names: string[] };
  features: { heading: string; intro: string; items: string[] };
  styles: { heading: string; intro: string; items: { name: string; description: string }[] };
  cta: { heading: string; body: string; primaryLabel: string; secondaryLabel: string };
}
