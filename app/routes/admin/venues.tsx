import { ClipboardCheck, Inbox } from "lucide-react";
import { useCallback, useState } from "react";
import { data, redirect, useActionData, useNavigation } from "react-router";

import { AdminPage, AdminPageHeader, AdministratorsOnly } from "~/components/layout/admin-page";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { listReviewQueue, type ReviewQueuePage } from "~/features/venues/list-review-queue.server";
import { moderateVenue } from "~/features/venues/moderate-venue.server";
import type { ModerationResult } from "~/features/venues/components/moderation-actions";
import { ReviewQueueCard } from "~/features/venues/components/review-queue-card";
import {
  MODERATION_ACTIONS,
  readReviewQueueFilters,
  REVIEW_KINDS,
  reviewQueueHref,
  type ReviewQueueFilters,
} from "~/features/venues/components/review-queue-filters";
import { ReviewQueueFiltersNav, ReviewQueuePagination } from "~/features/venues/components/review-queue-nav";
import { readFormValues } from "~/lib/forms";
import type { Route } from "./+types/venues";

export const meta: Route.MetaFunction = () => [
  { title: "Review Queue | LAN Centers" },
  {
    name: "description",
    content: "Administrators review new and edited LAN centers and LAN parties before they go public.",
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type QueueState =
  | { state: "forbidden" }
  | { state: "error"; message: string }
  | ({ state: "ready"; filters: ReviewQueueFilters } & ReviewQueuePage);

export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers } = await readSignedInAccount(request);
  if (!account) throw redirect("/login", { headers });
  if (!account.isAdmin) return data<QueueState>({ state: "forbidden" }, { status: 403, headers });

  const filters = readReviewQueueFilters(new URL(request.url).searchParams);
  const result = await listReviewQueue(account, filters);
  if (!result.ok) {
    return data<QueueState>(
      result.status === 403 ? { state: "forbidden" } : { state: "error", message: result.message },
      { status: result.status, headers },
    );
  }
  const { ok: _ok, ...page } = result;
  return data<QueueState>({ state: "ready", filters, ...page }, { headers });
}

/**
 * Every card's buttons post here with an `intent`. The account is read again from the session, and
 * the service checks the role again: the form never says who acts.
 */
export async function action({ request }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const { account, headers } = await readSignedInAccount(request);
  const intent = MODERATION_ACTIONS.find((value) => value === values.intent);
  const kind = REVIEW_KINDS.find((value) => value === values.kind);
  const id = values.id ?? "";
  if (!intent || !kind || !id) {
    return data({ ok: false, message: "Unknown form" } as const, { status: 400, headers });
  }
  const answer = (result: Omit<ModerationResult, "intent" | "kind" | "id">, status: number) =>
    data<ModerationResult>({ intent, kind, id, ...result }, { status, headers });

  if (!account) return answer({ ok: false, message: "Authentication required" }, 401);
  // The service checks the role, then the reason of a rejection with the form's schema.
  const result = await moderateVenue(account, { kind, id, action: intent, reason: values.reason });
  if (!result.ok) return answer({ ok: false, message: result.message, field: result.field }, result.status);
  return answer({ ok: true, message: result.message }, 200);
}

export default function ReviewQueuePage({ loaderData }: Route.ComponentProps) {
  // A plain POST (before the script loads) answers here; with the script, each card's fetcher does.
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [announced, setAnnounced] = useState<ModerationResult | null>(null);
  const announce = useCallback((result: ModerationResult) => setAnnounced(result), []);

  if (loaderData.state === "forbidden") {
    return <AdministratorsOnly>The review queue is for the LAN Centers team.</AdministratorsOnly>;
  }

  const latest = announced ?? (actionData && "intent" in actionData ? actionData : null);
  const loadingFilters = navigation.state === "loading" && navigation.location.pathname === "/admin/venues";

  return (
    <AdminPage width="4xl">
      <AdminPageHeader
        icon={ClipboardCheck}
        title="Review Queue"
        description="New and edited LAN centers and LAN parties. Nothing reaches the public map until it is verified."
      />

      {loaderData.state === "ready" ? <ReviewQueueFiltersNav filters={loaderData.filters} /> : null}

      <div aria-live="polite" aria-atomic="true">
        {latest ? (
          <Alert tone={latest.ok ? "success" : "error"} key={`${latest.intent}-${latest.id}-${latest.message}`}>
            {latest.message}
          </Alert>
        ) : null}
      </div>

      {loaderData.state === "error" ? (
        <Alert tone="error" title={loaderData.message}>
          Please try again in a moment.
        </Alert>
      ) : (
        <section
          aria-labelledby="review-queue-results"
          aria-busy={loadingFilters || undefined}
          className="flex flex-col gap-4"
        >
          <div className="flex min-h-6 items-center justify-between gap-3">
            <h2 id="review-queue-results" className="text-sm text-slate-300">
              {loaderData.total === 1 ? "1 venue" : `${loaderData.total} venues`}
            </h2>
            {loadingFilters ? <Spinner size="sm" label="Loading the review queue…" showLabel /> : null}
          </div>
          {loaderData.items.length === 0 ? (
            <Card className="flex flex-col items-center gap-3 text-center">
              <Inbox aria-hidden="true" className="size-10 text-slate-400" />
              <p className="text-lg font-semibold text-white">Nothing to review right now.</p>
              {loaderData.filters.page > 1 ? (
                <ButtonLink to={reviewQueueHref({ ...loaderData.filters, page: 1 })} variant="secondary">
                  Back to the first page
                </ButtonLink>
              ) : null}
            </Card>
          ) : (
            <ul className="flex flex-col gap-4">
              {loaderData.items.map((item) => (
                <ReviewQueueCard key={`${item.kind}-${item.id}`} item={item} onResult={announce} />
              ))}
            </ul>
          )}
          <ReviewQueuePagination filters={loaderData.filters} pageCount={loaderData.pageCount} />
        </section>
      )}
    </AdminPage>
  );
}
