/** Test helper: a location checked against its schema, with readable problems (the generator's tests). */
import { locationSchema } from '../content/location-schema';
import type { LocationContent } from '../content/types';

/** The location, or the list of problems ("serviceAreas.0.name: must not be blank"). */
export function validateLocation(
  value: unknown,
): { success: true; data: LocationContent } | { success: false; problems: string[] } {
  const result = locationSchema.safeParse(value);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    problems: result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`),
  };
}
