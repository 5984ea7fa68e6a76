import { readFileSync } from 'node:fs';
const locs = [...readFileSync('dist/sitemap.xml','utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(m=>m[1]);
const byFirst = new Map<string, number>();
for (const l of locs) { const p = new URL(l).pathname.split('/').filter(Boolean); const k = p.length === 0 ? '/' : `${p[0]}/${p.length}`; byFirst.set(k, (byFirst.get(k) ?? 0) + 1); }
console.log([...byFirst].sort().join('\n'));
