import { describe, expect, it } from 'vitest';
import { autoLink } from './autolink';

const targets = [
  { phrase: 'bathroom remodeling', href: '/services/bathroom-remodeling' },
  { phrase: 'kitchen remodeling', href: '/services/kitchen-remodeling' },
  { phrase: 'decks', href: '/services/outdoor-decks' },
];

describe('autoLink', () => {
  it('links the first occurrence of each phrase, case-insensitively, keeping the text', () => {
    const segments = autoLink('Kitchen remodeling takes longer than bathroom remodeling; kitchen remodeling again.', targets);
    expect(segments.map((s) => s.text).join('')).toBe('Kitchen remodeling takes longer than bathroom remodeling; kitchen remodeling again.');
    expect(segments.filter((s) => s.href).map((s) => [s.text, s.href])).toEqual([
      ['Kitchen remodeling', '/services/kitchen-remodeling'],
      ['bathroom remodeling', '/services/bathroom-remodeling'],
    ]);
  });
  it('matches whole words only and leaves markup-like text as text', () => {
    expect(autoLink('Redecks <b>', targets)).toEqual([{ text: 'Redecks <b>' }]);
  });
  it('returns the text alone when nothing matches', () => {
    expect(autoLink('Permits take two weeks.', targets)).toEqual([{ text: 'Permits take two weeks.' }]);
  });
});
