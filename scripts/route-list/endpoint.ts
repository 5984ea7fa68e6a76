/**
 * The route table as the build sees it (src/lib/build/routes.ts, bound to the content collections),
 * as JSON. Injected by scripts/route-list.mjs for `astro build` only, which moves the file out of
 * the published folder.
 */
import type { APIRoute } from 'astro';
import { allRoutes } from '../../src/lib/build/routes';
import { routeListJson } from '../route-list.mjs';

export const prerender = true;

export const GET: APIRoute = () => new Response(routeListJson(allRoutes()), { headers: { 'Content-Type': 'application/json' } });
