import { csvLine } from "~/lib/csv";

/**
 * The administrators' contact export as CSV (RFC 4180): pure functions, no server imports, so the
 * rules are tested without a database. The cell rules (formula guard, quoting) are in ~/lib/csv.
 */

export { csvCell, csvLine } from "~/lib/csv";

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

const CONTACTS_CSV_HEADER = [
  "type",
  "organization",
  "contact name",
  "email",
  "address",
  "website",
  "venue id",
  "created at",
] as const;

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
