import type { APIRoute } from 'astro';
import { origins } from '../content/site';
import { allRoutes } from '../lib/build/routes';
import { robotsTxt } from '../lib/build/sitemap';

/** Internal tools (noindex pages that are not locations) are also kept out of crawlers' way. */
export const GET: APIRoute = () => {
  const internal = allRoutes()
    .filter((route) => route.template === 'generator')
    .map((route) => route.path);
  return new Response(robotsTxt(`${origins.www}/sitemap.xml`, internal), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
