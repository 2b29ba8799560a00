import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while a back-office page is being hydrated, true afterwards: controls that only work with
 * JavaScript appear once they can work. (Public pages do not hydrate: their controls are shown by
 * their own modules.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
