import { ClipboardCheck, Inbox } from "lucide-react";
import { useCallback, useState } from "react";
import { useNavigation } from "react-router";

import { AdminPage, AdminPageHeader, AdministratorsOnly } from "~/components/layout/admin-page";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

import type { ModerationResult, PhotoRejectionResult, ReviewQueueState } from "../review-queue-answers";
import { reviewQueueHref } from "../review-queue-filters";
import { ReviewQueueCard } from "./review-queue-card";
import { ReviewQueueFiltersNav, ReviewQueuePagination } from "./review-queue-nav";

/**
 * The administrators' review queue. `actionData` is what a plain (script-less) post answered: a
 * card's result, or a form the action did not recognise (not announced).
 */
export function ReviewQueueView({
  queue,
  actionData,
}: {
  queue: ReviewQueueState;
  actionData: ModerationResult | PhotoRejectionResult | { ok: false; message: string } | undefined;
}) {
  const navigation = useNavigation();
  const [announced, setAnnounced] = useState<ModerationResult | null>(null);
  const announce = useCallback((result: ModerationResult) => setAnnounced(result), []);

  if (queue.state === "forbidden") {
    return <AdministratorsOnly>The review queue is for the LAN Centers team.</AdministratorsOnly>;
  }

  // A photo's removal posted without script answers here too (with script, its own card shows it).
  const plainAnswer =
    actionData && "intent" in actionData
      ? "photoId" in actionData
        ? { ...actionData, id: actionData.photoId }
        : actionData
      : null;
  const latest = announced ?? plainAnswer;
  const loadingFilters = navigation.state === "loading" && navigation.location.pathname === "/admin/venues";

  return (
    <AdminPage width="4xl">
      <AdminPageHeader
        icon={ClipboardCheck}
        title="Review Queue"
        description="New and edited LAN centers and LAN parties. Nothing reaches the public map until it is verified."
      />

      {queue.state === "ready" ? <ReviewQueueFiltersNav filters={queue.filters} /> : null}

      <div aria-live="polite" aria-atomic="true">
        {latest ? (
          <Alert tone={latest.ok ? "success" : "error"} key={`${latest.intent}-${latest.id}-${latest.message}`}>
            {latest.message}
          </Alert>
        ) : null}
      </div>

      {queue.state === "error" ? (
        <Alert tone="error" title={queue.message}>
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
              {queue.total === 1 ? "1 venue" : `${queue.total} venues`}
            </h2>
            {loadingFilters ? <Spinner size="sm" label="Loading the review queue…" showLabel /> : null}
          </div>
          {queue.items.length === 0 ? (
            <Card className="flex flex-col items-center gap-3 text-center">
              <Inbox aria-hidden="true" className="size-10 text-slate-400" />
              <p className="text-lg font-semibold text-white">Nothing to review right now.</p>
              {queue.filters.page > 1 ? (
                <ButtonLink to={reviewQueueHref({ ...queue.filters, page: 1 })} variant="secondary">
                  Back to the first page
                </ButtonLink>
              ) : null}
            </Card>
          ) : (
            <ul className="flex flex-col gap-4">
              {queue.items.map((item) => (
                <ReviewQueueCard key={`${item.kind}-${item.id}`} item={item} onResult={announce} />
              ))}
            </ul>
          )}
          <ReviewQueuePagination filters={queue.filters} pageCount={queue.pageCount} />
        </section>
      )}
    </AdminPage>
  );
}
