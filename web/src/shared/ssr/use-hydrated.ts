import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true once this part of the page
 * is live (and always in a page rendered in the browser). A control whose click would be lost
 * before hydration (its handler is not attached yet) renders itself busy and disabled while this is
 * false: the server's HTML says so, and hydration clears it (docs/decisions/037).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Props for a control that cannot act before hydration: disabled (no lost click, no native submit) and announced busy. */
export function useBusyUntilHydrated(): { disabled?: true; 'aria-busy'?: true } {
  return useHydrated() ? {} : { disabled: true, 'aria-busy': true };
}
