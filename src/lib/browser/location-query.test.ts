// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLocationQuery, selectedVariant } from './location-query';

const page = `
  <meta name="description" content="Default description">
  <meta name="keywords" content="decks">
  <p data-variant-text='{"maryland":"Serving Maryland"}'>Built to Last</p>
  <h1 data-variant-text='{"maryland":"Outdoor Decks in Maryland"}'>Outdoor Decks</h1>
  <a data-variant-hide href="#contact">Design My Deck</a>
  <a data-variant-show="maryland" hidden href="tel:4105550142">Call Maryland</a>
  <section data-variant-show="maryland other" hidden>Certified Excellence</section>
  <div hidden id="page-variants" data-variants='{"maryland":{"title":"Outdoor Decks Maryland | Brand","description":"Professional outdoor decks contractor in Maryland","keywords":"decks, Maryland"}}'></div>`;

describe('page variants without a framework', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Outdoor Decks Services | Brand</title>';
    document.body.innerHTML = page;
  });

  it('selects a known slug, case-insensitively, and ignores unknown, empty or absent values', () => {
    expect(selectedVariant('?location=maryland', ['maryland'])).toBe('maryland');
    expect(selectedVariant('?location=MARYLAND', ['maryland'])).toBe('maryland');
    for (const search of ['?location=nowhere', '?location=', '', '?other=maryland']) expect(selectedVariant(search, ['maryland'])).toBeUndefined();
  });

  it('switches title, description, keywords, texts and buttons for a known location', () => {
    expect(applyLocationQuery(document, '?location=maryland')).toBe('maryland');
    expect(document.title).toBe('Outdoor Decks Maryland | Brand');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Professional outdoor decks contractor in Maryland');
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('decks, Maryland');
    expect(document.querySelector('h1')?.textContent).toBe('Outdoor Decks in Maryland');
    expect(document.querySelector<HTMLElement>('[data-variant-hide]')?.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('a[data-variant-show]')?.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('section')?.hidden).toBe(false);
  });

  it('changes nothing for an unknown location or broken data', () => {
    expect(applyLocationQuery(document, '?location=atlantis')).toBeUndefined();
    expect(document.querySelector('h1')?.textContent).toBe('Outdoor Decks');
    expect(document.querySelector<HTMLElement>('section')?.hidden).toBe(true);
    document.getElementById('page-variants')!.dataset.variants = '{not json';
    expect(applyLocationQuery(document, '?location=maryland')).toBeUndefined();
  });
});
