import { Settings } from "lucide-react";

import { ButtonLink } from "~/components/ui/button";

import { AuthPage } from "./auth-page";

/**
 * What an account page shows when the account service cannot be reached (the database is down):
 * a clear message instead of an error page.
 */
export function ConfigurationRequired() {
  return (
    <AuthPage
      icon={<Settings aria-hidden="true" className="size-6" />}
      title="Configuration Required"
      description="Authentication is not configured. Please contact support."
    >
      <ButtonLink to="/" fullWidth>
        Return Home
      </ButtonLink>
    </AuthPage>
  );
}
