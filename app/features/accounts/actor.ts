import type { SignedInAccount } from "./viewer.server";

/**
 * Who acts (on venues, subscriptions, the site's content), as the server decided it from the
 * session, never from the form: the owner's id scopes every query; administrators may act on any.
 */
export type Actor = Pick<SignedInAccount, "userId" | "email" | "isAdmin">;
