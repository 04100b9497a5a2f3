/**
 * What the staff page (/edit-lan-party/{id}/staff) and its route exchange: the list, the add and
 * remove forms' answers. Plain data, shared by the route, the service and the page's components.
 */
import type { FieldErrors } from "~/lib/forms";

import type { DoorParty, PartyStaffRole } from "./door-values";
import type { PartyStaffField } from "./schemas";

/** Someone on a party's staff list: their address, their role, and their name once an account has it. */
export type StaffMember = { id: string; email: string; role: PartyStaffRole; name: string | null };

/** `owner` is null when the account that made the party is gone. */
export type PartyStaffList = { party: DoorParty; owner: { name: string; email: string } | null; staff: StaffMember[] };

export type StaffPageState = ({ state: "ready" } & PartyStaffList) | { state: "not-found" | "error"; message: string };

export const STAFF_INTENTS = ["add", "remove"] as const;
export type StaffIntent = (typeof STAFF_INTENTS)[number];

export function isStaffIntent(value: unknown): value is StaffIntent {
  return STAFF_INTENTS.includes(value as StaffIntent);
}

export type StaffFormValues = Record<PartyStaffField, string>;

export const NEW_STAFF_VALUES: StaffFormValues = { email: "", role: "door" };

/** The action's answer: a notice after a change, or the refusal where the person is looking. */
export type StaffAnswer =
  | { ok: true; intent: StaffIntent; notice: string }
  | { ok: false; intent: "add"; values: StaffFormValues; errors?: FieldErrors; message?: string }
  | { ok: false; intent: "remove"; staffId: string; message: string };
