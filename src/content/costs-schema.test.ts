import { describe, expect, it } from 'vitest';
import costsJson from './settings/costs.json' with { type: 'json' };
import { costsSchema, dollarRangeSchema } from './costs-schema';
import { COST_DOLLARS } from './field-rules';
import { SERVICE_SLUGS } from './services/slugs';

const messages = (value: unknown) => dollarRangeSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('a cost range\'s figures', () => {
  it('takes whole dollars within the bounds, low below high', () => {
    expect(messages({ low: 25000, high: 50000 })).toEqual([]);
    expect(messages({ low: COST_DOLLARS.min, high: COST_DOLLARS.max })).toEqual([]);
  });

  it('refuses a low figure at or above the high one, in words that give both', () => {
    expect(messages({ low: 50000, high: 25000 })).toEqual(['The low figure ($50,000) must be below the high one ($25,000)']);
    expect(messages({ low: 30000, high: 30000 })).toHaveLength(1);
  });

  it('refuses cents, figures out of bounds and missing figures', () => {
    expect(messages({ low: 25000.5, high: 50000 })).toEqual(['The low figure is whole dollars, without cents']);
    expect(messages({ low: COST_DOLLARS.min - 1, high: 5000 })).toEqual([`The low figure is at least $${COST_DOLLARS.min}`]);
    expect(messages({ low: 5000, high: COST_DOLLARS.max + 1 })).toEqual(['The high figure is at most $2,000,000']);
    expect(messages({ low: 5000 })).toEqual(['The high figure is required']);
  });
});

describe('the cost ranges', () => {
  const withRanges = (ranges: Record<string, unknown>) => costsSchema.safeParse({ ranges: { ...costsJson.ranges, ...ranges } });

  it('need at least one range for every service, so every service page can say what it costs', () => {
    expect(withRanges({ 'kitchen-remodeling': [] }).error?.issues.map((issue) => issue.message)).toEqual(['kitchen-remodeling needs at least one cost range']);
    const others = Object.fromEntries(Object.entries(costsJson.ranges).filter(([slug]) => slug !== 'interior-painting'));
    expect(costsSchema.safeParse({ ranges: others }).error?.issues.map((issue) => issue.message)).toEqual(['The cost ranges of interior-painting are required']);
  });

  it('know no service outside the catalogue', () => {
    expect(withRanges({ 'pool-building': costsJson.ranges['kitchen-remodeling'] }).success).toBe(false);
    expect(Object.keys(costsSchema.shape.ranges.shape)).toEqual([...SERVICE_SLUGS]);
  });

  it('need the owner\'s mark on each range', () => {
    const [first] = costsJson.ranges['door-installation'];
    expect(withRanges({ 'door-installation': [{ ...first, confirmed: undefined }] }).success).toBe(false);
  });
});
