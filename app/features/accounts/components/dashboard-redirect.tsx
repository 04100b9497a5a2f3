import type { ReactNode } from "react";

import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { REDIRECT_DELAY_MS } from "~/lib/account-rules";

import { AuthPage } from "./auth-page";
import { useRedirectAfter } from "./use-redirect-after";

/**
 * A success that leads to the dashboard (or `to`) after 2 s, or at once by its button ('Go to
 * Dashboard Now').
 */
export function DashboardRedirect({
  icon,
  title,
  message,
  to = "/dashboard",
  linkLabel = "Go to Dashboard Now",
}: {
  icon: ReactNode;
  title: string;
  message: string;
  to?: string;
  linkLabel?: string;
}) {
  useRedirectAfter(to, REDIRECT_DELAY_MS);
  return (
    <AuthPage icon={icon} title={title}>
      <div className="flex flex-col gap-5">
        <Alert tone="success">{message}</Alert>
        <ButtonLink to={to} size="lg" fullWidth>
          {linkLabel}
        </ButtonLink>
      </div>
    </AuthPage>
  );
}
