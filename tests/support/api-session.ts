import { request, type APIRequestContext } from "@playwright/test";

/**
 * A browser-less visitor for request-level tests: its own cookie jar, signed in through the real
 * /login form when credentials are given. Posts carry the site's own Origin, as a browser's would.
 */
export async function apiSession(
  baseURL: string,
  credentials?: { email: string; password: string },
): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  if (credentials) {
    const response = await context.post("/login", { form: credentials, maxRedirects: 0 });
    const location = response.headers()["location"] ?? "";
    if (response.status() !== 302 || !location.endsWith("/dashboard")) {
      throw new Error(`sign-in of ${credentials.email} failed: ${response.status()} ${location}`);
    }
  }
  return context;
}

/** Posts a form without following a redirect, so the first answer is what is asserted. */
export function postForm(context: APIRequestContext, url: string, form: Record<string, string>) {
  return context.post(url, { form, maxRedirects: 0 });
}

/** Reads a page without following a redirect. */
export function getPage(context: APIRequestContext, url: string) {
  return context.get(url, { maxRedirects: 0 });
}
