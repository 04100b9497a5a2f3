import { Building2, CalendarDays, CreditCard, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card } from "~/components/ui/card";

type Counter = { label: string; value: number; icon: LucideIcon };

/**
 * The Overview tab: the account's counters, then whatever sections follow them (`children`: the
 * venue lists and their actions belong to the venues feature).
 */
export function DashboardOverview({
  lanCenters,
  lanParties,
  activeSubscriptions,
  children,
}: {
  lanCenters: number;
  lanParties: number;
  activeSubscriptions: number;
  children?: ReactNode;
}) {
  const counters: Counter[] = [
    { label: "LAN Centers", value: lanCenters, icon: Building2 },
    { label: "LAN Parties", value: lanParties, icon: CalendarDays },
    { label: "Active Subscriptions", value: activeSubscriptions, icon: CreditCard },
  ];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="dashboard-counters-heading">
        <h2 id="dashboard-counters-heading" className="sr-only">
          Your numbers
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {counters.map(({ label, value, icon: Icon }) => (
            <Card as="li" key={label} className="flex items-center gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-400/15 text-accent-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex flex-col">
                <span className="text-3xl leading-none font-bold text-white">{value}</span>
                <span className="mt-1 text-sm text-slate-300">{label}</span>
              </span>
            </Card>
          ))}
        </ul>
      </section>
      {children}
    </div>
  );
}
