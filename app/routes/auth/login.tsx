import { LogIn } from "lucide-react";
import { data, redirect, useLocation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { messages } from "~/features/accounts/auth-errors.server";
import { AuthPage } from "~/features/accounts/components/auth-page";
import { ConfigurationRequired } from "~/features/accounts/components/configuration-required";
import { SignInForm, SignInLinks } from "~/features/accounts/components/sign-in-form";
import { accountServiceAvailable } from "~/features/accounts/service-status.server";
import { signedInTarget, signInFromForm, signInPageHeaders } from "./sign-in-form.server";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import type { Route } from "./+types/login";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = signInPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Sign In | LAN Centers" },
  { name: "description", content: "Sign in to manage your LAN centers, LAN parties and subscriptions." },
];

/** Notices a link can ask for (`?notice=`), for pages that send the visitor here without script. */
const notices: Record<string, string> = {
  "password-updated": messages.passwordResetDone,
  // An edit address of a LAN center opened signed out (app/routes/venues/register-lan-center.tsx).
  "edit-lan-center": "Please sign in to edit your LAN center.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers, unavailable } = await readSignedInAccount(request);
  const params = new URL(request.url).searchParams;
  // The page that sent the visitor here (`?redirectTo=/payment?location=…`), checked to be ours.
  const redirectTo = params.has("redirectTo") ? signedInTarget(request, params.get("redirectTo")) : null;
  if (account) throw redirect(redirectTo ?? "/dashboard", { headers });
  const configured = !unavailable && (await accountServiceAvailable());
  const noticeKey = params.get("notice") ?? "";
  const notice = Object.hasOwn(notices, noticeKey) ? notices[noticeKey]! : null;
  return data({ configured, notice, redirectTo }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInFromForm(request, context.clientIp);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  if (!loaderData.configured) return <ConfigurationRequired />;

  // A message from the page that sent the visitor here (navigation state), or from the link.
  const carried: unknown = (location.state as { message?: unknown } | null)?.message;
  const success = typeof carried === "string" && carried ? carried : loaderData.notice;

  return (
    <AuthPage
      icon={<LogIn aria-hidden="true" className="size-6" />}
      title="Sign In"
      description="Welcome back! Sign in to manage your LAN centers and LAN parties."
      footer={<SignInLinks />}
    >
      <SignInForm
        failure={actionData}
        redirectTo={loaderData.redirectTo}
        before={success ? <Alert tone="success">{success}</Alert> : null}
      />
    </AuthPage>
  );
}
