import { Inbox, UserPlus } from "lucide-react";
import { data, useNavigation } from "react-router";

import { AdminPage, AdminPageHeader, AdministratorsOnly } from "~/components/layout/admin-page";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { Spinner } from "~/components/ui/spinner";
import { answeringRefusals, requireAdministrator } from "~/features/accounts/guards.server";
import { LeadList } from "~/features/leads/components/lead-list";
import { LIST_LEADS_FAILED, listLeads, type LeadsPage } from "~/features/leads/list-leads.server";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/leads";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Sign-up Requests | LAN Centers" },
  { name: "description", content: "Sign-up requests sent from the Join Our Network pages, for administrators." },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type LeadsState = { state: "forbidden" } | { state: "error"; message: string } | ({ state: "ready" } & LeadsPage);

/**
 * The join pages' sign-up requests, for administrators only, decided here on the server: a
 * signed-out visitor goes to sign in, a member gets a 403 page without a single lead.
 */
export const loader = answeringRefusals(async ({ request }: Route.LoaderArgs) => {
  const { account, headers } = await requireAdministrator(request, {
    page: true,
    messages: { unavailable: LIST_LEADS_FAILED },
  });
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const result = await listLeads(account, { page: Number.isFinite(page) ? page : 1 });
  if (!result.ok) {
    const state: LeadsState =
      result.reason === "forbidden" ? { state: "forbidden" } : { state: "error", message: result.message };
    return data<LeadsState>(state, { status: httpStatus(result.reason), headers });
  }
  const { ok: _ok, ...leadsPage } = result;
  return data<LeadsState>({ state: "ready", ...leadsPage }, { headers });
});

export default function Leads({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const changingPage = navigation.state === "loading" && navigation.location.pathname === "/admin/leads";

  if (loaderData.state === "forbidden") {
    return (
      <AdministratorsOnly>
        Sign-up requests are for the LAN Centers team. Your own LAN centers and parties are on your dashboard.
      </AdministratorsOnly>
    );
  }

  return (
    <AdminPage>
      <AdminPageHeader
        icon={UserPlus}
        title="Sign-up Requests"
        description={
          loaderData.state === "ready"
            ? `${loaderData.total === 1 ? "1 request" : `${loaderData.total.toLocaleString("en-US")} requests`} from the Join Our Network pages, newest first. Times in UTC.`
            : "Requests from the Join Our Network pages."
        }
        csvHref="/admin/leads.csv"
      />

      {loaderData.state === "error" ? (
        <Alert tone="error" title={loaderData.message}>
          The sign-up requests could not be loaded. Please try again in a moment.
        </Alert>
      ) : loaderData.leads.length === 0 ? (
        <Card padding="lg" className="flex flex-col items-center gap-3 text-center">
          <Inbox aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-white">No sign-up requests yet</h2>
          <p className="max-w-md text-sm text-slate-300">
            Requests sent from the Join Our Network pages (/signup and its variants) will appear here.
          </p>
        </Card>
      ) : (
        <section
          aria-labelledby="leads-list-heading"
          aria-busy={changingPage || undefined}
          className="flex flex-col gap-6"
        >
          <div className="flex min-h-6 items-center justify-between gap-3">
            <h2 id="leads-list-heading" className="text-sm text-slate-300">
              Page {loaderData.page} of {loaderData.pageCount}
            </h2>
            {changingPage ? <Spinner size="sm" label="Loading sign-up requests…" showLabel /> : null}
          </div>
          <LeadList leads={loaderData.leads} />
          <Pagination
            label="Sign-up request pages"
            page={loaderData.page}
            pageCount={loaderData.pageCount}
            hrefOf={(page) => `?page=${page}`}
            previousLabel="Newer"
            nextLabel="Older"
          />
        </section>
      )}
    </AdminPage>
  );
}
