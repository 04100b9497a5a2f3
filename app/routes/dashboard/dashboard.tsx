import { useState } from "react";
import { data, redirect, useLocation } from "react-router";

import { emailChangeCodeSchema, emailChangeRequestSchema, passwordChangeSchema } from "~/features/accounts/schemas";
import { loadDashboard, type DashboardSummary } from "~/features/accounts/dashboard.server";
import {
  DashboardEmailSettings,
  type EmailSettingsResult,
} from "~/features/accounts/components/dashboard-email-settings";
import {
  DashboardFrame,
  DashboardLoading,
  DashboardSignInRequired,
  DashboardTabs,
  DashboardUnavailable,
  dashboardTab,
  type DashboardTab,
} from "~/features/accounts/components/dashboard-frame";
import { DashboardAdministration } from "~/features/accounts/components/dashboard-administration";
import { DashboardOverview } from "~/features/accounts/components/dashboard-overview";
import { DashboardSecurity, type SecurityResult } from "~/features/accounts/components/dashboard-security";
import { DashboardWelcomeBanner } from "~/features/accounts/components/dashboard-welcome-banner";
import { confirmEmailChange, requestEmailChange } from "~/features/accounts/email-change.server";
import { changePassword } from "~/features/accounts/password-change.server";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { SubscriptionControl } from "~/features/subscriptions/components/subscription-control";
import { deleteLanCenter } from "~/features/subscriptions/delete-lan-center.server";
import { latestSubscriptions, type CenterSubscription } from "~/features/subscriptions/latest-subscriptions.server";
import { deleteLanParty } from "~/features/venues/delete-lan-party.server";
import type { DeleteVenueAnswer } from "~/features/venues/components/delete-venue-dialog";
import { MyVenuesOverview } from "~/features/venues/components/my-venues";
import { listMyVenues, type MyVenues } from "~/features/venues/list-my-venues.server";
import { checkForm, readFormValues } from "~/lib/forms";
import type { Route } from "./+types/dashboard";
import { createArrivalTracker, type Pending, useArrived } from "~/lib/use-arrived";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | LAN Centers" },
  { name: "description", content: "Your LAN centers, LAN parties, subscriptions and account settings." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type DashboardState =
  | { state: "signed-out" }
  | { state: "unavailable" }
  // `venues` is null when only the lists failed: the counters and the other tabs still work.
  | {
      state: "ready";
      summary: DashboardSummary;
      venues: MyVenues | null;
      /** Each center's newest subscription of the owner, by center id. */
      subscriptions: Record<string, CenterSubscription>;
    };

export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers, unavailable } = await readSignedInAccount(request);
  // "Unavailable" is answered 503, so monitors and retrying clients see the outage as one.
  if (!account) {
    return data<DashboardState>(
      { state: unavailable ? "unavailable" : "signed-out" },
      { status: unavailable ? 503 : 200, headers },
    );
  }
  const [summary, venues] = await Promise.all([loadDashboard(account), listMyVenues(account)]);
  if (!summary) return data<DashboardState>({ state: "unavailable" }, { status: 503, headers });
  const centerIds = venues.ok ? venues.venues.lanCenters.map((center) => center.id) : [];
  // As before the split: the centers are not listed without their subscriptions.
  const subscriptions = await latestSubscriptions(account.userId, centerIds).then(Object.fromEntries, (error) => {
    console.error("[dashboard] reading the centers' subscriptions failed:", { actor: account.userId }, error);
    return null;
  });
  return data<DashboardState>(
    {
      state: "ready",
      summary,
      venues: venues.ok && subscriptions ? venues.venues : null,
      subscriptions: subscriptions ?? {},
    },
    { headers },
  );
}

const dashboardPage = createArrivalTracker();

