import { CircleCheck } from "lucide-react";

import { ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { AuthPage } from "~/features/accounts/components/auth-page";
import { useRedirectAfter } from "~/features/accounts/components/use-redirect-after";
import { EMAIL_CHANGE_SUCCESS_REDIRECT_MS } from "~/lib/account-rules";
import type { Route } from "./+types/email-change-success";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Email Updated | LAN Centers" },
  { name: "description", content: "Your LAN Centers account now uses your new e-mail address." },
];

const seconds = EMAIL_CHANGE_SUCCESS_REDIRECT_MS / 1000;

export default function EmailChangeSuccess() {
  useRedirectAfter("/dashboard", EMAIL_CHANGE_SUCCESS_REDIRECT_MS, { replace: true });

  return (
    <AuthPage
      icon={<CircleCheck aria-hidden="true" className="size-6" />}
      title="Email Updated Successfully!"
      description="Your account now uses its new e-mail address: sign in with it from now on. We sent a notice to your previous address."
    >
      <div className="flex flex-col items-center gap-5">
        <Spinner label={`Redirecting to your dashboard in ${seconds} seconds...`} showLabel />
        <ButtonLink to="/dashboard" replace fullWidth>
          Go to Dashboard Now
        </ButtonLink>
      </div>
    </AuthPage>
  );
}
