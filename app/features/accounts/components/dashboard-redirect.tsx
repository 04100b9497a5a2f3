import type { ReactNode } from "react";

import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { REDIRECT_DELAY_MS } from "~/lib/account-rules";

import { AuthPage } from "./auth-page";
import { useRedirectAfter } from "./use-redirect-after";

/** A success that leads to the dashboard after 2 s, or at once by 'Go to Dashboard Now'. */
export function DashboardRedirect({ icon, title, message }: { icon: ReactNode; title: string; message: string }) {
  useRedirectAfter("/dashboard", REDIRECT_DELAY_MS);
  return (
    <AuthPage icon={icon} title={title}>
      <div className="flex flex-col gap-5">
        <Alert tone="success">{message}</Alert>
        <ButtonLink to="/dashboard" size="lg" fullWidth>
          Go to Dashboard Now
        </ButtonLink>
      </div>
    </AuthPage>
  );
}
