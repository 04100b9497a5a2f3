/**
 * CSV (RFC 4180) for the administrators' downloads: pure functions, no server imports. Cells that a
 * spreadsheet would run as a formula are made plain text first: visitors and owners type the
 * values, and an administrator opens the file.
 */

/** RFC 4180 ends every record with CRLF. */
const LINE_END = "\r\n";

/** What spreadsheets read as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised with an apostrophe, then quoted when it must be. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** One record, with its line end. */
export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return cells.map(csvCell).join(",") + LINE_END;
}
