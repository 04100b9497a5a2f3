import type { SignedInAccount } from "~/features/accounts/viewer.server";

/** Who changes the site's content, as the server decided it from the session (never from the form). */
export type ContentActor = Pick<SignedInAccount, "userId" | "isAdmin">;
