import { createContext, useContext } from 'react';

/** The Content-Security-Policy nonce of this response, provided during server rendering only. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
