/**
 * Whether a request carries a session cookie: "better-auth.session_token", or
 * "__Secure-better-auth.session_token" over HTTPS. Without one, nothing about the visitor is read,
 * and a page is the same as any other visitor's (server/shared-pages.ts).
 */
export function hasSessionCookie(request: Request): boolean {
  return request.headers.get("cookie")?.includes("better-auth.session_token=") ?? false;
}
