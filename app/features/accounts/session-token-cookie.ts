/**
 * Whether a request carries a session cookie: "better-auth.session_token", or
 * "__Secure-better-auth.session_token" over HTTPS. Without one, nothing about the visitor is read,
 * and a page is the same as any other visitor's (server/shared-pages.ts).
 */
export function hasSessionCookie(request: Request): boolean {
  return cookieHasSession(request.headers.get("cookie"));
}

/** The same test on a Cookie header's value (Node's request, before a web Request is made). */
export function cookieHasSession(cookie: string | null | undefined): boolean {
  return cookie?.includes("better-auth.session_token=") ?? false;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/**
 * The session token a Cookie header names, unverified: the cookie is "token.signature", and only
 * Better Auth checks the signature. Good for reading ahead beside that check, never instead of it.
 */
export function unverifiedSessionToken(cookie: string | null | undefined): string | undefined {
  const value = cookie?.match(SESSION_COOKIE)?.[1];
  if (!value) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const dot = decoded.lastIndexOf(".");
  return dot > 0 ? decoded.slice(0, dot) : undefined;
}
