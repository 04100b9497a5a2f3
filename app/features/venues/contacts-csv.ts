/**
 * The administrators' contact export as CSV (RFC 4180): pure functions, no server imports, so the
 * rules are tested without a database. Cells that a spreadsheet would run as a formula are made
 * plain text first: an owner types their organization name, and an administrator opens the file.
 */

/** One contact as it goes into the file. */
export type ContactCsvRow = {
  type: string;
  organizationName: string | null;
  ownerName: string | null;
  email: string | null;
  address: string | null;
  website: string | null;
  venueId: string | null;
  createdAt: Date;
};

export const CONTACTS_CSV_HEADER = [
  "type",
  "organization",
  "contact name",
  "email",
  "address",
  "website",
  "venue id",
  "created at",
] as const;

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

export function contactsCsvHeader(): string {
  return csvLine(CONTACTS_CSV_HEADER);
}

export function contactCsvLine(row: ContactCsvRow): string {
  return csvLine([
    row.type,
    row.organizationName,
    row.ownerName,
    row.email,
    row.address,
    row.website,
    row.venueId,
    row.createdAt.toISOString(),
  ]);
}

/** The download's name, dated in UTC: lan-center-contacts-YYYY-MM-DD.csv. */
export function contactsCsvFileName(now: Date): string {
  return `lan-center-contacts-${now.toISOString().slice(0, 10)}.csv`;
}
