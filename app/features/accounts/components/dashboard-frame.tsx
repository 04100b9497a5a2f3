import * as Tabs from "@radix-ui/react-tabs";
import clsx from "clsx";
import { DatabaseZap, LockKeyhole, type LucideIcon } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

import { BackgroundVideo } from "~/components/layout/background-video";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

import { DASHBOARD_TABS, dashboardTab, type DashboardTab } from "../dashboard-tabs";
import { AuthPage } from "./auth-page";
import { useHydrated } from "~/lib/use-hydrated";

const tabLabels: Record<DashboardTab, string> = {
  overview: "Overview",
  insights: "Insights",
  tickets: "My tickets",
  email: "Email Settings",
  security: "Security",
};

/** The page around every state of the dashboard: background and a wide column. */
export function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>
    </>
  );
}

/**
 * Overview, Insights, My tickets, Email Settings and Security. The selected tab is the page's
 * `?tab=`, so a reload (or a form posted without JavaScript) comes back to it; Radix gives the tab
 * pattern's keyboard use.
 */
export function DashboardTabs({
  tab,
  onTabChange,
  panels,
}: {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  panels: Record<DashboardTab, ReactNode>;
}) {
  const hydrated = useHydrated();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(dashboardTab(value))} className="flex flex-col gap-4">
      <Tabs.List
        aria-label="Dashboard sections"
        // Rows of two on a phone (the labels do not fit one row of 390 px); a last one alone takes its row.
        className="grid grid-cols-2 gap-1 rounded-xl border border-surface-700/80 bg-surface-900/85 p-1 backdrop-blur-sm sm:flex"
      >
        {DASHBOARD_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={clsx(
              "min-h-11 flex-1 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-slate-300 transition-colors duration-150 last:odd:col-span-2 sm:px-4",
              "hover:bg-white/5 hover:text-white",
              "data-[state=active]:bg-accent-400 data-[state=active]:text-surface-950",
            )}
          >
            {tabLabels[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {DASHBOARD_TABS.map((value) => (
        // Once the script runs every panel stays mounted (hidden when not selected): a step in
        // progress, like the code of an e-mail change, survives a look at another tab. The server
        // renders the selected one only: the others are hidden, and would only cost each view.
        <Tabs.Content
          key={value}
          value={value}
          forceMount
          hidden={value !== tab}
          className="focus-visible:outline-offset-4"
        >
          {value === tab || hydrated ? panels[value] : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** A titled panel inside a tab. */
export function DashboardSection({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <header className="flex items-start gap-3">
        {Icon ? (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400/15 text-accent-300">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        ) : null}
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-bold tracking-tight text-white">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm leading-relaxed text-slate-300">{description}</p> : null}
        </div>
      </header>
      <div className="mt-6">{children}</div>
    </Card>
  );
}

/** While the dashboard's data is on its way (a navigation in the browser). */
export function DashboardLoading() {
  return (
    <DashboardFrame>
      <Card padding="lg" className="flex min-h-60 items-center justify-center">
        <Spinner size="lg" label="Loading your dashboard..." showLabel />
      </Card>
    </DashboardFrame>
  );
}

export function DashboardSignInRequired() {
  return (
    <AuthPage
      icon={<LockKeyhole aria-hidden="true" className="size-6" />}
      title="Sign In Required"
      description="Please sign in to view your dashboard."
    >
      <ButtonLink to="/login" fullWidth>
        Go to Sign In
      </ButtonLink>
    </AuthPage>
  );
}

/** The account service or the database did not answer: say so, and keep the way around the site open. */
export function DashboardUnavailable() {
  return (
    <AuthPage
      icon={<DatabaseZap aria-hidden="true" className="size-6" />}
      title="Welcome to Your Dashboard"
      description="Database connection issue. Your dashboard will still work for basic functions."
    >
      <div className="flex flex-col gap-3">
        <ButtonLink to="/dashboard" reloadDocument fullWidth>
          Try Again
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" fullWidth>
          Return Home
        </ButtonLink>
      </div>
    </AuthPage>
  );
}

/**
 * The last result a tab's forms received. An action's result is forgotten by the router at the
 * next navigation (switching tabs is one); the tab keeps it until `forget` or a newer result.
 */
export function useLastResult<T>(result: T | undefined): [T | undefined, () => void] {
  const [last, setLast] = useState(result);
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result !== undefined) setLast(result);
  }
  return [last, () => setLast(undefined)];
}
