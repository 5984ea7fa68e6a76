import { describe, expect, it } from 'vitest';
import { maryland } from '../../content/locations/maryland';
import { northernVirginia } from '../../content/locations/northern-virginia';
import { areasOf, citiesOf, findArea, findCity, stateCodeOf } from './places';

describe('derived cities and areas', () => {
  it('derives every Maryland city with its county, state and code', () => {
    const cities = citiesOf(maryland);
    const total = maryland.serviceAreas.reduce((n, area) => n + area.cities.length, 0);
    expect(cities).toHaveLength(total);
    const owings = findCity(maryland, 'owings');
    expect(owings).toMatchObject({ name: 'Owings', county: 'Calvert County', state: 'Maryland', stateCode: 'MD' });
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
  });
  it('gives Virginia the VA code', () => {
    expect(stateCodeOf(northernVirginia)).toBe('VA');
    expect(citiesOf(northernVirginia)[0]?.stateCode).toBe('VA');
  });
  it('derives areas with state Maryland and finds them by slug', () => {
    const areas = areasOf(maryland);
    expect(areas.every((a) => a.state === 'Maryland')).toBe(true);
    expect(findArea(maryland, 'bethesda')).toMatchObject({ name: 'Bethesda', county: 'Montgomery County' });
    expect(findArea(maryland, 'atlantis')).toBeUndefined();
    expect(findCity(maryland, 'atlantis')).toBeUndefined();
  });
});
