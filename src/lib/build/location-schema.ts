import { z } from 'zod';
import { HOME_TYPES, LOCAL_REVIEWS } from '../../content/local-facts/vocabulary';
import { SERVICE_SLUGS } from '../../content/services/slugs';
import { type LocationContent } from '../../content/types';

/**
 * LocationContent as a runtime schema, for data that crosses a trust boundary: a location module
 * written by the Location Page Generator from staff input is checked against it before it is
 * registered (and the tests hold the hand-written locations to it too). Objects are strict, so a
 * misspelt or unknown field is an error rather than silently ignored.
 */

const text = z.string();
const nonBlank = z.string().refine((value) => value.trim().length > 0, { message: 'must not be blank' });

export const serviceCitySchema = z.strictObject({
  name: nonBlank,
  note: text,
  highlight: text.optional(),
  neighborhoods: z.array(z.strictObject({ name: nonBlank, text: nonBlank })).optional(),
  geo: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  homeTypes: z.array(z.enum(HOME_TYPES)).optional(),
  projects: z.array(z.strictObject({ services: z.array(z.enum(SERVICE_SLUGS)).min(1), text: nonBlank })).optional(),
  reviews: z.array(z.strictObject({ kind: z.enum(LOCAL_REVIEWS), text: nonBlank })).optional(),
  permitOffice: nonBlank.optional(),
  tradePermits: z.strictObject({ electrical: nonBlank.optional(), plumbing: nonBlank.optional() }).optional(),
});

const countyPermitsSchema = z.strictObject({
  building: nonBlank,
  buildingCity: nonBlank,
  electrical: nonBlank,
  plumbing: nonBlank,
  frostDepthInches: z.number().int().positive().optional(),
});

export const serviceAreaSchema = z.strictObject({
  name: nonBlank,
  cities: z.array(serviceCitySchema),
  permitOffice: text,
  housingStock: text,
  notableNeighborhoods: z.array(text),
  remodelingNote: text,
  permits: countyPermitsSchema.optional(),
});

export const featuredNeighborhoodSchema = z.strictObject({
  name: nonBlank,
  description: text,
  badges: z.array(text),
});

export const locationSchema = z.strictObject({
  /** Part of every address of the location: lowercase words joined by single hyphens. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters and digits joined by single hyphens'),
  name: nonBlank,
  displayName: nonBlank,
  isActive: z.boolean(),
  stateAbbr: z.string().max(2).optional(),
  phone: text,
  email: z.email().optional(),
  phoneHours: z.array(z.strictObject({ days: text, hours: text })).optional(),
  heroDescription: text,
  serviceDescription: text,
  about: z.strictObject({
    heading: text,
    paragraphs: z.array(text),
  }),
  serviceAreas: z.array(serviceAreaSchema),
  services: z.array(z.enum(SERVICE_SLUGS)),
  featuredNeighborhoods: z.array(featuredNeighborhoodSchema),
  stats: z.array(z.strictObject({ value: text, label: text })),
  faq: z.array(z.strictObject({ question: text, answer: text })),
  specialties: z.array(text),
  testimonials: z.array(z.strictObject({ quote: text, name: text, place: text })),
  socialMedia: z.strictObject({
    facebook: z.url(),
    instagram: z.url(),
    tiktok: z.url().optional(),
  }),
}) satisfies z.ZodType<LocationContent>;

export type ValidatedLocation = z.infer<typeof locationSchema>;

/** The location, or the list of problems ("serviceAreas.0.name: must not be blank"). */
export function validateLocation(
  value: unknown,
): { success: true; data: ValidatedLocation } | { success: false; problems: string[] } {
  const result = locationSchema.safeParse(value);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    problems: result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`),
  };
}
