import { useEffect, useState } from 'react';

/**
 * The "?location=" slug once the page is in the browser. The prerendered HTML is the default
 * (no location), so the first render matches it and the variant applies right after hydration.
 */
export function useLocationParam<T extends string>(known: readonly T[]): T | undefined {
  const [slug, setSlug] = useState<T | undefined>(undefined);
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('location')?.trim().toLowerCase();
    setSlug(known.find((candidate) => candidate === value));
  }, [known]);
  return slug;
}
