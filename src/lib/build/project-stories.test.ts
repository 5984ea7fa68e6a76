import { describe, expect, it } from 'vitest';
import type { TestimonialContent } from '../../content/types';
import { marylandLike } from '../../test/route-fixtures';
import { citiesOf } from './places';
import { resolveStories, storiesIn, storiesOf } from './project-stories';

/** The stories on the made-up location of src/test/route-fixtures.ts. */
const [town, other] = citiesOf(marylandLike);
if (!town || !other) throw new Error('the fixture location needs two towns');

const project = (slug: string, city: string, extra: { testimonial?: string; service?: 'kitchen-remodeling' | 'outdoor-decks' } = {}) => ({
  slug,
  town: { state: marylandLike.slug, city },
  service: extra.service ?? ('kitchen-remodeling' as const),
  promised: { from: 6, to: 8, unit: 'week' as const },
  actual: { from: 9, to: 9, unit: 'week' as const },
  ...(extra.testimonial ? { testimonial: extra.testimonial } : {}),
});

const testimonial = (slug: string, place: string, service: TestimonialContent['service']): TestimonialContent => ({
  slug,
  quote: 'They did what they said.',
  name: 'A. B.',
  town: place,
  service,
  date: '2024-01-02',
  source: 'written consent on file',
  sample: false,
});

describe('project stories', () => {
  it('find their town and write their durations as the site writes every duration', () => {
    const [story] = resolveStories([project('a-kitchen', town.slug)], [marylandLike], []);
    expect(story?.city.name).toBe(town.name);
    expect(story?.city.county).toBe(town.county);
    expect([story?.promised, story?.actual]).toEqual(['6-8 weeks', '9 weeks']);
  });

  it('refuse a town the location has no page for, naming the file and the field', () => {
    expect(() => resolveStories([project('lost', 'atlantis')], [marylandLike], [])).toThrow(/src\/content\/gallery\/lost\.yaml › town\.city: "atlantis"/);
    expect(() => resolveStories([{ ...project('far', town.slug), town: { state: 'nowhere', city: town.slug } }], [marylandLike], [])).toThrow(/town\.state: "nowhere"/);
  });

  it('take the client’s words only from a testimonial of the same town and service', () => {
    const place = `${town.name}, ${town.stateCode}`;
    const own = testimonial('own-words', place, 'kitchen-remodeling');
    const [story] = resolveStories([project('a-kitchen', town.slug, { testimonial: 'own-words' })], [marylandLike], [own]);
    expect(story?.testimonial?.slug).toBe('own-words');
    expect(() => resolveStories([project('a-kitchen', town.slug, { testimonial: 'missing' })], [marylandLike], [own])).toThrow(/no testimonial "missing"/);
    const elsewhere = testimonial('elsewhere', `${other.name}, ${other.stateCode}`, 'kitchen-remodeling');
    expect(() => resolveStories([project('a-kitchen', town.slug, { testimonial: 'elsewhere' })], [marylandLike], [elsewhere])).toThrow(/not this project/);
    const deck = testimonial('deck', place, 'outdoor-decks');
    expect(() => resolveStories([project('a-kitchen', town.slug, { testimonial: 'deck' })], [marylandLike], [deck])).toThrow(/not this project/);
  });

  it('are listed by town and by service, in their order', () => {
    const stories = resolveStories(
      [project('one', town.slug), project('two', other.slug, { service: 'outdoor-decks' }), project('three', town.slug, { service: 'outdoor-decks' })],
      [marylandLike],
      [],
    );
    expect(storiesIn(stories, marylandLike.slug, town.slug).map((story) => story.slug)).toEqual(['one', 'three']);
    expect(storiesOf(stories, 'outdoor-decks').map((story) => story.slug)).toEqual(['two', 'three']);
    expect(storiesIn(stories, 'elsewhere', town.slug)).toEqual([]);
  });
});
