import { createHash } from "node:crypto";

/**
 * The HTTP caching rules every answer of ours follows (RFC 9110): which content coding to send for
 * an Accept-Encoding field, whether If-None-Match names the representation we hold, and how an ETag
 * is made. The static files (server/) and the JSON API (features/directory) both use these; the
 * static fast path calls them on every hit, so they scan the field once, with no regular
 * expression and no allocation.
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

const NOT_LISTED = -1;
/**
 * Identity not named (and no `*`): acceptable, but after any coding the client named with a weight
 * (the smallest qvalue is 0.001).
 */
const IMPLICIT_IDENTITY = 0.0001;

const TAB = 9;
const SPACE = 32;
const QUOTE = 34;
const STAR = 42;
const COMMA = 44;
const DOT = 46;
const SLASH = 47;
const SEMICOLON = 59;
const EQUALS = 61;
const W = 87;

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
  return readAcceptEncoding(acceptEncoding, offered);
}

function readAcceptEncoding(acceptEncoding: string, offered: readonly ContentCoding[]): ChosenCoding | null {
  let br = NOT_LISTED;
  let gzip = NOT_LISTED;
  let identity = NOT_LISTED;
  let star = NOT_LISTED;
  const field = acceptEncoding;
  const length = field.length;
  let at = 0;
  while (at < length) {
    // One member: OWS coding OWS [";" OWS "q=" qvalue] OWS, up to the next comma.
    const nameStart = skipSpace(field, at, length);
    at = nameStart;
    let code = field.charCodeAt(at);
    while (at < length && code !== COMMA && code !== SEMICOLON) code = field.charCodeAt(++at);
    const nameStop = trimSpace(field, nameStart, at);
    let end = at;
    if (code === SEMICOLON) {
      end = field.indexOf(",", at);
      if (end === -1) end = length;
    }
    if (nameStop > nameStart) {
      const weight = weightOf(field, at, end);
      if (isToken(field, nameStart, nameStop, "br")) br = weight;
      else if (isToken(field, nameStart, nameStop, "gzip") || isToken(field, nameStart, nameStop, "x-gzip")) {
        gzip = weight;
      } else if (isToken(field, nameStart, nameStop, "identity")) identity = weight;
      else if (nameStop - nameStart === 1 && field.charCodeAt(nameStart) === STAR) star = weight;
    }
    at = end + 1;
  }

  let chosen: ChosenCoding | null = null;
  let best = 0;
  for (let index = 0; index < offered.length; index++) {
    const coding = offered[index]!;
    const listed = coding === "br" ? br : gzip;
    const weight = listed !== NOT_LISTED ? listed : star !== NOT_LISTED ? star : 0;
    if (weight > best) {
      chosen = coding;
      best = weight;
    }
  }
  const identityWeight = identity !== NOT_LISTED ? identity : star !== NOT_LISTED ? star : IMPLICIT_IDENTITY;
  return identityWeight > best ? "identity" : chosen;
}

/**
 * The weight of a member whose parameters run from `from` (its first ";", or its end) to `end`:
 * 1 without a `q` parameter; a qvalue that cannot be read counts as 0, since it is no consent.
 */
function weightOf(field: string, from: number, end: number): number {
  let at = from;
  while (at < end) {
    // at: a ";"; the parameter runs to the next ";" or the member's end.
    let next = field.indexOf(";", at + 1);
    if (next === -1 || next > end) next = end;
    const paramStart = skipSpace(field, at + 1, next);
    const paramStop = trimSpace(field, paramStart, next);
    if ((field.charCodeAt(paramStart) | 0x20) === 113 /* q or Q */) {
      const equals = skipSpace(field, paramStart + 1, paramStop);
      if (field.charCodeAt(equals) === EQUALS && equals < paramStop) {
        return qvalue(field, skipSpace(field, equals + 1, paramStop), paramStop);
      }
    }
    at = next;
  }
  return 1;
}

/** qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ); anything else reads as 0. */
function qvalue(field: string, start: number, end: number): number {
  const lead = field.charCodeAt(start) - 48;
  if (end <= start || (lead !== 0 && lead !== 1)) return 0;
  if (end === start + 1) return lead;
  if (field.charCodeAt(start + 1) !== DOT || end - start > 5) return 0;
  let value = lead;
  let scale = 0.1;
  for (let at = start + 2; at < end; at++) {
    const digit = field.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return 0;
    value += digit * scale;
    scale /= 10;
  }
  return value > 1 ? 0 : value;
}

function skipSpace(field: string, from: number, end: number): number {
  let at = from;
  while (at < end && isSpace(field.charCodeAt(at))) at++;
  return at;
}

function trimSpace(field: string, start: number, end: number): number {
  let at = end;
  while (at > start && isSpace(field.charCodeAt(at - 1))) at--;
  return at;
}

function isSpace(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** Whether field[start, end) is `lower`, ignoring ASCII case. */
function isToken(field: string, start: number, end: number, lower: string): boolean {
  if (end - start !== lower.length) return false;
  for (let at = 0; at < lower.length; at++) {
    let code = field.charCodeAt(start + at);
    if (code >= 65 && code <= 90) code += 32;
    if (code !== lower.charCodeAt(at)) return false;
  }
  return true;
}

/**
 * Whether an If-None-Match field names the representation whose ETag is `etag`, so that a GET or
 * HEAD is answered 304: `*`, or any entity-tag of the list by weak comparison (RFC 9110 §13.1.2:
 * `W/"x"` and `"x"` match). An entity-tag may hold a comma, so the list is read tag by tag, not
 * split; a member that is not an entity-tag is passed over.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.charCodeAt(0) === W && etag.charCodeAt(1) === SLASH ? etag.slice(2) : etag;
  const field = ifNoneMatch;
  const length = field.length;
  let at = 0;
  while (at < length) {
    const code = field.charCodeAt(at);
    if (code === SPACE || code === TAB || code === COMMA) {
      at++;
      continue;
    }
    if (code === STAR) return true;
    const tagStart = code === W && field.charCodeAt(at + 1) === SLASH ? at + 2 : at;
    if (field.charCodeAt(tagStart) === QUOTE) {
      const close = field.indexOf('"', tagStart + 1);
      if (close === -1) return false;
      if (close + 1 - tagStart === opaque.length && field.startsWith(opaque, tagStart)) return true;
      at = close + 1;
    } else {
      const comma = field.indexOf(",", at);
      if (comma === -1) return false;
      at = comma + 1;
    }
  }
  return false;
}

/** A strong ETag for a body: 128 bits of its SHA-256, plenty to tell versions apart. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}
