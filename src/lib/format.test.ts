import { describe, expect, it } from 'vitest';
import { emailBreakParts, fillTemplate, formatDay, formatDollars, listPhrase, servicesPhrase, withArticle } from './format';

describe('fillTemplate', () => {
  it('fills every placeholder, repeated or not', () => {
    expect(fillTemplate('Photo {current} of {total}', { current: 2, total: 5 })).toBe('Photo 2 of 5');
    expect(fillTemplate('{a}{a}', { a: 'x' })).toBe('xx');
  });
  it('leaves unknown placeholders visible', () => {
    expect(fillTemplate('Call {name}', {})).toBe('Call {name}');
  });
});

describe('listPhrase', () => {
  it('joins with commas and a final "and"', () => {
    expect(listPhrase([])).toBe('');
    expect(listPhrase(['Alexandria'])).toBe('Alexandria');
    expect(listPhrase(['Alexandria', 'Arlington County', 'Fairfax County'])).toBe('Alexandria, Arlington County and Fairfax County');
  });
});

describe('servicesPhrase and withArticle', () => {
  it('never doubles "Services"', () => {
    expect(servicesPhrase('Kitchen Remodeling')).toBe('Kitchen Remodeling Services');
    expect(servicesPhrase('Roofing Services')).toBe('Roofing Services');
  });
  it('puts "an" before a vowel sound', () => {
    expect(withArticle('deck')).toBe('a deck');
    expect(withArticle('entertainment center')).toBe('an entertainment center');
    expect(withArticle('unfinished room')).toBe('an unfinished room');
    expect(withArticle('usable room')).toBe('a usable room');
  });
});

describe('formatDay', () => {
  it('writes a content day as US readers write it, the same day in every time zone', () => {
    expect(formatDay('2025-06-02')).toBe('June 2, 2025');
    expect(formatDay('2024-12-31')).toBe('December 31, 2024');
  });
});

describe('emailBreakParts', () => {
  it('ends a part after the @ and after each dot, and the parts spell the address', () => {
    expect(emailBreakParts('maryland@hearthwoodremodeling.example')).toEqual(['maryland@', 'hearthwoodremodeling.', 'example']);
    expect(emailBreakParts('first.last@mail.example.com').join('')).toBe('first.last@mail.example.com');
    expect(emailBreakParts('first.last@mail.example.com')).toEqual(['first.', 'last@', 'mail.', 'example.', 'com']);
  });
});

describe('formatDollars', () => {
  it('states whole dollars with a dollar sign and thousands separators', () => {
    expect(formatDollars(45000)).toBe('$45,000');
    expect(formatDollars(1_250_000)).toBe('$1,250,000');
    expect(formatDollars(800)).toBe('$800');
  });

  it('rounds cents away and states nothing odd for a value that is not a number', () => {
    expect(formatDollars(37500.6)).toBe('$37,501');
    expect(formatDollars(Number.NaN)).toBe('$0');
  });
});
