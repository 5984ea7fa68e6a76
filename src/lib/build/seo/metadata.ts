import { brand, origins, shareImage } from '../../../content/site';
import type { JsonLd } from './json-ld-type';

/** Which canonical origin a page belongs to (spec 9: locations on the short domain). */
export type CanonicalSection = 'location' | 'service' | 'support' | 'site';

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  image: ShareImage;
  noindex: boolean;
  ogType: 'website' | 'article';
  jsonLd: JsonLd[];
}

export interface MetadataInput {
  title: string;
  description: string;
  /** Path of the page without query or hash, e.g. "/services/kitchen-remodeling". */
  path: string;
  section?: CanonicalSection;
  keywords?: readonly string[];
  image?: ShareImage;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  jsonLd?: JsonLd[];
}

/** The page title carries the brand once: appended unless the title already names it. */
export function withBrand(title: string): string {
  const trimmed = title.trim();
  const names = [brand.name, brand.shortName].map((n) => n.toLowerCase());
  if (names.some((n) => trimmed.toLowerCase().includes(n))) return trimmed;
  return `${trimmed} | ${brand.name}`;
}

function originFor(section: CanonicalSection): string {
  return section === 'location' ? origins.short : origins.www;
}

/** Absolute canonical address: never a query or a hash, never a trailing slash but on "/". */
export function canonicalUrl(path: string, section: CanonicalSection = 'site'): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const clean = bare === '/' ? '/' : bare.replace(/\/+$/, '');
  return `${originFor(section)}${clean.startsWith('/') ? clean : `/${clean}`}`;
}

/** Absolute address of a site asset (share images live on the www origin). */
export function assetUrl(path: string): string {
  return new URL(path, origins.www).href;
}

export const defaultShareImage: ShareImage = {
  url: assetUrl(shareImage.path),
  width: shareImage.width,
  height: shareImage.height,
  alt: shareImage.alt,
};

/** The one metadata builder every page uses. */
export function buildMetadata(input: MetadataInput): PageMetadata {
  const keywords = [...new Set((input.keywords ?? []).map((k) => k.trim()).filter(Boolean))];
  return {
    title: withBrand(input.title),
    description: input.description.trim(),
    keywords,
    canonical: canonicalUrl(input.path, input.section),
    image: input.image ?? defaultShareImage,
    noindex: input.noindex ?? false,
    ogType: input.ogType ?? 'website',
    jsonLd: input.jsonLd ?? [],
  };
}
