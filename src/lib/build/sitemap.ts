import { canonicalUrl, type CanonicalSection } from './seo/metadata';
import type { RouteEntry, TemplateName } from './route-table';

/** Which canonical origin each page family lives on (spec 9). */
function canonicalSectionOf(template: TemplateName): CanonicalSection {
  switch (template) {
    case 'location':
    case 'city':
    case 'city-service':
    case 'neighborhood-service':
      return 'location';
    case 'service':
      return 'service';
    case 'guide':
      return 'support';
    default:
      return 'site';
  }
}

export function canonicalOf(route: Pick<RouteEntry, 'path' | 'template'>): string {
  return canonicalUrl(route.path, canonicalSectionOf(route.template));
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** sitemap.xml listing exactly the indexable routes, by their canonical address. */
export function sitemapXml(routes: readonly RouteEntry[], lastmod?: string): string {
  const urls = routes
    .map((route) => {
      const mod = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
      return `  <url><loc>${escapeXml(canonicalOf(route))}</loc>${mod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string, disallow: readonly string[] = []): string {
  const lines = ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''];
  return lines.join('\n');
}
