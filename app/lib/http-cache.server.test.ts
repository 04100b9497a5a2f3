import { describe, expect, it } from "vitest";

import {
  BROTLI_AND_GZIP,
  BROTLI_ONLY,
  chooseEncoding,
  type ContentCoding,
  etagOf,
  GZIP_ONLY,
  matchesIfNoneMatch,
  NO_CODINGS,
} from "./http-cache.server";

describe("chooseEncoding", () => {
  // [Accept-Encoding, what we hold besides the body, what to send]
  const cases: [string | null | undefined, readonly ContentCoding[], string | null][] = [
    // No field: the body as it is. An empty field: the client wants no coding.
    [undefined, BROTLI_AND_GZIP, "identity"],
    [null, BROTLI_AND_GZIP, "identity"],
    ["", BROTLI_AND_GZIP, "identity"],
    ["  ", BROTLI_AND_GZIP, "identity"],
    // Equal weights: our order, brotli first.
    ["gzip, deflate, br", BROTLI_AND_GZIP, "br"],
    ["br, gzip", BROTLI_AND_GZIP, "br"],
    ["gzip", BROTLI_AND_GZIP, "gzip"],
    ["br", BROTLI_AND_GZIP, "br"],
    ["x-gzip", BROTLI_AND_GZIP, "gzip"],
    ["deflate", BROTLI_AND_GZIP, "identity"],
    ["zstd, deflate", BROTLI_AND_GZIP, "identity"],
    // Only what the file is held in.
    ["br", GZIP_ONLY, "identity"],
    ["gzip, br", GZIP_ONLY, "gzip"],
    ["gzip", BROTLI_ONLY, "identity"],
    ["gzip, br", NO_CODINGS, "identity"],
    // Weights: the highest wins, whatever the order of the list.
    ["br;q=0.2, gzip;q=0.8", BROTLI_AND_GZIP, "gzip"],
    ["gzip;q=0.8, br;q=0.9", BROTLI_AND_GZIP, "br"],
    ["gzip;q=1.0, br;q=0.999", BROTLI_AND_GZIP, "gzip"],
    ["gzip;q=0.5, br;q=0.5", BROTLI_AND_GZIP, "br"],
    ["gzip;q=0.001", BROTLI_AND_GZIP, "gzip"],
    // A named identity weighs like any coding.
    ["gzip;q=0.5, identity", BROTLI_AND_GZIP, "identity"],
    ["identity;q=0.5, gzip", BROTLI_AND_GZIP, "gzip"],
    ["identity", BROTLI_AND_GZIP, "identity"],
    // q=0 refuses.
    ["br;q=0, gzip", BROTLI_AND_GZIP, "gzip"],
    ["br;q=0.0, gzip;q=0.000", BROTLI_AND_GZIP, "identity"],
    ["gzip;q=0", GZIP_ONLY, "identity"],
    // `*` weighs what is not named, identity included.
    ["*", BROTLI_AND_GZIP, "br"],
    ["*, br;q=0", BROTLI_AND_GZIP, "gzip"],
    ["*;q=0.5, gzip", BROTLI_AND_GZIP, "gzip"],
    ["*;q=0.1, identity;q=0.5", BROTLI_AND_GZIP, "identity"],
    ["*", NO_CODINGS, "identity"],
    // Identity refused, and nothing else acceptable: null (the caller may ignore the field).
    ["identity;q=0", BROTLI_AND_GZIP, null],
    ["identity;q=0", NO_CODINGS, null],
    ["*;q=0", BROTLI_AND_GZIP, null],
    ["deflate, identity;q=0", BROTLI_AND_GZIP, null],
    ["*;q=0, identity", BROTLI_AND_GZIP, "identity"],
    ["*;q=0, gzip", BROTLI_AND_GZIP, "gzip"],
    ["identity;q=0, gzip", BROTLI_AND_GZIP, "gzip"],
    ["identity;q=0, br", GZIP_ONLY, null],
    // Case and white space.
    ["GZIP, BR", BROTLI_AND_GZIP, "br"],
    ["Br;Q=0, GZip", BROTLI_AND_GZIP, "gzip"],
    ["  gzip ; q=0.5 ,\tbr\t;\tq=0.4  ", BROTLI_AND_GZIP, "gzip"],
    ["gzip,br;q=0", BROTLI_AND_GZIP, "gzip"],
    [",, gzip ,, ", BROTLI_AND_GZIP, "gzip"],
    ["br;q = 0, gzip", BROTLI_AND_GZIP, "gzip"],
    ["IDENTITY;Q=0", NO_CODINGS, null],
    // Parameters other than q are passed over.
    ["br;level=3, gzip;q=0.5", BROTLI_AND_GZIP, "br"],
    ["br;level=3;q=0.2, gzip;q=0.5", BROTLI_AND_GZIP, "gzip"],
    // A weight that is not a number is no consent.
    ["br;q=abc, gzip;q=0.5", BROTLI_AND_GZIP, "gzip"],
    // A weight past RFC 9110's grammar (at most 1, three decimals) is read as the number it is, an
    // empty one as none (1): the client named the coding, so sending it is what the client asked for.
    ["br;q=2, gzip;q=0.5", BROTLI_AND_GZIP, "br"],
    ["br;q=1.5, gzip;q=0.5", BROTLI_AND_GZIP, "br"],
    ["br;q=0.12345, gzip;q=0.5", BROTLI_AND_GZIP, "gzip"],
    ["br;q=, gzip;q=0.5", BROTLI_AND_GZIP, "br"],
    // Names that only look like ours.
    ["gzip2, brotli, xbr", BROTLI_AND_GZIP, "identity"],
    // Two entries for one coding (RFC 9110 does not say which counts): the better weight.
    ["br;q=0, br", BROTLI_AND_GZIP, "br"],
    ["gzip, x-gzip;q=0", GZIP_ONLY, "gzip"],
  ];

  it.each(cases)("%j holding %j: %j", (field, offered, expected) => {
    expect(chooseEncoding(field, offered)).toBe(expected);
  });
});

