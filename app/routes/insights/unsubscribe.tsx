import { CircleAlert, CircleCheck, MailX } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { AuthPage, authLinkClasses } from "~/features/accounts/components/auth-page";
import { checkUnsubscribeToken, unsubscribeFromDigest } from "~/features/insights/digest-unsubscribe.server";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/unsubscribe";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | LAN Centers" },
  { name: "description", content: "Stop the monthly insights e-mail about your LAN centers on LAN Centers." },
  { name: "robots", content: "noindex" },
];

// The address carries the account's signed token: no cache may keep the page.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type UnsubscribeState =
  { state: "confirm"; token: string } | { state: "done"; message: string } | { state: "invalid"; message: string };

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

/** A GET only asks: mail scanners follow links, and a link must not unsubscribe anyone. */
export function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const check = checkUnsubscribeToken(token);
  if (!check.ok) return data<UnsubscribeState>({ state: "invalid", message: check.message }, { status: 400 });
  return data<UnsubscribeState>({ state: "confirm", token });
}

/**
 * The page's button, or the mail client's one-click POST (RFC 8058, body
 * `List-Unsubscribe=One-Click`): the token in the address is the whole authority, so the body is
 * not read and no session is asked for.
 */
export async function action({ request }: Route.ActionArgs) {
  const result = await unsubscribeFromDigest(tokenOf(request));
  if (!result.ok) {
    return data<UnsubscribeState>({ state: "invalid", message: result.message }, { status: httpStatus(result.reason) });
  }
  return data<UnsubscribeState>({ state: "done", message: result.message });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  const navigation = useNavigation();

  if (shown.state === "done") {
    return (
      <AuthPage
        icon={<CircleCheck aria-hidden="true" className="size-6" />}
        title="You are unsubscribed"
        description={shown.message}
        footer={
          <p>
            Changed your mind? Turn it back on in your{" "}
            <Link to="/dashboard?tab=email" className={authLinkClasses}>
              dashboard&apos;s Email Settings
            </Link>
            .
          </p>
        }
      />
    );
  }
  if (shown.state === "invalid") {
    return (
      <AuthPage
        icon={<CircleAlert aria-hidden="true" className="size-6" />}
        title="This link does not work"
        description={shown.message}
        footer={
          <Link to="/dashboard?tab=email" className={authLinkClasses}>
            Go to your Email Settings
          </Link>
        }
      />
    );
  }
  return (
    <AuthPage
      icon={<MailX aria-hidden="true" className="size-6" />}
      title="Unsubscribe from the monthly insights e-mail?"
      description="You will no longer get your LAN centers' monthly figures by e-mail. Your insights stay in your dashboard."
    >
      <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(shown.token)}`}>
        {/* What a mail client's one-click unsubscribe posts; the action does not need it. */}
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <Button type="submit" fullWidth loading={navigation.state === "submitting"} loadingLabel="Unsubscribing…">
          Unsubscribe
        </Button>
      </Form>
    </AuthPage>
  );
}
