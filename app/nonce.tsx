import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Carries the CSP nonce from entry.server to the <Scripts> in the root layout. */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
