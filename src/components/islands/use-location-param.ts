import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The "?location=" slug once the page is in the browser. The server snapshot (the prerendered
 * HTML) has no location, so hydration matches it and the variant applies right after.
 */
export function useLocationParam<T extends string>(known: readonly T[]): T | undefined {
  const value = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('location')?.trim().toLowerCase() ?? '',
    () => '',
  );
  return known.find((candidate) => candidate === value);
}
