import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";

import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { AuthPage, BackToSignInFooter } from "~/features/accounts/components/auth-page";
import type { Route } from "./+types/reset-password";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Reset Your Password | LAN Centers" },
  { name: "description", content: "Reset the password of your LAN Centers account." },
  // Old recovery links carry tokens in the address: keep the page out of search engines.
  { name: "robots", content: "noindex" },
];

/** Whether a recovery link's parameters report a failure (its text is never shown). */
function reportsError(params: URLSearchParams): boolean {
  return params.has("error") || params.has("error_code") || params.has("error_description");
}

/**
 * Where links from older recovery e-mails land (`type=recovery`, `access_token`, `error`... in the
 * query or the fragment). Resets now work with a 6-digit code, so the page leads into that flow.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { linkError: reportsError(new URL(request.url).searchParams) };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const [fragmentError, setFragmentError] = useState(false);

  useEffect(() => {
    // The fragment never reaches the server: read it here, then drop it (and any token in the
    // query) from the address bar so it is not kept in the history or copied along.
    const url = new URL(window.location.href);
    setFragmentError(reportsError(new URLSearchParams(url.hash.replace(/^#/, ""))));
    if (url.hash || url.search) window.history.replaceState(window.history.state, "", url.pathname);
  }, []);

  const linkError = loaderData.linkError || fragmentError;

  return (
    <AuthPage
      icon={<KeyRound aria-hidden="true" className="size-6" />}
      title="Reset Your Password"
      description="Password resets now use a 6-digit code sent to your e-mail address. Request a code, enter it, then choose a new password."
      footer={<BackToSignInFooter />}
    >
      <div className="flex flex-col gap-5">
        {linkError ? (
          <Alert tone="error" title="This reset link has expired or is invalid.">
            Request a new code below to reset your password.
          </Alert>
        ) : null}
        <ButtonLink to="/forgot-password" fullWidth>
          Send Me a Reset Code
        </ButtonLink>
      </div>
    </AuthPage>
  );
}
