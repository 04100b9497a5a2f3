/**
 * Where a redirect that takes its target from the address bar (`/auth/confirm?confirmation_url=…`)
 * may send the browser: only to a page of this site. Anything else (another origin, a
 * protocol-relative `//host`, a `/\host` that browsers read as one, `javascript:`, a malformed
 * value) goes to `fallback`, so the link cannot be used to send visitors elsewhere.
 *
 * The answer is always a path (with its query and fragment), never an absolute URL.
 */
export function safeRedirectTarget(
  target: string | null | undefined,
  ownOrigins: readonly string[],
  fallback = "/",
): string {
  if (!target) return fallback;
  // Browsers drop tabs and newlines inside URLs ("/\t/evil" becomes "//evil"): refuse any
  // whitespace or control character rather than guess what a browser makes of it.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(target)) return fallback;

  if (target.startsWith("/")) {
    if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
    return pathOf(target, "http://same-origin.invalid") ?? fallback;
  }

  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return fallback;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return fallback;
  const allowed = ownOrigins.flatMap((origin) => {
    try {
      return [new URL(origin).origin];
    } catch {
      return [];
    }
  });
  if (!allowed.includes(url.origin)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A relative path resolved against `base`, or null when it leaves that origin. */
function pathOf(relative: string, base: string): string | null {
  try {
    const url = new URL(relative, base);
    if (url.origin !== new URL(base).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
