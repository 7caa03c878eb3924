import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while the server's HTML is shown without its code (and in the render that hydrates it), true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
