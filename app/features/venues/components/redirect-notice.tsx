import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/**
 * A success that moves on by itself: shows what happened, goes to `to` after `seconds`, and offers a
 * link to go now. Leaving the page first cancels the timer. Announced politely (role="status").
 */
export function RedirectNotice({
  title,
  message,
  to,
  seconds,
  linkLabel,
}: {
  title: string;
  message: string;
  to: string;
  seconds: number;
  linkLabel: string;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), seconds * 1000);
    return () => clearTimeout(timer);
  }, [navigate, to, seconds]);

  return (
    <Card padding="lg" className="mx-auto w-full max-w-lg text-center">
      <div role="status" className="flex flex-col items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-12 text-emerald-400" />
        <h2 className="text-2xl font-bold text-white">{title}</h2>
        <p className="text-slate-300">{message}</p>
      </div>
      <ButtonLink to={to} size="lg" fullWidth className="mt-6">
        {linkLabel}
      </ButtonLink>
    </Card>
  );
}

/** After an edit form saved: back to the dashboard. */
export function ChangesSavedNotice() {
  return (
    <RedirectNotice
      title="Changes Saved!"
      message="Redirecting to dashboard..."
      to="/dashboard"
      seconds={2}
      linkLabel="Go to Dashboard Now"
    />
  );
}
