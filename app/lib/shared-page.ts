import type { HeadersFunction } from "react-router";

/**
 * Marks a page as the same for every visitor without a session, so the server may answer it from
 * its shared copy (server/shared-pages.ts). The server takes the header off before anything is sent.
 */
export const SHARED_PAGE_HEADER = "X-Shared-Page";

/** A route's `headers` export for such a page: its loader's headers, and the mark. */
export const sharedPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  headers.set(SHARED_PAGE_HEADER, "1");
  return headers;
};
