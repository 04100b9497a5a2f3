/** Slugs are made of lower-case letters, digits and single hyphens (`venueSlug`); anything else is no center. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a value can be a center's slug at all: anything else is "not found" without asking the database. */
export function isCenterSlug(value: string | undefined): value is string {
  return typeof value === "string" && value.length <= 100 && SLUG.test(value);
}
