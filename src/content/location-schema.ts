import { z } from 'zod';
import { EMAIL, matching, SLUG } from './field-rules';
import { HOME_TYPES, LOCAL_REVIEWS } from './local-facts/vocabulary';
import { SERVICE_SLUGS } from './services/slugs';

/**
 * A location as a runtime schema (LocationContent is inferred from it): the `locations`
 * collection checks every location module against it, one the Location Page Generator wrote from
 * staff input included. Objects are strict, so a misspelt or unknown field is an error rather
 * than silently ignored.
 */

const text = z.string();
const nonBlank = z.string().refine((value) => value.trim().length > 0, { message: 'must not be blank' });

/**
 * A page a place's facts were checked against: its address, the day it was read (YYYY-MM-DD) and
 * which facts it backs. Kept as data beside the text so tests, the audit and the editor read it.
 */
export const factSourceSchema = z.strictObject({ url: z.url(), checked: z.iso.date(), supports: nonBlank });

/** Sources of a county's, a town's or a permit statement's facts: primary sources first. */
export const factSourcesSchema = z.array(factSourceSchema);

/** Something homeowners of one town ask us for: shown only on the pages of the services it names. */
export const localProjectSchema = z.strictObject({
  services: z.array(z.enum(SERVICE_SLUGS)).min(1),
  /** One or two sentences about this kind of work in this town. */
  text: nonBlank,
});

/** A city or town a location serves, with something true and local to say about it. */
export const serviceCitySchema = z.strictObject({
  name: nonBlank,
  /**
   * One or two specific sentences about the place: history, setting, streets and houses. It is
   * shown on the pages of every service, so it names no kind of work we do (that goes in projects).
   */
  note: text,
  /** Two or three more sentences about the place, under the same rule as the note. */
  highlight: text.optional(),
  /**
   * Named neighborhoods, subdivisions or sections of the town, each with one sentence about the
   * place (era and style of its houses, setting). Like the note, they name no kind of work.
   */
  neighborhoods: z.array(z.strictObject({ name: nonBlank, text: nonBlank })).optional(),
  /** Approximate town centre, in decimal degrees: nearby towns and the distance from the shop. */
  geo: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  /** The kinds of houses most of the town is made of, most common first (one to three). */
  homeTypes: z.array(z.enum(HOME_TYPES)).optional(),
  /** What homeowners here ask us for, each tagged with the services it is about. */
  projects: z.array(localProjectSchema).optional(),
  /**
   * Reviews beyond the building permit that really apply to some homes here, each one sentence
   * saying which homes and who reviews what. Shown on the pages of services that can trigger it.
   * Without text, the county's sentence of that kind applies (a rule of the county is said once).
   */
  reviews: z.array(z.strictObject({ kind: z.enum(LOCAL_REVIEWS), text: nonBlank.optional() })).optional(),
  /**
   * Who issues building permits for homes inside the town's limits, where that is not the county's
   * office: the town's own office (or the office it has handed its permits to).
   */
  permitOffice: nonBlank.optional(),
  /**
   * Who issues electrical and plumbing permits inside the limits of a town with its own permit
   * office, where that is the town too; otherwise the county's office is named.
   */
  tradePermits: z.strictObject({ electrical: nonBlank.optional(), plumbing: nonBlank.optional() }).optional(),
  /** Where the town's facts were checked (every hand-written town has them; docs/content.md). */
  sources: factSourcesSchema.optional(),
});

/** Who issues which permit in a county, named so a sentence can read them. */
export const countyPermitsSchema = z.strictObject({
  /** Building permits, e.g. "the Montgomery County Department of Permitting Services (DPS)". */
  building: nonBlank,
  /** Where that office sits, e.g. "Wheaton". */
  buildingCity: nonBlank,
  /**
   * Electrical permits, e.g. "DPS". Read inside service sentences after "from", so a qualifier goes
   * in brackets: "the same county department (applied for by a licensed master electrician)".
   */
  electrical: nonBlank,
  /** Plumbing and gas permits, e.g. "WSSC Water". */
  plumbing: nonBlank,
  /** Depth below grade deck and addition footings must reach there, in inches. */
  frostDepthInches: z.number().int().positive().optional(),
});

/** A county (or, for Northern Virginia, an area) and the cities in it. */
export const serviceAreaSchema = z
  .strictObject({
    name: nonBlank,
    cities: z.array(serviceCitySchema),
    /** Who issues building permits there, e.g. "Montgomery County Department of Permitting Services in Rockville". */
    permitOffice: text,
    /** Era and style of the housing stock, and what that means for remodeling. */
    housingStock: text,
    notableNeighborhoods: z.array(text),
    /** A practical local consideration (soil, HOA rules, historic districts, climate). */
    remodelingNote: text,
    /** The offices by permit kind, for sentences about one service's permits. */
    permits: countyPermitsSchema.optional(),
    /** Reviews that apply to some of the county's towns, each said once; a town lists the kinds that apply to it. */
    reviews: z.array(z.strictObject({ kind: z.enum(LOCAL_REVIEWS), text: nonBlank })).optional(),
    /** Where the county's facts were checked: its own permit pages first. */
    sources: factSourcesSchema.optional(),
  })
  .superRefine((area, ctx) => {
    // A town's review without its own text quotes the county's sentence of that kind.
    area.cities.forEach((city, cityIndex) =>
      (city.reviews ?? []).forEach((review, reviewIndex) => {
        if (review.text !== undefined || area.reviews?.some((own) => own.kind === review.kind)) return;
        ctx.addIssue({
          code: 'custom',
          path: ['cities', cityIndex, 'reviews', reviewIndex],
          message: `${city.name} lists a ${review.kind} review without text, and ${area.name} has no ${review.kind} sentence of its own`,
        });
      }),
    );
  });

export const featuredNeighborhoodSchema = z.strictObject({
  name: nonBlank,
  description: text,
  badges: z.array(text),
});

export const locationSchema = z.strictObject({
  /** Part of every address of the location: lowercase words joined by single hyphens. */
  slug: matching(SLUG, 'Slug'),
  /** State or region name, e.g. "Maryland". */
  name: nonBlank,
  /** Used in labels such as "Call {displayName}" and titles. */
  displayName: nonBlank,
  isActive: z.boolean(),
  /** Two-letter state code; when absent, spec 3's rule applies (MD for maryland, otherwise VA). */
  stateAbbr: z.string().max(2).optional(),
  phone: text,
  /** Optional: falls back to the generic company e-mail. */
  email: matching(EMAIL, 'E-mail').optional(),
  /** When the phone is answered, e.g. Mon-Fri 7AM-7PM (spec 9: Maryland). */
  phoneHours: z.array(z.strictObject({ days: text, hours: text })).optional(),
  heroDescription: text,
  serviceDescription: text,
  about: z.strictObject({
    heading: text,
    paragraphs: z.array(text),
  }),
  serviceAreas: z.array(serviceAreaSchema),
  /** The 18 services offered there (catalogue slugs, in display order). */
  services: z.array(z.enum(SERVICE_SLUGS)),
  /** Exactly eight. */
  featuredNeighborhoods: z.array(featuredNeighborhoodSchema),
  stats: z.array(z.strictObject({ value: text, label: text })),
  faq: z.array(z.strictObject({ question: text, answer: text })),
  specialties: z.array(text),
  socialMedia: z.strictObject({
    facebook: z.url(),
    instagram: z.url(),
    tiktok: z.url().optional(),
  }),
});
