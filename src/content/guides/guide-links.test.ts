import { describe, expect, it } from 'vitest';
import { serviceList } from '../services';

/**
 * A service's "helpful guides" (shown on the neighbourhood-service pages): the types already
 * guarantee each is a real guide; what they cannot say is how many, or that none repeats.
 */
describe('the guides a service lists', () => {
  it('some services list guides at all (the check below is not vacuous)', () => {
    expect(serviceList.some((service) => service.guides.length > 0)).toBe(true);
  });

  it('a service lists each guide at most once, and 0 to 3 of them', () => {
    for (const service of serviceList) {
      expect(new Set(service.guides).size, service.slug).toBe(service.guides.length);
      expect(service.guides.length, service.slug).toBeLessThanOrEqual(3);
    }
  });
});
