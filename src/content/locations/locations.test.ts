import { citySlug } from '../../lib/slug';
import { describe, it, expect } from 'vitest';
import { GRID_SERVICE_SLUGS, SERVICE_SLUGS } from '../services/slugs';
import { type LocationContent } from '../types';
import { contacts, social } from '../site';
import { maryland } from './maryland';
import { locationStats } from './stats';
import { northernVirginia } from './northern-virginia';

/*
 * Invariants of the two location modules. Each check is a function that returns the list of
 * offending items (empty = fine), so the last block can prove, on deliberately broken copies,
 * that every check is able to fail. How many towns a county has is the county's business: a town
 * joins by the recipe of docs/architecture.md. The spec's counts (8 featured neighbourhoods, 9
 * counties, 8 areas) are checked once, in src/test/spec-conformance.test.ts.
 */

const LOCATIONS: [string, LocationContent][] = [
  ['maryland', maryland],
  ['northern-virginia', northernVirginia],
];

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) dupes.add(value);
    seen.add(value);
  }
  return [...dupes];
}

/** Every string in a value, for text-wide checks. */
function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

/** Sentences of a piece of copy (abbreviations such as "St." and initials such as "G." do not end one). */
function sentences(text: string): string[] {
  return text
    .split(/(?<!\b(?:St|Mt|Dr|[A-Z]))\.\s+(?=[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** A location offers the home-grid services (the catalogue without the catalogue-only ones), in SERVICE_SLUGS order. */
function serviceProblems(location: LocationContent): string[] {
  const problems: string[] = [];
  problems.push(...duplicates(location.services).map((slug) => `duplicate service ${slug}`));
  for (const slug of location.services) {
    if (!(SERVICE_SLUGS as readonly string[]).includes(slug)) problems.push(`unknown service ${slug}`);
    if (!GRID_SERVICE_SLUGS.includes(slug)) problems.push(`catalogue-only service ${slug} listed`);
  }
  if (location.services.join() !== GRID_SERVICE_SLUGS.join()) problems.push('not the home-grid services in SERVICE_SLUGS order');
  return problems;
}

function cityNames(location: LocationContent): string[] {
  return location.serviceAreas.flatMap((area) => area.cities.map((city) => city.name));
}

function featuredProblems(location: LocationContent): string[] {
  const problems: string[] = [];
  const featured = location.featuredNeighborhoods;
  problems.push(...duplicates(featured.map((n) => n.name)).map((name) => `duplicate featured ${name}`));
  const cities = new Set(cityNames(location));
  for (const neighborhood of featured) {
    if (neighborhood.description.trim().length === 0) problems.push(`${neighborhood.name}: no description`);
    if (neighborhood.badges.length < 2 || neighborhood.badges.length > 3) {
      problems.push(`${neighborhood.name}: ${neighborhood.badges.length} badges`);
    }
    if (neighborhood.badges.some((badge) => badge.trim().length === 0)) problems.push(`${neighborhood.name}: empty badge`);
    if (!cities.has(neighborhood.name)) problems.push(`${neighborhood.name}: not a city of any area`);
  }
  return problems;
}

function cityProblems(location: LocationContent): string[] {
  const names = cityNames(location);
  return [
    ...duplicates(names).map((name) => `duplicate city ${name}`),
    ...duplicates(names.map(citySlug)).map((slug) => `duplicate city slug ${slug}`),
    ...names.filter((name) => name.trim() !== name || name.length === 0).map((name) => `bad name "${name}"`),
  ];
}

/** City notes and county texts: non-empty, pairwise distinct across the whole location. */
function localTextProblems(location: LocationContent): string[] {
  const texts: string[] = [];
  const problems: string[] = [];
  for (const area of location.serviceAreas) {
    for (const [field, text] of [
      ['permitOffice', area.permitOffice],
      ['housingStock', area.housingStock],
      ['remodelingNote', area.remodelingNote],
    ] as const) {
      if (text.trim().length === 0) problems.push(`${area.name}: empty ${field}`);
      texts.push(text.trim());
    }
    for (const city of area.cities) {
      const count = sentences(city.note).length;
      if (city.note.trim().length === 0) problems.push(`${city.name}: empty note`);
      else if (count > 2) problems.push(`${city.name}: note has ${count} sentences`);
      texts.push(city.note.trim());
    }
  }
  return [...problems, ...duplicates(texts).map((text) => `repeated text: ${text.slice(0, 60)}`)];
}

/**
 * No template sentences: with each city's own name (and its county's) replaced by a placeholder,
 * no sentence may occur in two city notes.
 */
function templateProblems(location: LocationContent): string[] {
  const normalized: string[] = [];
  for (const area of location.serviceAreas) {
    for (const city of area.cities) {
      const note = city.note.split(city.name).join('{city}').split(area.name).join('{area}');
      normalized.push(...new Set(sentences(note).map((sentence) => sentence.toLowerCase())));
    }
  }
  return duplicates(normalized);
}

/** Words of a piece of copy (runs of non-space characters). */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

/**
 * City highlights: present on every city, 2-3 sentences and 35-90 words, not a copy of the note
 * (nor sharing a sentence with it), and no template sentences: with every city and county name of
 * the location replaced by a placeholder, no sentence may occur in two highlights.
 */
function highlightProblems(location: LocationContent): string[] {
  const problems: string[] = [];
  const places = [
    ...location.serviceAreas.flatMap((area) => area.cities.map((city) => city.name)),
    ...location.serviceAreas.map((area) => area.name),
  ].sort((a, b) => b.length - a.length);
  const generic = (text: string): string[] => {
    const replaced = places.reduce((acc, place) => acc.split(place).join('{place}'), text);
    return sentences(replaced).map((sentence) => sentence.toLowerCase());
  };
  const normalized: string[] = [];
  for (const area of location.serviceAreas) {
    for (const city of area.cities) {
      const highlight = city.highlight?.trim() ?? '';
      if (highlight.length === 0) {
        problems.push(`${city.name}: no highlight`);
        continue;
      }
      const count = sentences(highlight).length;
      if (count < 2 || count > 3) problems.push(`${city.name}: highlight has ${count} sentences`);
      const words = wordCount(highlight);
      if (words < 35 || words > 90) problems.push(`${city.name}: highlight has ${words} words`);
      const noteSentences = new Set(generic(city.note));
      if (highlight === city.note.trim() || generic(highlight).some((sentence) => noteSentences.has(sentence))) {
        problems.push(`${city.name}: highlight repeats the note`);
      }
      normalized.push(...new Set(generic(highlight)));
    }
  }
  return [...problems, ...duplicates(normalized).map((sentence) => `template highlight sentence: ${sentence.slice(0, 60)}`)];
}

function placeholderProblems(location: LocationContent): string[] {
  return allText(location).filter((text) => /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b/i.test(text));
}

/** Copy carries no phone numbers, e-mail addresses or links: those come from site.ts. */
function contactInCopyProblems(location: LocationContent): string[] {
  // The sources of the local facts are addresses by nature, and no page shows them.
  const serviceAreas = location.serviceAreas.map(({ sources: _area, ...area }) => ({ ...area, cities: area.cities.map(({ sources: _city, ...city }) => city) }));
  const copy = { ...location, serviceAreas, phone: '', email: '', socialMedia: {} };
  return allText(copy).filter((text) => /@|https?:|www\.|\(?\b\d{3}\)?[\s.-]\d{3}-\d{4}\b/.test(text));
}

function faqProblems(location: LocationContent): string[] {
  const problems: string[] = [];
  if (location.faq.length < 6 || location.faq.length > 8) problems.push(`${location.faq.length} FAQ items`);
  problems.push(...duplicates(location.faq.map((item) => item.question)).map((q) => `duplicate question ${q}`));
  for (const item of location.faq) {
    if (item.question.trim().length === 0 || item.answer.trim().length === 0) problems.push('empty FAQ item');
    if (!item.question.trim().endsWith('?')) problems.push(`not a question: ${item.question}`);
  }
  return problems;
}

describe.each(LOCATIONS)('location %s', (slug, location) => {
  it('is stored under its slug', () => {
    expect(location.slug).toBe(slug);
  });

  it('lists exactly the home-grid services, in SERVICE_SLUGS order', () => {
    expect(serviceProblems(location)).toEqual([]);
  });

  it('has distinct featured neighbourhoods, each described, with 2-3 badges and matching a city', () => {
    expect(featuredProblems(location)).toEqual([]);
  });

  it('has unique city names and city slugs', () => {
    expect(cityProblems(location)).toEqual([]);
  });

  it('serves at least one town in every area', () => {
    for (const area of location.serviceAreas) expect(area.cities.length, area.name).toBeGreaterThan(0);
  });

  it('gives every area 3-5 notable neighbourhoods', () => {
    for (const area of location.serviceAreas) {
      expect(area.notableNeighborhoods.length, area.name).toBeGreaterThanOrEqual(3);
      expect(area.notableNeighborhoods.length, area.name).toBeLessThanOrEqual(5);
    }
  });

  it('has non-empty, mutually distinct city notes and county texts of at most two sentences per note', () => {
    expect(localTextProblems(location)).toEqual([]);
  });

  it('repeats no template sentence across city notes', () => {
    expect(templateProblems(location)).toEqual([]);
  });

  it('has 6 to 8 distinct FAQ items', () => {
    expect(faqProblems(location)).toEqual([]);
  });

  it('has no placeholder text', () => {
    expect(placeholderProblems(location)).toEqual([]);
  });

  it('keeps phones, e-mails and links out of the copy', () => {
    expect(contactInCopyProblems(location)).toEqual([]);
  });

  it('has the page copy the location page needs', () => {
    expect(location.heroDescription.trim()).not.toBe('');
    expect(location.serviceDescription.trim()).not.toBe('');
    expect(location.about.heading.trim()).not.toBe('');
    expect(location.about.paragraphs).toHaveLength(3);
    // The stat cards are the settings' figures (content/locations/stats.ts), never typed here.
    expect(location.stats).toEqual(locationStats);
    expect(location.specialties.length).toBeGreaterThanOrEqual(6);
    expect(location.specialties.length).toBeLessThanOrEqual(8);
  });
});

describe('maryland', () => {
  it('is active, with the Maryland phone, e-mail and all three social links', () => {
    expect(maryland.isActive).toBe(true);
    expect(maryland.name).toBe('Maryland');
    expect(maryland.displayName).toBe('Maryland');
    expect(maryland.phone).toBe(contacts.maryland.phone);
    expect(maryland.email).toBe(contacts.maryland.email);
    expect(maryland.socialMedia).toEqual({
      facebook: social.facebook,
      instagram: social.instagram,
      tiktok: social.tiktok,
    });
  });

  it('places the key towns in their real counties', () => {
    const expected: Record<string, string[]> = {
      'Montgomery County': ['Bethesda', 'Potomac', 'Chevy Chase', 'Rockville', 'Silver Spring', 'Gaithersburg'],
      'Anne Arundel County': ['Annapolis', 'Severna Park', 'Crofton', 'Edgewater'],
      'Calvert County': [
        'Owings',
        'Dunkirk',
        'Huntingtown',
        'Prince Frederick',
        'Chesapeake Beach',
        'North Beach',
        'Solomons',
      ],
      'Charles County': ['Waldorf', 'La Plata'],
      'Howard County': ['Ellicott City', 'Columbia', 'Clarksville'],
      "Prince George's County": ['Bowie', 'Upper Marlboro', 'Laurel'],
      "St. Mary's County": ['Leonardtown', 'California', 'Lexington Park'],
      'Baltimore County': ['Towson', 'Catonsville'],
      'Frederick County': ['Frederick', 'Urbana'],
    };
    for (const [county, towns] of Object.entries(expected)) {
      const area = maryland.serviceAreas.find((candidate) => candidate.name === county);
      expect(area, county).toBeDefined();
      const names = area?.cities.map((city) => city.name) ?? [];
      expect(names, county).toEqual(expect.arrayContaining(towns));
    }
  });

  it('gives every city a highlight of 2-3 sentences and 35-90 words, distinct from its note and from other highlights', () => {
    expect(highlightProblems(maryland)).toEqual([]);
  });

  it('keeps the local facts corrected against primary sources (issue 21)', () => {
    const area = (name: string) => maryland.serviceAreas.find((candidate) => candidate.name === name)!;
    const city = (county: string, name: string) => area(county).cities.find((candidate) => candidate.name === name)!;
    // The Maryland Historical Trust dates Tyson's Glenelg Manor to 1851 (MIHP HO-15).
    const glenelg = city('Howard County', 'Glenelg').note;
    expect(glenelg).toMatch(/Tyson .*around 1851/);
    expect(glenelg).not.toMatch(/1884/);
    // The 1667 brick chapel was not the first Catholic church: chapels stood at St. Mary's City from 1634.
    const chapel = city("St. Mary's County", "St. Mary's City").neighborhoods?.find((n) => n.name === "St. Mary's City Historic District")?.text;
    expect(chapel).toMatch(/brick chapel of about 1667/);
    expect(allText(maryland).join('\n')).not.toMatch(/first Catholic church/i);
    // Wyngate is a Bethesda neighbourhood, not a Frederick one.
    for (const town of area('Frederick County').cities) {
      expect(town.neighborhoods?.map((n) => n.name) ?? [], town.name).not.toContain('Wyngate');
    }
    // Calvert's permit office left the County Services Plaza in 2021; the building was demolished.
    expect(area('Calvert County').permitOffice).toMatch(/County Administration Building, 150 Main Street, in Prince Frederick/);
    expect(allText(maryland).join('\n')).not.toMatch(/County Services Plaza/);
  });

  it('mentions the MHIC license without a license number', () => {
    const text = allText(maryland).join('\n');
    expect(text).toMatch(/Maryland Home Improvement Commission/);
    expect(text).not.toMatch(/MHIC\s*(?:license\s*)?(?:#|No\.?|number)\s*\d/i);
  });
});

describe('northern virginia', () => {
  it('is inactive, with its own phone and e-mail and no tiktok', () => {
    expect(northernVirginia.isActive).toBe(false);
    expect(northernVirginia.name).toBe('Northern Virginia');
    expect(northernVirginia.displayName).toBe('Northern Virginia');
    expect(northernVirginia.phone).toBe(contacts.northernVirginia.phone);
    expect(northernVirginia.email).toBe(contacts.northernVirginia.email);
    expect(northernVirginia.phone).not.toBe(maryland.phone);
    expect(northernVirginia.socialMedia).toEqual({ facebook: social.facebook, instagram: social.instagram });
    expect('tiktok' in northernVirginia.socialMedia).toBe(false);
  });
});

describe('the checks catch broken data', () => {
  const broken = (): LocationContent => structuredClone(maryland);

  it('flags a wrong service list', () => {
    const withVanities = broken();
    withVanities.services[0] = 'bathroom-vanities';
    expect(serviceProblems(withVanities)).not.toEqual([]);
    const short = broken();
    short.services.pop();
    expect(serviceProblems(short)).not.toEqual([]);
    const doubled = broken();
    doubled.services[1] = 'custom-woodworking';
    expect(serviceProblems(doubled)).not.toEqual([]);
  });

  it('flags featured neighbourhoods that are repeated, unbadged or not a city', () => {
    const repeated = broken();
    repeated.featuredNeighborhoods[1] = repeated.featuredNeighborhoods[0]!;
    expect(featuredProblems(repeated)).not.toEqual([]);
    const oneBadge = broken();
    oneBadge.featuredNeighborhoods[0]!.badges = ['Historic Homes'];
    expect(featuredProblems(oneBadge)).not.toEqual([]);
    const unknown = broken();
    unknown.featuredNeighborhoods[0]!.name = 'Atlantis';
    expect(featuredProblems(unknown)).not.toEqual([]);
  });

  it('flags duplicate cities and repeated or empty local text', () => {
    const dupeCity = broken();
    const calvert = dupeCity.serviceAreas[1]!;
    calvert.cities.push({ name: 'Annapolis', note: 'A second Annapolis with a note of its own.' });
    expect(cityProblems(dupeCity)).not.toEqual([]);

    const sameNote = broken();
    const cities = sameNote.serviceAreas[0]!.cities;
    cities[1]!.note = cities[0]!.note;
    expect(localTextProblems(sameNote)).not.toEqual([]);

    const emptyPermit = broken();
    emptyPermit.serviceAreas[2]!.permitOffice = ' ';
    expect(localTextProblems(emptyPermit)).not.toEqual([]);

    const sharedText = broken();
    sharedText.serviceAreas[3]!.remodelingNote = sharedText.serviceAreas[4]!.housingStock;
    expect(localTextProblems(sharedText)).not.toEqual([]);
  });

  it('flags template sentences with only the name swapped', () => {
    const templated = broken();
    const [first, second] = templated.serviceAreas[0]!.cities;
    first!.note = `${first!.name} homeowners trust our team. We build kitchens there.`;
    second!.note = `${second!.name} homeowners trust our team. Decks are popular in town.`;
    expect(templateProblems(templated)).not.toEqual([]);
  });

  it('flags missing, misshapen, note-copying or templated highlights', () => {
    const missing = broken();
    delete missing.serviceAreas[0]!.cities[0]!.highlight;
    expect(highlightProblems(missing)).not.toEqual([]);

    const oneSentence = broken();
    oneSentence.serviceAreas[1]!.cities[0]!.highlight =
      'Our crews build decks, kitchens, basements, closets, mantels and built-ins for the wooded lots and walkout colonials of northern Calvert, working from the shop just down the road and finishing every job with the same careful trim details and clean sites that our neighbors have come to expect from us over the years.';
    expect(highlightProblems(oneSentence)).not.toEqual([]);

    const tooShort = broken();
    tooShort.serviceAreas[1]!.cities[0]!.highlight = 'We build decks here. We also finish basements.';
    expect(highlightProblems(tooShort)).not.toEqual([]);

    const tooLong = broken();
    const longCity = tooLong.serviceAreas[1]!.cities[0]!;
    longCity.highlight = `${longCity.highlight} ${longCity.highlight}`.replace(/\.$/, ' and more.');
    expect(highlightProblems(tooLong)).not.toEqual([]);

    const copiesNote = broken();
    const copier = copiesNote.serviceAreas[2]!.cities[0]!;
    copier.highlight = copier.note;
    expect(highlightProblems(copiesNote)).not.toEqual([]);

    const templated = broken();
    const [first, second] = templated.serviceAreas[3]!.cities;
    const shared = 'Our crews in {place} build decks, finish basements and remodel kitchens for families who plan to stay for many years.';
    first!.highlight = `${first!.highlight} ${shared.replace('{place}', first!.name)}`;
    second!.highlight = `${second!.highlight} ${shared.replace('{place}', second!.name)}`;
    expect(highlightProblems(templated)).not.toEqual([]);
  });

  it('flags placeholders, contact details in copy and a short FAQ', () => {
    const lorem = broken();
    lorem.heroDescription = 'Lorem ipsum dolor sit amet.';
    expect(placeholderProblems(lorem)).not.toEqual([]);
    const todo = broken();
    todo.serviceAreas[0]!.cities[0]!.note = 'TODO: write this note.';
    expect(placeholderProblems(todo)).not.toEqual([]);
    const phoneInCopy = broken();
    phoneInCopy.faq[0]!.answer = 'Call (410) 555-0142 today.';
    expect(contactInCopyProblems(phoneInCopy)).not.toEqual([]);
    const shortFaq = broken();
    shortFaq.faq = shortFaq.faq.slice(0, 5);
    expect(faqProblems(shortFaq)).not.toEqual([]);
  });
});
