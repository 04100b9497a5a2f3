import type { SignedInAccount } from "~/features/accounts/viewer.server";

/**
 * Who acts on venues, as the server decided it from the session (never from the form): the
 * owner's id scopes every query; administrators may act on any venue.
 */
export type Actor = Pick<SignedInAccount, "userId" | "email" | "isAdmin">;

/** What a member (or a service called for one) is told when a venue service is for administrators only. */
export const ADMINISTRATORS_ONLY = "Administrators only";
