import { ShieldCheck } from "lucide-react";
import { data, Link } from "react-router";

import { AdminLoginSuccess, SignInForm } from "~/features/accounts/components/sign-in-form";
import { AuthPage, authLinkClasses } from "~/features/accounts/components/auth-page";
import { ConfigurationRequired } from "~/features/accounts/components/configuration-required";
import { signInSchema } from "~/features/accounts/schemas";
import { accountServiceAvailable } from "~/features/accounts/service-status.server";
import { adminSignIn } from "~/features/accounts/sign-in.server";
import { checkForm, readFormValues } from "~/lib/forms";
import { refusedSignInAnswer, signInPageHeaders } from "./sign-in-form.server";
import type { Route } from "./+types/admin-login";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = signInPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login | LAN Centers" },
  { name: "description", content: "Sign in to the LAN Centers administration." },
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return { configured: await accountServiceAvailable() };
}

type AdminLoginResult = { ok: true } | { ok: false; message: string; email: string };

/** The role is checked by the service, on the server: anyone else is refused and gets no session. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const typed = values.email ?? "";
  const check = checkForm(signInSchema, values);
  if (!check.ok) return data<AdminLoginResult>({ ok: false, message: check.message, email: typed }, { status: 400 });
  const result = await adminSignIn(check.data, { ip: context.clientIp, headers: request.headers });
  if (!result.ok) {
    const failure: AdminLoginResult = { ok: false, message: result.message, email: typed };
    return data(failure, refusedSignInAnswer(result));
  }
  return data<AdminLoginResult>({ ok: true }, { headers: result.headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.configured) return <ConfigurationRequired />;
  if (actionData?.ok) return <AdminLoginSuccess />;
  return (
    <AuthPage
      icon={<ShieldCheck aria-hidden="true" className="size-6" />}
      title="Admin Login"
      description="Sign in with an administrator account."
      footer={
        <Link to="/" className={authLinkClasses}>
          Back to Home
        </Link>
      }
    >
      <SignInForm failure={actionData && !actionData.ok ? actionData : undefined} />
    </AuthPage>
  );
}
