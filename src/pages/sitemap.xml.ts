import type { APIRoute } from 'astro';
import { sitemapXml } from '../lib/sitemap';
import { buildDate } from '../lib/seo';

export const GET: APIRoute = () =>
  new Response(sitemapXml(undefined, buildDate()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
