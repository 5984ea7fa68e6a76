import { describe, expect, it } from 'vitest';
import { maryland } from '../content/locations/maryland';
import { services } from '../content/services';
import { SERVICE_SLUGS } from '../content/types';
import { cityFaq, cityServiceFaq, cityServiceTimeline, cityServiceVariant, firstSentence, otherServices } from './local-pages';
import { findCity } from './places';

const bowie = findCity(maryland, 'bowie')!;
const owings = findCity(maryland, 'owings')!;

describe('local page copy', () => {
  it('gives the advertised timelines: kitchen 6-12 weeks, bathroom 3-6, others 2-8', () => {
    expect(cityServiceTimeline('kitchen-remodeling')).toBe('6-12 weeks');
    expect(cityServiceTimeline('bathroom-remodeling')).toBe('3-6 weeks');
    expect(cityServiceTimeline('outdoor-decks')).toBe('2-8 weeks');
    expect(cityServiceFaq(maryland, bowie, services['kitchen-remodeling'])[0]?.answer).toContain('6-12 weeks');
  });

  it('fills every placeholder of the city FAQ with local facts', () => {
    const faq = cityFaq(maryland, owings);
    expect(faq).toHaveLength(4);
    expect(JSON.stringify(faq)).not.toMatch(/\{\w+\}/);
    expect(faq[1]?.answer).toContain(owings.area.permitOffice.replace(/\.$/, ''));
    expect(faq[2]?.answer).toBe(owings.area.housingStock);
  });

  it('varies intros deterministically between towns', () => {
    const a = cityServiceVariant({ name: 'Bowie' }, { slug: 'kitchen-remodeling' });
    expect(cityServiceVariant({ name: 'Bowie' }, { slug: 'kitchen-remodeling' })).toEqual(a);
    const intros = new Set(['Bowie', 'Laurel', 'Owings', 'Dunkirk', 'Waldorf'].map((name) => cityServiceVariant({ name }, { slug: 'kitchen-remodeling' }).intro));
    expect(intros.size).toBeGreaterThan(1);
  });

  it('lists the first three other services', () => {
    expect(otherServices(SERVICE_SLUGS, 'custom-woodworking')).toEqual(['kitchen-remodeling', 'bathroom-remodeling', 'home-additions']);
    expect(otherServices(SERVICE_SLUGS, 'kitchen-remodeling')).toEqual(['custom-woodworking', 'bathroom-remodeling', 'home-additions']);
  });

  it('cuts a note at its first sentence', () => {
    expect(firstSentence('Fort George G. Meade is near. More text.')).toBe('Fort George G. Meade is near.');
    expect(firstSentence('One sentence only')).toBe('One sentence only');
  });
});
