import { CircleCheck } from "lucide-react";
import { data, redirect } from "react-router";

import { readAccountFlow } from "~/features/accounts/account-flow.server";
import { AuthPage } from "~/features/accounts/components/auth-page";
import { ConfigurationRequired } from "~/features/accounts/components/configuration-required";
import { SignInForm, SignInLinks } from "~/features/accounts/components/sign-in-form";
import { looksLikeEmail, normalizeEmail } from "~/features/accounts/schemas";
import { accountServiceAvailable } from "~/features/accounts/service-status.server";
import { signInFromForm, signInPageHeaders } from "./sign-in-form.server";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import type { Route } from "./+types/account-confirmation";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Email Confirmed | LAN Centers" },
  { name: "description", content: "Your LAN Centers account is active. Sign in to continue." },
];

// A sign-in refused for want of CPU (503) tells the browser when to try again.
export const headers: Route.HeadersFunction = signInPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers, unavailable } = await readSignedInAccount(request);
  if (account) throw redirect("/dashboard", { headers });
  if (unavailable || !(await accountServiceAvailable())) return data({ configured: false, email: "" }, { headers });
  // The address carried over: the sign-up flow's, or one a link gives (used only if it is one).
  const flow = await readAccountFlow(request);
  const fromLink = normalizeEmail(new URL(request.url).searchParams.get("email") ?? "");
  const email = flow.pendingVerificationEmail ?? (looksLikeEmail(fromLink) ? fromLink : "");
  return data({ configured: true, email }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInFromForm(request, context.clientIp);
}

export default function AccountConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.configured) return <ConfigurationRequired />;
  return (
    <AuthPage
      icon={<CircleCheck aria-hidden="true" className="size-6" />}
      title="Email Confirmed Successfully!"
      description="Your account has been activated. Please sign in to continue."
      footer={<SignInLinks />}
    >
      <SignInForm defaultEmail={loaderData.email} failure={actionData} />
    </AuthPage>
  );
}
