/** What the server (server/app.ts) gives every loader and action. */
declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce. */
    cspNonce?: string;
    /** The client's address: the socket's, or the proxy's report of it when TRUST_PROXY is set. */
    clientIp?: string;
  }
}

export {};
