import type { APIRoute } from 'astro';
import { indexableRoutes } from '../lib/build/routes';
import { sitemapXml } from '../lib/build/sitemap';
import { buildDate } from '../lib/build/seo';

export const GET: APIRoute = () =>
  new Response(sitemapXml(indexableRoutes(), buildDate()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
