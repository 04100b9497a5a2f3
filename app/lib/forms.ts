import { data } from "react-router";
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

/**
 * FormData as a plain object of strings (no form of ours takes files; a repeated key keeps its last
 * value). NUL characters are dropped: no keyboard types one, and PostgreSQL text cannot hold one.
 */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value.replaceAll("\0", "");
  return values;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * What an action's form posted, as strings. A body that is no form (JSON, plain text, no body) is
 * answered 415 and a broken form body (a multipart body without its boundary) 400, as the visitor's
 * mistake they are, before anything reads it; never a server error.
 */
export async function readFormValues(request: Request): Promise<Record<string, string>> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) {
    throw data("This address takes a form (application/x-www-form-urlencoded or multipart/form-data).", {
      status: 415,
    });
  }
  try {
    return formValues(await request.formData());
  } catch {
    throw data("The form could not be read.", { status: 400 });
  }
}
