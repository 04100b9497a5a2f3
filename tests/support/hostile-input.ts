import fc from "fast-check";

/**
 * Generated bad input for the property tests (schemas, services, and the running server): text a
 * visitor could paste or a script could post. Shared by Vitest and Playwright, so every level throws
 * the same kinds of input.
 */

/** Fixed, so a failure found in CI is found again on a laptop with the same seed. */
export const BAD_INPUT_SEED = 20_261_123;

/** Markup and addresses that must never come back out as markup or as a link. */
export const MARKUP_SAMPLES = [
  "<script>alert(1)</script>",
  '"><svg onload=alert(1)>',
  "<img src=x onerror=alert(1)>",
  "'><iframe src=javascript:alert(1)>",
  "</textarea><script>alert(1)</script>",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
  "{{constructor.constructor('alert(1)')()}}",
  "${7*7}",
  "' OR 1=1 --",
  "&lt;b&gt;&amp;",
] as const;

/** Unicode that is easy to get wrong: astral, right-to-left, combining, zero-width, separators. */
export const UNICODE_SAMPLES = [
  "🎮𝕃𝔸ℕ",
  "\u202Egnp.exe",
  "مركز الألعاب",
  "e\u0301\u0301\u0301",
  "zero\u200Bwidth\uFEFF",
  "line\u2028sep\u2029para",
  "tab\tand\r\nnewline",
  "\u0007bell\u001Besc\u007Fdel",
] as const;

/** Lone surrogates: JavaScript strings can hold them, UTF-8 cannot. */
export const LONE_SURROGATES = ["\uD800", "a\uDFFFb", "\uDBFF\uD800"] as const;

/** Addresses a website or image field must refuse. */
export const BAD_URLS = [
  "javascript:alert(1)",
  " javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:image/png;base64,iVBORw0KGgo=",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://example.com/x",
  "//evil.example.com/x",
  "http:alert(1)",
  "https://",
  "<script>",
] as const;

/** Numbers a coordinate or amount field must refuse (or read safely). */
export const BAD_NUMBERS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  "1e3",
  "0x10",
  "9".repeat(400),
  "90.0000001",
  "-180.5",
  "12,5",
  "1_000",
  " ",
  "--1",
  "+",
  ".",
] as const;

/** One piece of hostile text, markup, Unicode, controls or plain generated text. */
const piece: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...MARKUP_SAMPLES, ...UNICODE_SAMPLES),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.string({ unit: "binary-ascii", maxLength: 8 }),
);

/**
 * Hostile text that can be stored as it is: no NUL (the forms drop it) and no lone surrogate (UTF-8
 * cannot hold one). Never blank, so a required field takes it; at most `max` characters once trimmed.
 */
export function storableText(max: number): fc.Arbitrary<string> {
  return fc
    .array(piece, { minLength: 1, maxLength: 6 })
    .map((pieces) => `x${pieces.join(" ")}`.replaceAll("\0", "").slice(0, max).trim())
    .filter((text) => text.length > 0 && !hasLoneSurrogate(text));
}

/** Any text at all, lone surrogates and NUL included, sometimes just past a limit or very long. */
export function anyText(limit = 300): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .array(fc.oneof(piece, fc.constantFrom(...LONE_SURROGATES, "\0", ...BAD_URLS, ...BAD_NUMBERS)), {
        maxLength: 5,
      })
      .map((pieces) => pieces.join("")),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.integer({ min: limit - 2, max: limit + 3 }).map((length) => "a".repeat(Math.max(length, 0))),
    fc.integer({ min: 0, max: 3 }).map((extra) => "<".repeat(limit + extra)),
  );
}

export function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** Markup from user text that must never appear unescaped in a page. */
export const UNESCAPED_MARKUP = /<script>alert|<svg onload|<img src=x onerror|<iframe src=javascript/i;

/** An href or src attribute that holds a javascript: or data: address. */
export const SCRIPT_LINK = /\s(?:href|src)\s*=\s*["']?\s*(?:javascript|data|vbscript):/i;

/** Zod's own English messages: a form must answer with its own words instead. */
export const ZOD_DEFAULT_MESSAGE =
  /^(Invalid (input|option|string|value|key|element)|Too (small|big)|Unrecognized key)/;

/**
 * What a form posts, generated: fields sometimes missing, each hostile or one of its valid values (so that
 * some inputs pass and the accepted side of the properties is exercised too).
 */
export function postedForm(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { arbitrary: fc.record(fields), weight: 3 },
    { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 1 },
  ) as fc.Arbitrary<Record<string, string>>;
}

/** A field's value: mostly one of its valid values, else one of its known bad ones or hostile text. */
export function field(valid: fc.Arbitrary<string>, limit = 300, bad: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: valid, weight: 12 },
    { arbitrary: anyText(limit), weight: 1 },
    { arbitrary: bad.length > 0 ? fc.constantFrom(...bad) : anyText(limit), weight: 1 },
  );
}

/** Values of the wrong type where a form expects strings: arrays, objects, numbers, null, nested JSON. */
export const wrongTypes: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    null,
    NaN,
    Infinity,
    -0,
    Number.parseFloat("1e309"),
    Number.MAX_SAFE_INTEGER + 2,
    10n ** 30n,
    [],
    {},
    ["a", "b"],
    {
      toString: "x",
    },
  ),
);
