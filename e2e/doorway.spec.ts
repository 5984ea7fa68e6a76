import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maryland } from '../src/content/locations/maryland';
import { SERVICE_SLUGS } from '../src/content/types';
import { citiesOf } from '../src/lib/places';
import { distDir } from './support/site';
import { jaccard, mainText } from './support/similarity';

/**
 * Programmatic town pages must not be near-duplicates (search engines demote doorway pages):
 * two city+service pages of the same service, even in the same county, share less than half
 * of their 5-word shingles.
 */
test('city+service pages of one service differ between neighbouring towns', () => {
  const cities = citiesOf(maryland);
  const text = (city: string, service: string) =>
    mainText(readFileSync(join(distDir, 'locations', 'maryland', city, `${service}.html`), 'utf8'));
  const scores: string[] = [];
  let worst = 0;
  for (const service of SERVICE_SLUGS) {
    for (const area of maryland.serviceAreas) {
      const [a, b] = cities.filter((c) => c.county === area.name);
      if (!a || !b) continue;
      const score = jaccard(text(a.slug, service), text(b.slug, service));
      worst = Math.max(worst, score);
      if (score >= 0.5) scores.push(`${service}: ${a.slug} ~ ${b.slug} = ${score.toFixed(2)}`);
    }
  }
  expect(scores).toEqual([]);
  expect(worst).toBeGreaterThan(0);
});
