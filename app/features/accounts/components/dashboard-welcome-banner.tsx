import { CreditCard, ShieldCheck, UserRound } from "lucide-react";

import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";

/** 'Welcome Back!': who is signed in, their role (decided by the server) and their active subscriptions. */
export function DashboardWelcomeBanner({
  email,
  isAdmin,
  activeSubscriptions,
}: {
  email: string;
  isAdmin: boolean;
  activeSubscriptions: number;
}) {
  return (
    <Card padding="lg" className="border-accent-400/30 bg-gradient-to-br from-surface-900/90 to-cyan-950/80">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Welcome Back!</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-200">
            <span className="break-words">{email}</span>
            {isAdmin ? (
              <Badge tone="info" icon={<ShieldCheck />}>
                Administrator
              </Badge>
            ) : (
              <Badge tone="neutral" icon={<UserRound />}>
                Member
              </Badge>
            )}
          </p>
        </div>
        <p className="flex shrink-0 items-center gap-3 rounded-xl border border-surface-600 bg-surface-950/60 px-4 py-3">
          <CreditCard aria-hidden="true" className="size-6 text-accent-300" />
          <span className="flex flex-col">
            <span className="text-2xl leading-none font-bold text-white">{activeSubscriptions}</span>
            <span className="text-sm text-slate-300">
              {activeSubscriptions === 1 ? "Active Subscription" : "Active Subscriptions"}
            </span>
          </span>
        </p>
      </div>
    </Card>
  );
}
