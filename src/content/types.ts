/**
 * Shapes of every content module. Content is data: no JSX and no React here, so the same
 * records feed pages, metadata, JSON-LD, the sitemap and the tests.
 */

import type { ServiceSlug } from './services/slugs';
import type { GalleryCategory } from './gallery-categories';
import type { IconName } from './icon-names';
import type { HomeType, LocalReview, WarrantyKind } from './local-facts/vocabulary';
import type { LocalKitchenSlug } from './local-kitchens/slugs';
import type { HeadlineStat } from './headline-stats';

/** A guide's address part: the file name of its Markdown file in content/guides/. */
export type GuideSlug = string;

export type { ServiceSlug, GalleryCategory, IconName, HomeType, LocalReview, WarrantyKind, LocalKitchenSlug };

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
  /** The article text under the hero, in Markdown (the body of the guide's file). */
  body: string;
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

/** Something homeowners of one town ask us for: shown only on the pages of the services it names. */
export interface LocalProject {
  services: ServiceSlug[];
  /** One or two sentences about this kind of work in this town. */
  text: string;
}

/** A city or town a location serves, with something true and local to say about it. */
export interface ServiceCity {
  name: string;
  /**
   * One or two specific sentences about the place: history, setting, streets and houses. It is
   * shown on the pages of every service, so it names no kind of work we do (that goes in projects).
   */
  note: string;
  /** Two or three more sentences about the place, under the same rule as the note. */
  highlight?: string;
  /**
   * Named neighborhoods, subdivisions or sections of the town, each with one sentence about the
   * place (era and style of its houses, setting). Like the note, they name no kind of work.
   */
  neighborhoods?: { name: string; text: string }[];
  /** Approximate town centre, in decimal degrees: nearby towns and the distance from the shop. */
  geo?: { lat: number; lng: number };
  /** The kinds of houses most of the town is made of, most common first (one to three). */
  homeTypes?: HomeType[];
  /** What homeowners here ask us for, each tagged with the services it is about. */
  projects?: LocalProject[];
  /**
   * Reviews beyond the building permit that really apply to some homes here, each one sentence
   * saying which homes and who reviews what. Shown on the pages of services that can trigger it.
   */
  reviews?: { kind: LocalReview; text: string }[];
  /** A town that issues its own building permits: the office, replacing the county's. */
  permitOffice?: string;
  /**
   * Who issues electrical and plumbing permits inside the limits of a town with its own permit
   * office, where that is the town too; otherwise the county's office is named.
   */
  tradePermits?: { electrical?: string; plumbing?: string };
}

/** Who issues which permit in a county, named so a sentence can read them. */
export interface CountyPermits {
  /** Building permits, e.g. "the Montgomery County Department of Permitting Services (DPS)". */
  building: string;
  /** Where that office sits, e.g. "Wheaton". */
  buildingCity: string;
  /** Electrical permits, e.g. "DPS" or "the county's licensed third-party electrical inspectors". */
  electrical: string;
  /** Plumbing and gas permits, e.g. "WSSC Water". */
  plumbing: string;
  /** Depth below grade deck and addition footings must reach there, in inches. */
  frostDepthInches?: number;
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
  /** The offices by permit kind, for sentences about one service's permits. */
  permits?: CountyPermits;
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

/**
 * What one service means locally: for each kind of house, when it needs a permit, which local
 * reviews it can trigger and which warranties apply. City+service and neighbourhood pages
 * combine it with the town's and county's own facts.
 */
export interface ServiceLocalFacts {
  slug: ServiceSlug;
  /** The work as a noun phrase after "a"/"the": "kitchen remodel", "deck", "roof replacement". */
  project: string;
  /** What this work involves in each kind of house: two or three specific sentences each. */
  homes: Record<HomeType, string>;
  /**
   * When this work needs which permit. Placeholders: {building} (office of building permits),
   * {electrical}, {plumbing} (offices of those permits), {frostDepth} (e.g. "30 inches").
   */
  permits: string;
  /** The local reviews this work can trigger (exterior changes, footprint, bedrooms). */
  reviews: LocalReview[];
  warranties: WarrantyKind[];
}

/**
 * The business constants office staff edit (src/content/settings/business.json, through the CMS);
 * site.ts reads them and derives the claims. The `settings` collection validates the file.
 */
export interface BusinessSettings {
  contacts: {
    generic: { email: string };
    maryland: { phone: string; email: string };
    northernVirginia: { phone: string; email: string };
  };
  /** When the phone is answered, as people read it. */
  phoneHours: { days: string; hours: string }[];
  /** The same business's opening hours as structured data states them (schema.org openingHours). */
  structuredDataHours: string[];
  office: {
    locality: string;
    region: string;
    regionName: string;
    postalCode: string;
    country: string;
    latitude: number;
    longitude: number;
  };
  /** The response promise, e.g. "within 24 hours", quoted in copy as {business.responseTime}. */
  responseTime: string;
  /**
   * The headline stats (projects a year, combined experience, the fixed-price guarantee), each
   * named by its id, in the order the home page's stat band shows them.
   */
  stats: HeadlineStat[];
  /** Years of experience as a claim ("15+"): service pages, city stat cards, generated locations. */
  yearsExperience: string;
  /** Happy clients as a claim ("500+"). */
  happyClients: string;
  social: { facebook: string; instagram: string; tiktok: string };
}
