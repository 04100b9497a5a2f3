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
