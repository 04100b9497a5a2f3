/**
 * What a service answers when it cannot do what it was asked: a domain reason and the message for
 * the person. Services speak only in these reasons; `httpStatus` is the one place a reason becomes
 * an HTTP status, and only routes call it.
 */
export type RefusalReason =
  /** The input breaks a rule (a form's field, an unknown choice). */
  | "invalid"
  /** The credentials were refused (a sign-in that did not go through). */
  | "unauthenticated"
  /** The actor may not do this (a member asking for an administrator's list). */
  | "forbidden"
  /** Nothing of the actor's by that id (another owner's venue answers the same). */
  | "not-found"
  /** The thing is in a state that forbids it (a center with a live subscription). */
  | "conflict"
  /** Too many tries in the window: `retryAfterSeconds` says when to try again. */
  | "too-many"
  /** Our own failure (the database refused a write). */
  | "failed"
  /** A service we depend on failed (the payment provider). */
  | "upstream-failed"
  /** A service we depend on cannot be reached now (the database is down). */
  | "unavailable";

export type Refusal<Reason extends RefusalReason = RefusalReason> = { ok: false; reason: Reason; message: string };

export function refuse<Reason extends RefusalReason>(reason: Reason, message: string): Refusal<Reason> {
  return { ok: false, reason, message };
}

const STATUS_OF: Record<RefusalReason, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-many": 429,
  failed: 500,
  "upstream-failed": 502,
  unavailable: 503,
};

/** The HTTP status a route answers a refusal with. */
export function httpStatus(reason: RefusalReason): number {
  return STATUS_OF[reason];
}

/** What a member is told where only administrators may go: the guards' and the services' words. */
export const ADMINISTRATORS_ONLY = "Administrators only";
