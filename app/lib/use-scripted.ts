import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False on the server and while hydrating, true once the page runs JavaScript: for controls that need it. */
export function useScripted(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
