import type { z } from "zod";

/**
 * Running a form's Zod schema on what a form posted, the same way in the browser (instant
 * feedback) and in the action (the check that counts).
 */

export type FormCheck<T> = { ok: true; data: T } | { ok: false; field: string; message: string };

/** Runs a form's schema on raw values (FormData entries or state) and returns the first problem. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0]!;
  return { ok: false, field: String(issue.path[0] ?? ""), message: issue.message };
}

/** The first message of each field, for forms that show every problem at once. */
export type FieldErrors = Record<string, string>;
export type FieldsCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs a form's schema and returns the first problem of every field that has one. */
export function checkFields<S extends z.ZodType>(schema: S, values: unknown): FieldsCheck<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** FormData as a plain object of strings (no form of ours takes files). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  return values;
}
