/**
 * Where a redirect that takes its target from the address bar (`/auth/confirm?confirmation_url=…`)
 * may send the browser: only to a page of this site. Anything else (another origin, a
 * protocol-relative `//host`, a `/\host` that browsers read as one, `javascript:`, a malformed
 * value) goes to `fallback`, so the link cannot be used to send visitors elsewhere.
 *
 * The decision is taken on the URL as a browser resolves it (dot segments removed, backslashes read
 * as slashes), not on the text: `/.//evil.example` resolves to the path `//evil.example`, which a
 * browser given it as a Location would read as another host.
 *
 * The answer is always a path (with its query and fragment) that starts with exactly one slash,
 * never an absolute or protocol-relative URL.
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
    return ownPath(pathOf(target, "http://same-origin.invalid")) ?? fallback;
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
  return ownPath(`${url.pathname}${url.search}${url.hash}`) ?? fallback;
}

/**
 * The normalised path itself, or null when a browser would read it as another host: a path whose
 * first segment is empty (`//host`, `/\\host`) is protocol-relative in a Location header.
 */
function ownPath(path: string | null): string | null {
  if (path === null || !path.startsWith("/") || /^\/[/\\]/.test(path)) return null;
  return path;
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
