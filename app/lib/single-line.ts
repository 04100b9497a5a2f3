/**
 * Line breaks (CR, LF, U+2028, U+2029, NEL), tabs and every other control character (C0, DEL, C1):
 * none belongs in a single-line value, and one that reached a plain-text mail or a log line would
 * start a line of its own ("Bcc: …").
 */
const CONTROL_RUNS = /[\p{Cc}\u2028\u2029]+/gu;

/** A single-line field's value as stored: each run of control characters one space, trimmed. */
export function singleLine(value: string): string {
  return value.replace(CONTROL_RUNS, " ").trim();
}
