import type { FieldErrors } from "~/lib/forms";

import type { OrganiserSeatPlan } from "./seat-plan.server";

/** What the organiser's seat plan page loads: the plan, or why it cannot be shown. */
export type SeatPlanPageState = ({ state: "ready" } & OrganiserSeatPlan) | { state: "not-found"; message: string };

/** The form's values as typed, kept through a refused save. */
export type SeatPlanFormValues = { source: string; seatDeadline: string };

/** What a save is answered. */
export type SeatPlanSaveAnswer =
  { ok: true; seats: number } | { ok: false; values: SeatPlanFormValues; errors?: FieldErrors; message?: string };

/** A starting plan for a party that has none yet: two rows to change, in the form's own words. */
export const EXAMPLE_SEAT_PLAN = "[Main hall]\nA: 1-8 | 9-16\nB: 1-8 | 9-16";
