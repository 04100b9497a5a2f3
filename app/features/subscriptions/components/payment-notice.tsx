import type { ReactNode } from "react";

import { BackgroundVideo } from "~/components/layout/background-video";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** The payment page when there is no plan to show (signed out, no center, an error): why, and the way on. */
export function PaymentNotice({
  icon,
  title,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** The way on, above the spec's 'Back to Dashboard'. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
        <Card padding="lg" className="flex flex-col items-center gap-4 text-center">
          {icon}
          <h1 className="font-display text-2xl font-bold text-white">{title}</h1>
          <div className="w-full text-slate-300">{children}</div>
          {action}
          <ButtonLink to="/dashboard" variant={action ? "secondary" : undefined} fullWidth>
            Back to Dashboard
          </ButtonLink>
        </Card>
      </div>
    </>
  );
}
