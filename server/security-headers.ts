/**
 * Security headers for every response. Scripts run only with this response's nonce (server
 * rendered pages) or when their hash is listed (prerendered pages, served from memory).
 */
export type ScriptPolicy = { nonce: string } | { hashes: readonly string[] };

/**
 * HubSpot's hosts for the join pages' embedded form (its script, the form it fetches and posts,
 * its images and frames). Allowed only when HUBSPOT_PORTAL_ID is set: without it no page embeds
 * anything from HubSpot, so nothing of theirs may run. A HubSpot form with CAPTCHA switched on
 * would also need Google's reCAPTCHA hosts; ours do not use it.
 */
export const HUBSPOT_SOURCES = {
  script: [
    "https://js.hsforms.net",
    "https://*.hsforms.net",
    "https://*.hsforms.com",
    "https://*.hscollectedforms.net",
  ],
  connect: [
    "https://*.hsforms.com",
    "https://*.hsforms.net",
    "https://*.hubspot.com",
    "https://*.hscollectedforms.net",
  ],
  frame: ["https://*.hsforms.net", "https://*.hsforms.com", "https://*.hubspot.com"],
  img: ["https://*.hsforms.com", "https://*.hsforms.net", "https://*.hubspot.com"],
} as const;

/**
 * Google's hosts for the Maps JavaScript API (its script and the scripts it loads, tiles and
 * markers, its requests, fonts and workers), from Google's CSP guide for the Maps JavaScript API.
 * Allowed only when GOOGLE_MAPS_API_KEY is set: without it the maps are keyless and nothing of
 * Google's runs. Google's sample also has 'unsafe-eval' in script-src; we leave it out (it would
 * weaken every page) until a live check shows the map needs it.
 */
export const GOOGLE_MAPS_SOURCES = {
  script: ["https://maps.googleapis.com", "https://*.googleapis.com", "https://*.gstatic.com", "*.google.com"],
  connect: ["https://*.googleapis.com", "*.google.com", "https://*.gstatic.com"],
  frame: ["*.google.com"],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "*.google.com", "*.googleusercontent.com"],
  style: ["https://fonts.googleapis.com"],
  font: ["https://fonts.gstatic.com"],
  worker: ["blob:"],
} as const;

export type PolicyOptions = {
  /** Allow HubSpot's embedded forms (by default: whether HUBSPOT_PORTAL_ID is set). */
  hubspot?: boolean;
  /** Allow Google Maps (by default: whether GOOGLE_MAPS_API_KEY is set). */
  googleMaps?: boolean;
  /** The map's tile address (by default MAP_TILE_URL): a plain-http tile server must be named. */
  mapTileUrl?: string;
  /** Steam's image host for games' art (by default STEAM_IMAGE_HOST): named when set. */
  steamImageHost?: string;
};

/** The origin of a plain-http tile server (an intranet's, a local one); https: is allowed already. */
function plainHttpTileOrigin(tileUrl: string | undefined): string[] {
  if (!tileUrl) return [];
  try {
    const url = new URL(tileUrl.replace(/[{}]/g, ""));
    return url.protocol === "http:" ? [url.origin] : [];
  } catch {
    return [];
  }
}

/**
 * The origin of Steam's image host, when one is set: named on purpose rather than left to `https:`
 * (a mirror or a test's stand-in may be plain http). Nothing for an unset or unreadable value.
 */
function imageHostOrigin(hostUrl: string | undefined): string[] {
  if (!hostUrl?.trim()) return [];
  try {
    const url = new URL(hostUrl.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** Whether the join pages embed HubSpot forms (the setting is validated at start). */
export function hubspotConfigured(source: Record<string, string | undefined> = process.env): boolean {
  return Boolean(source.HUBSPOT_PORTAL_ID?.trim());
}

/** Whether the public maps use Google Maps (the setting is validated at start). */
export function googleMapsConfigured(source: Record<string, string | undefined> = process.env): boolean {
  return Boolean(source.GOOGLE_MAPS_API_KEY?.trim());
}

export function contentSecurityPolicy(scripts: ScriptPolicy, options: PolicyOptions = {}): string {
  const scriptSources = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  const hubspot = options.hubspot ?? hubspotConfigured();
  const googleMaps = options.googleMaps ?? googleMapsConfigured();
  const extra = (kind: keyof typeof HUBSPOT_SOURCES | keyof typeof GOOGLE_MAPS_SOURCES): string[] => [
    ...(hubspot && kind in HUBSPOT_SOURCES ? HUBSPOT_SOURCES[kind as keyof typeof HUBSPOT_SOURCES] : []),
    ...(googleMaps && kind in GOOGLE_MAPS_SOURCES ? GOOGLE_MAPS_SOURCES[kind as keyof typeof GOOGLE_MAPS_SOURCES] : []),
  ];
  const directive = (name: string, ...sources: string[]) => [name, ...sources].join(" ");
  return [
    "default-src 'self'",
    directive("script-src", "'self'", ...scriptSources, ...extra("script")),
    // React writes style attributes; styles cannot run code, scripts stay strict.
    directive("style-src", "'self'", "'unsafe-inline'", ...extra("style")),
    directive(
      "img-src",
      "'self'",
      "data:",
      // The photo uploader's previews of files being sent.
      "blob:",
      "https:",
      ...plainHttpTileOrigin(options.mapTileUrl ?? process.env.MAP_TILE_URL),
      ...imageHostOrigin(options.steamImageHost ?? process.env.STEAM_IMAGE_HOST),
      ...extra("img"),
    ),
    // Featured games' trailers may come from a video host an administrator names.
    "media-src 'self' https:",
    directive("font-src", "'self'", ...extra("font")),
    directive("connect-src", "'self'", ...extra("connect")),
    directive("frame-src", "'self'", ...extra("frame")),
    ...(googleMaps ? [directive("worker-src", "'self'", ...extra("worker"))] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The headers every response carries, whatever the request. The camera is the site's own: the
 * door's check-in page reads tickets' QR codes with it (features/tickets/components/door-scanner.tsx),
 * and a page reached by the router inside the app keeps the policy of the document it started from.
 */
export function securityHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(self), microphone=(), payment=(), usb=(), geolocation=(self)",
  };
}

/**
 * HSTS, sent in production on answers to requests that came over https only (`httpsChecker`,
 * trusted-proxies.ts): over plain http browsers ignore it (RFC 6797), and a site reached by its
 * address on a network without TLS must not be told it has https.
 */
export const STRICT_TRANSPORT_SECURITY = {
  name: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
} as const;
