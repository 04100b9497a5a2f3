import { createHash } from "node:crypto";

import fresh from "fresh";
import Negotiator from "negotiator";

/**
 * The HTTP caching rules every answer of ours follows (RFC 9110): which content coding to send for
 * an Accept-Encoding field (`negotiator`), whether If-None-Match names the representation we hold
 * (`fresh`), and how an ETag is made. The static files (server/) and the JSON API
 * (features/directory) both use these.
 */

/** A content coding we may hold a body in besides the body itself. */
export type ContentCoding = "br" | "gzip";

/** What to send: a coding, or the body as it is. */
export type ChosenCoding = ContentCoding | "identity";

/** The codings held of a body, in our order of preference; constants, so a request makes no array. */
export const BROTLI_AND_GZIP: readonly ContentCoding[] = ["br", "gzip"];
export const BROTLI_ONLY: readonly ContentCoding[] = ["br"];
export const GZIP_ONLY: readonly ContentCoding[] = ["gzip"];
export const NO_CODINGS: readonly ContentCoding[] = [];

/**
 * What negotiator may choose from for each set of held codings: those, `x-gzip` beside gzip (RFC
 * 9110 §8.4.1.3: the same coding) and the body as it is, which is always held.
 */
const AVAILABLE = new Map<readonly ContentCoding[], string[]>(
  [BROTLI_AND_GZIP, BROTLI_ONLY, GZIP_ONLY, NO_CODINGS].map((offered) => [offered, availableFor(offered)]),
);

function availableFor(offered: readonly ContentCoding[]): string[] {
  return [...offered, ...(offered.includes("gzip") ? ["x-gzip"] : []), "identity"];
}

/** negotiator 1.1's `encoding` with our order for ties, which @types/negotiator 0.6.5 does not declare. */
type PreferringNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/** Our order on a tie of weights: brotli, then gzip, then the body as it is. */
const PREFERRED = ["br", "gzip", "x-gzip", "identity"];

/**
 * The coding to send for an Accept-Encoding field, among `offered` (in our order of preference)
 * and the body as it is, which is always held. The highest weight wins, a tie goes to our order
 * (br, gzip, identity); `q=0` refuses; `*` weighs every coding the field does not name, identity
 * included; `x-gzip` is gzip; names are case-insensitive. Identity is acceptable unless
 * `identity;q=0`, or `*;q=0` without identity named, refuses it.
 *
 * No field at all: identity (any coding would do, but a client that does not say may not decode
 * one). `null` when the client refuses everything we hold, identity included: RFC 9110 §12.5.3
 * lets the server then ignore the field, which our callers do by sending the body as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  offered: readonly ContentCoding[],
): ChosenCoding | null {
  if (acceptEncoding == null) return "identity";
  const available = AVAILABLE.get(offered) ?? availableFor(offered);
  const negotiator: PreferringNegotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  const chosen = negotiator.encoding(available, { preferred: PREFERRED });
  if (chosen === undefined) return null;
  return chosen === "x-gzip" ? "gzip" : (chosen as ChosenCoding);
}

/**
 * Whether an If-None-Match field names the representation whose ETag is `etag`, so that a GET or
 * HEAD is answered 304: `*`, or any entity-tag of the list by weak comparison (RFC 9110 §13.1.2:
 * `W/"x"` and `"x"` match). Only that field is asked about: If-Modified-Since is not ours to read
 * when an ETag is held, and a request's `Cache-Control: no-cache` is for caches, not for us.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return fresh({ "if-none-match": ifNoneMatch }, { etag });
}

/** A strong ETag for a body: 128 bits of its SHA-256, plenty to tell versions apart. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}