/**
 * Arriving at the dashboard from another page in the browser shows 'Loading your dashboard...' at
 * once, while the server answers; a server-rendered visit needs no such step.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const state = serverLoader();
  if (dashboardPage.onScreen) return state;
  const unavailable: DashboardState = { state: "unavailable" };
  return { pending: state.catch(() => unavailable) };
}

type ActionResult = EmailSettingsResult | SecurityResult | DeleteVenueAnswer;

/**
 * Every form of the dashboard posts here with an `intent`. Each one reads the account again from
 * the session: the form never says whose account it is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const intent = values.intent;
  if (!isIntent(intent)) return data({ error: "Unknown form" }, { status: 400 });

  const { account, headers } = await readSignedInAccount(request);
  if (!account) {
    return data<ActionResult>({ intent, ok: false, message: "Authentication required" }, { status: 401, headers });
  }
  const client = { ip: context.clientIp, headers: request.headers };

  switch (intent) {
    case "request-email-change":
    case "resend-email-change": {
      const check = checkForm(emailChangeRequestSchema(account.email), values);
      if (!check.ok) {
        return data<ActionResult>(
          { intent, ok: false, message: check.message, field: "newEmail" },
          { status: 400, headers },
        );
      }
      const resend = intent === "resend-email-change";
      const result = await requestEmailChange(account, check.data.newEmail, client, { resend });
      // A refused resend keeps step 2; a refused first request stays on step 1.
      const pendingEmail = result.ok || resend ? check.data.newEmail : undefined;
      return data<ActionResult>(
        { intent, ok: result.ok, message: result.message, pendingEmail },
        { status: result.ok ? 200 : 400, headers },
      );
    }
    case "confirm-email-change": {
      const check = checkForm(emailChangeCodeSchema, values);
      if (!check.ok) {
        // Without a pending address ('No pending email change found') the form starts over.
        const codeProblem = check.field === "code";
        return data<ActionResult>(
          codeProblem
            ? { intent, ok: false, message: check.message, field: "code", pendingEmail: values.newEmail }
            : { intent, ok: false, message: check.message },
          { status: 400, headers },
        );
      }
      const result = await confirmEmailChange(account, check.data, client);
      if (!result.ok) {
        return data<ActionResult>(
          { intent, ok: false, message: result.message, field: "code", pendingEmail: check.data.newEmail },
          { status: 400, headers },
        );
      }
      return redirect("/email-change-success", { headers: result.headers });
    }
    case "delete-lan-center":
    case "delete-lan-party": {
      const id = values.id ?? "";
      const result =
        intent === "delete-lan-center" ? await deleteLanCenter(account, id) : await deleteLanParty(account, id);
      // On success the router loads the dashboard again, and the deleted card is gone.
      return data<ActionResult>(
        result.ok ? { intent, ok: true, id } : { intent, ok: false, message: result.message, id },
        { status: result.ok ? 200 : result.status, headers },
      );
    }
    case "cancel-email-change":
      return data<ActionResult>({ intent, ok: true }, { headers });
    case "change-password": {
      const check = checkForm(passwordChangeSchema, values);
      if (!check.ok) {
        const field = check.field as "currentPassword" | "password" | "confirmPassword";
        return data<ActionResult>({ intent, ok: false, message: check.message, field }, { status: 400, headers });
      }
      const result = await changePassword(account, check.data, client);
      const status = result.ok ? 200 : result.field ? 400 : 500;
      return data<ActionResult>(
        result.ok
          ? { intent, ok: true, message: result.message }
          : { intent, ok: false, message: result.message, field: result.field },
        { status, headers },
      );
    }
  }
}

const INTENTS = [
  "request-email-change",
  "resend-email-change",
  "confirm-email-change",
  "cancel-email-change",
  "change-password",
  "delete-lan-center",
  "delete-lan-party",
] as const;

function isIntent(value: string | undefined): value is (typeof INTENTS)[number] {
  return (INTENTS as readonly string[]).includes(value ?? "");
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  dashboardPage.useOnScreen();

  // Deletes answer their card's own fetcher; the page's forms are the account ones.
  const result =
    actionData && "intent" in actionData && !isDeleteAnswer(actionData) ? (actionData as AccountResult) : undefined;
  return <DashboardPage loaded={loaderData} result={result} />;
}

type AccountResult = EmailSettingsResult | SecurityResult;

function isDeleteAnswer(result: { intent: string }): boolean {
  return result.intent === "delete-lan-center" || result.intent === "delete-lan-party";
}

function DashboardPage({
  loaded,
  result,
}: {
  loaded: DashboardState | Pending<DashboardState>;
  result: AccountResult | undefined;
}) {
  const [tab, selectTab] = useTabInAddress();
  const state = useArrived(loaded);
  if (!state) return <DashboardLoading />;
  if (state.state === "signed-out") return <DashboardSignInRequired />;
  if (state.state === "unavailable") return <DashboardUnavailable />;

  const { summary, venues, subscriptions } = state;

  return (
    <DashboardFrame>
      <DashboardWelcomeBanner
        email={summary.email}
        isAdmin={summary.isAdmin}
        activeSubscriptions={summary.activeSubscriptions}
      />
      <DashboardTabs
        tab={tab}
        onTabChange={selectTab}
        panels={{
          overview: (
            <DashboardOverview
              lanCenters={summary.lanCenters}
              lanParties={summary.lanParties}
              activeSubscriptions={summary.activeSubscriptions}
            >
              {summary.isAdmin ? <DashboardAdministration /> : null}
              <MyVenuesOverview
                venues={venues}
                isAdmin={summary.isAdmin}
                centerSubscription={(center) => (
                  <SubscriptionControl
                    locationId={center.id}
                    centerName={center.organizationName}
                    subscription={subscriptions[center.id] ?? null}
                  />
                )}
              />
            </DashboardOverview>
          ),
          email: (
            <DashboardEmailSettings
              currentEmail={summary.email}
              result={result && result.intent !== "change-password" ? result : undefined}
            />
          ),
          security: <DashboardSecurity result={result?.intent === "change-password" ? result : undefined} />,
        }}
      />
    </DashboardFrame>
  );
}

/**
 * The selected tab, kept in `?tab=` so a reload (or a form posted without JavaScript) comes back to
 * it. Switching only rewrites the address: it is not a navigation, so nothing is loaded again and
 * the tab shows at once. Any real navigation (a link to /dashboard, a form) reads the address anew.
 */
function useTabInAddress(): [DashboardTab, (tab: DashboardTab) => void] {
  const location = useLocation();
  const fromAddress = () => dashboardTab(new URLSearchParams(location.search).get("tab"));
  const [selected, setSelected] = useState(() => ({ key: location.key, tab: fromAddress() }));
  let tab = selected.tab;
  if (selected.key !== location.key) {
    tab = fromAddress();
    setSelected({ key: location.key, tab });
  }
  const select = (next: DashboardTab) => {
    setSelected({ key: location.key, tab: next });
    const url = new URL(window.location.href);
    if (next === "overview") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    // The router's own history entry, with the new address.
    window.history.replaceState(window.history.state, "", url);
  };
  return [tab, select];
}
