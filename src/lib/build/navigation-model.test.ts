import { describe, expect, it } from 'vitest';
import { buildNavigation } from './navigation-model';

const maryland = [{ label: 'Maryland', href: '/locations/maryland' }];

describe('buildNavigation', () => {
  it('uses in-page anchors on the home page', () => {
    const nav = buildNavigation('home', maryland);
    expect(nav.links.map((l) => [l.label, l.href])).toEqual([
      ['Home', '#home'],
      ['Services', '#services'],
      ['Gallery', '#gallery'],
      ['About', '#about'],
      ['Financing', '/financing'],
      ['Contact', '#contact'],
    ]);
    expect(nav.consultation).toBeUndefined();
  });

  it('prefixes the section links with / elsewhere', () => {
    const nav = buildNavigation('page', maryland);
    expect(nav.links.map((l) => l.href)).toEqual(['/#home', '/#services', '/#gallery', '/#about', '/financing', '/#contact']);
    expect(nav.links.some((l) => l.label === 'Service Areas')).toBe(false);
  });

  it('adds Service Areas before Contact and the consultation button on location pages', () => {
    const nav = buildNavigation('location', maryland);
    expect(nav.links.map((l) => l.label)).toEqual(['Home', 'Services', 'Gallery', 'About', 'Financing', 'Service Areas', 'Contact']);
    expect(nav.links.find((l) => l.label === 'Service Areas')?.href).toBe('#service-areas');
    expect(nav.consultation).toEqual({ label: 'Project Consultation', href: '#contact' });
  });

  it('lists the locations it is given', () => {
    expect(buildNavigation('page', maryland).locations).toEqual(maryland);
  });
});
