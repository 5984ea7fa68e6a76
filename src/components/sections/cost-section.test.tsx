// @vitest-environment dom-server
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { costSection } from '../../content/costs';
import { CostSection } from './cost-section';

const copy = { ...costSection, heading: 'Typical prices for Deck Lighting in Maryland' };
const drivers = [
  { title: 'Permits and inspections', body: 'The county inspects the wiring.', sources: [{ name: 'County permits', url: 'https://permits.example.gov/' }] },
  { title: costSection.materialsTitle, body: 'Brass fixtures cost more than composite ones.', sources: [] },
];
const ranges = [
  { size: 'Steps and posts', text: '$2,000 to $5,000', sample: true, financingHref: '/financing?cost=3500' },
  { size: 'Whole deck', text: '$600 to $900', sample: false },
];

afterEach(cleanup);

describe('the cost section', () => {
  it('shows each size with its range, marks a sample figure, and links a range the calculator takes', () => {
    render(<CostSection headingId="cost-heading" copy={copy} ranges={ranges} assumes="Low-voltage fixtures." drivers={drivers} />);
    expect(screen.getByRole('heading', { level: 2, name: copy.heading })).toBeInTheDocument();
    const [sample, confirmed] = screen.getAllByTestId('cost-range');
    expect(sample).toHaveTextContent(`Steps and posts$2,000 to $5,000${costSection.sampleNote}`);
    const link = within(sample!).getByRole('link', { name: costSection.financingLabel });
    expect(link).toHaveAttribute('href', '/financing?cost=3500');
    expect(link).toHaveAccessibleDescription('Steps and posts');
    expect(confirmed).not.toHaveTextContent(costSection.sampleNote);
    expect(within(confirmed!).queryByRole('link')).toBeNull();
  });

  it('lists the drivers with the sources of each, and says what the ranges assume', () => {
    render(<CostSection headingId="cost-heading" copy={copy} ranges={ranges} assumes="Low-voltage fixtures." drivers={drivers} />);
    const [permits, materials] = screen.getAllByTestId('cost-driver');
    expect(within(permits!).getByRole('link', { name: 'County permits' })).toHaveAttribute('href', 'https://permits.example.gov/');
    expect(materials).toHaveTextContent('Brass fixtures cost more than composite ones.');
    expect(within(materials!).queryByText(costSection.sourcesLabel)).toBeNull();
    expect(screen.getByText('Low-voltage fixtures.')).toBeInTheDocument();
  });

  it('quotes a published figure only when there is one, with its link', () => {
    render(<CostSection headingId="cost-heading" copy={copy} ranges={ranges} assumes="-" drivers={drivers} />);
    expect(screen.queryByTestId('cost-published')).toBeNull();
    cleanup();
    const published = { text: 'A report puts the average at $4,000 (Washington, D.C., 2030).', url: 'https://report.example/2030' };
    render(<CostSection headingId="cost-heading" copy={copy} ranges={ranges} assumes="-" drivers={drivers} published={published} />);
    const quoted = screen.getByTestId('cost-published');
    expect(quoted).toHaveTextContent(published.text);
    expect(within(quoted).getByRole('link', { name: costSection.publishedLinkLabel })).toHaveAttribute('href', published.url);
  });
});