describe("matchesIfNoneMatch", () => {
  const strong = '"abc"';
  // [If-None-Match, the ETag we hold, whether it matches]
  const cases: [string | null | undefined, string, boolean][] = [
    [undefined, strong, false],
    [null, strong, false],
    ["", strong, false],
    ['"abc"', strong, true],
    ['"abd"', strong, false],
    ['"ab"', strong, false],
    ['"abcd"', strong, false],
    ["abc", strong, false],
    ['"ABC"', strong, false],
    // Lists, with or without white space.
    ['"x", "abc"', strong, true],
    ['"x","abc"', strong, true],
    ['  "x" ,  "abc"', strong, true],
    // A tab between members is not passed over (RFC 9110's OWS allows one): no browser sends a
    // list, and a missed match is only a whole answer where a 304 would do.
    ['"x",\t"abc"', strong, false],
    ['"x", "y"', strong, false],
    // Weak comparison, either side weak.
    ['W/"abc"', strong, true],
    ['"x", W/"abc"', strong, true],
    ['"abc"', 'W/"abc"', true],
    ['W/"abc"', 'W/"abc"', true],
    ['w/"abc"', strong, false],
    // `*` matches any representation we hold.
    ["*", strong, true],
    // The list is split at every comma: an entity-tag holding one (RFC 9110 allows it) never
    // matches, and ours are base64url (etagOf), which has none.
    ['"a,b"', '"a,b"', false],
    ['"a,b"', '"a"', false],
    ['"a,b"', '"b"', false],
    // Malformed members are passed over; an unclosed tag ends the list.
    ['abc, "abc"', strong, true],
    ['"abc', strong, false],
    ['"x", "abc', strong, false],
  ];

  it.each(cases)("%j against %j: %j", (field, etag, expected) => {
    expect(matchesIfNoneMatch(field, etag)).toBe(expected);
  });
});

describe("etagOf", () => {
  it("is a strong tag of 22 characters that follows the bytes", () => {
    const one = etagOf(new TextEncoder().encode("one"));
    expect(one).toMatch(/^"[\w-]{22}"$/);
    expect(etagOf(new TextEncoder().encode("one"))).toBe(one);
    expect(etagOf(new TextEncoder().encode("two"))).not.toBe(one);
  });
});
