import { redirect } from "react-router";

import { safeRedirectTarget } from "~/features/accounts/safe-redirect";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/confirm";

export const meta: Route.MetaFunction = () => [
  { title: "Confirming | LAN Centers" },
  { name: "description", content: "Opens the confirmation page named in a LAN Centers e-mail link." },
  { name: "robots", content: "noindex" },
];

/**
 * /auth/confirm?confirmation_url=…: sends the browser on to the confirmation page named in the
 * link, but only when it is a page of this site; anything else lands on the home page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("confirmation_url");
  const target = safeRedirectTarget(requested, [new URL(request.url).origin, env().PUBLIC_URL]);
  return redirect(target, { headers: { "Cache-Control": "no-store" } });
}

// Never rendered: the loader always redirects.
export default function Confirm() {
  return null;
}
