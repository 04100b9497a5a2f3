import { expect } from "vitest";

import { ZOD_DEFAULT_MESSAGE } from "./hostile-input";

/**
 * What every form schema promises of what it accepts and how it refuses, for the schema property
 * tests beside each feature's schemas.ts.
 */

/** Text as stored: trimmed, within its limit (in characters: Zod counts code points, as PostgreSQL does). */
export function expectStoredText(value: string | null, max: number, required: boolean) {
  if (value === null) return expect(required).toBe(false);
  expect(value).toBe(value.trim());
  expect(value.length).toBeGreaterThan(0);
  expect([...value].length).toBeLessThanOrEqual(max);
}

/** Only absolute http(s) addresses are ever kept (https only when `httpsOnly`). */
export function expectWebAddress(value: string | null, httpsOnly = false) {
  if (value === null) return;
  expect(httpsOnly ? ["https:"] : ["http:", "https:"]).toContain(new URL(value).protocol);
  expect(value).toMatch(httpsOnly ? /^https:\/\//i : /^https?:\/\//i);
}

/** A refusal names one of the form's fields, in the form's own words (never Zod's defaults). */
export function expectFormMessages(issues: { message: string; path: PropertyKey[] }[], fields: string[]) {
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) {
    expect(issue.message).not.toMatch(ZOD_DEFAULT_MESSAGE);
    expect(issue.message.length).toBeGreaterThan(0);
    expect(fields).toContain(String(issue.path[0]));
  }
}
