// @vitest-environment dom-server
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locationPage } from '../../content/location-page';
import { Testimonials } from './testimonials';

const labels = locationPage.testimonials;
const real = { quote: 'They finished on time.', name: 'Real C.', place: 'Owings, MD' };

afterEach(cleanup);

describe('the testimonial cards', () => {
  it('show the quote and who said it, from where', () => {
    render(<Testimonials items={[real]} labels={labels} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('They finished on time.').closest('blockquote')).not.toBeNull();
    expect(card).toHaveTextContent('Real C., Owings, MD');
    expect(card).not.toHaveTextContent(labels.sampleLabel);
  });

  it('label a sample as one, so placeholder text never passes for a customer’s words', () => {
    render(<Testimonials items={[{ ...real, sample: true }]} labels={labels} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(labels.sampleLabel);
    expect(labels.sampleLabel).toMatch(/sample/i);
  });

  it('link a published review, saying whose it is', () => {
    render(<Testimonials items={[{ ...real, reviewUrl: 'https://reviews.example.com/1' }]} labels={labels} />);
    // jsdom drops the space a browser keeps before the screen-reader text.
    const link = screen.getByRole('link', { name: new RegExp(`^${labels.reviewLinkLabel}\\s*by Real C\\.$`) });
    expect(link).toHaveAttribute('href', 'https://reviews.example.com/1');
  });
});
