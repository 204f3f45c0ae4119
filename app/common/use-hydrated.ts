import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerender and during hydration, true afterwards: for output
 * that depends on the browser (the URL a 404 page is served at) without a
 * hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
