const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be a venue id at all: anything else is "not found" before any query (no 500). */
export function isVenueId(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
