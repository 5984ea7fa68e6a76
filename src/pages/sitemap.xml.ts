import type { APIRoute } from 'astro';
import { indexableRoutes } from '../lib/routes';
import { sitemapXml } from '../lib/sitemap';
import { buildDate } from '../lib/seo';

export const GET: APIRoute = () =>
  new Response(sitemapXml(indexableRoutes(), buildDate()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
