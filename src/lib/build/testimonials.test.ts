import { describe, expect, it } from 'vitest';
import { primaryLocation } from '../../content/locations';
import { testimonialList } from '../../content/testimonials';
import type { TestimonialContent } from '../../content/types';
import { testimonialsFor } from './testimonials';

const maryland = { slug: 'maryland' };
const northernVirginia = { slug: 'northern-virginia' };

let made = 0;
function testimonial(change: Partial<TestimonialContent>): TestimonialContent {
  made += 1;
  return {
    slug: `testimonial-${made}`,
    quote: `Quote ${made}`,
    name: `Name ${made}.`,
    town: 'Owings, MD',
    service: 'kitchen-remodeling',
    date: '2024-01-01',
    source: 'written consent on file',
    sample: false,
    ...change,
  };
}

describe('the testimonials a location page shows', () => {
  it("the Maryland page shows Maryland's newest testimonials, samples only while there is no real one", () => {
    const maryland = testimonialList.filter((testimonial) => testimonial.town.endsWith(', MD'));
    const real = maryland.filter((testimonial) => !testimonial.sample);
    const expected = (real.length > 0 ? real : maryland).slice(0, 3);
    expect(testimonialsFor(primaryLocation).map((item) => [item.name, item.place, item.sample])).toEqual(
      expected.map((testimonial) => [testimonial.name, testimonial.town, testimonial.sample]),
    );
    expect(testimonialsFor(primaryLocation).length).toBeGreaterThan(0);
  });

  it('only those from towns of its state', () => {
    const list = [testimonial({ town: 'Owings, MD' }), testimonial({ town: 'Arlington, VA' })];
    expect(testimonialsFor(maryland, list).map((item) => item.place)).toEqual(['Owings, MD']);
    expect(testimonialsFor(northernVirginia, list).map((item) => item.place)).toEqual(['Arlington, VA']);
    expect(testimonialsFor({ slug: 'new-jersey', stateAbbr: 'NJ' }, list)).toEqual([]);
  });

  it('samples only while the state has no real testimonial: one real testimonial replaces them all', () => {
    const samples = [testimonial({ sample: true, date: '2024-05-01' }), testimonial({ sample: true, date: '2024-06-01' })];
    expect(testimonialsFor(maryland, samples).map((item) => item.sample)).toEqual([true, true]);
    const real = testimonial({ date: '2023-01-01', name: 'Real C.' });
    expect(testimonialsFor(maryland, [...samples, real])).toEqual([
      { quote: real.quote, name: 'Real C.', place: 'Owings, MD', sample: false },
    ]);
    // A Virginia testimonial does not retire Maryland's samples.
    expect(testimonialsFor(maryland, [...samples, testimonial({ town: 'Arlington, VA' })])).toHaveLength(2);
  });

  it('the newest first, at most three, with the link of a published review', () => {
    const list = ['2022-03-01', '2024-11-30', '2023-07-15', '2024-02-10'].map((date) =>
      testimonial({ date, source: `https://reviews.example.com/${date}` }),
    );
    const shown = testimonialsFor(maryland, list);
    expect(shown.map((item) => item.reviewUrl)).toEqual([
      'https://reviews.example.com/2024-11-30',
      'https://reviews.example.com/2024-02-10',
      'https://reviews.example.com/2023-07-15',
    ]);
    expect(testimonialsFor(maryland, list, 10)).toHaveLength(4);
  });
});
