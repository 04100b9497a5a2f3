import { createContext, useContext } from "react";

/** The CSP nonce of this server render; undefined in the browser and in prerendered pages. */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
