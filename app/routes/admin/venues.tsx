import { data, useActionData } from "react-router";

import { answeringRefusals, requireAdministrator } from "~/features/accounts/guards.server";
import { listReviewQueue } from "~/features/venues/list-review-queue.server";
import { moderateVenue } from "~/features/venues/moderate-venue.server";
import { rejectPhoto } from "~/features/venues/reject-photo.server";
import type { ModerationResult, PhotoRejectionResult, ReviewQueueState } from "~/features/venues/review-queue-answers";
import { MODERATION_ACTIONS, readReviewQueueFilters, REVIEW_KINDS } from "~/features/venues/review-queue-filters";
import { ReviewQueueView } from "~/features/venues/components/review-queue-view";
import { readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/venues";

export const meta: Route.MetaFunction = () => [
  { title: "Review Queue | LAN Centers" },
  {
    name: "description",
    content: "Administrators review new and edited LAN centers and LAN parties before they go public.",
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = answeringRefusals(async ({ request }: Route.LoaderArgs) => {
  const { account, headers } = await requireAdministrator(request, { page: true });

  const filters = readReviewQueueFilters(new URL(request.url).searchParams);
  const result = await listReviewQueue(account, filters);
  if (!result.ok) {
    return data<ReviewQueueState>(
      result.reason === "forbidden" ? { state: "forbidden" } : { state: "error", message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }
  const { ok: _ok, ...page } = result;
  return data<ReviewQueueState>({ state: "ready", filters, ...page }, { headers });
});

/**
 * Every card's buttons post here with an `intent`. The account is read again from the session, and
 * the service checks the role again: the form never says who acts.
 */
export const action = answeringRefusals(async ({ request }: Route.ActionArgs) => {
  const values = await readFormValues(request);
  if (values.intent === "reject-photo") return removePhoto(request, values);
  const intent = MODERATION_ACTIONS.find((value) => value === values.intent);
  const kind = REVIEW_KINDS.find((value) => value === values.kind);
  const id = values.id ?? "";
  if (!intent || !kind || !id) return data({ ok: false, message: "Unknown form" } as const, { status: 400 });
  const answer = (result: Omit<ModerationResult, "intent" | "kind" | "id">, status: number, headers: Headers) =>
    data<ModerationResult>({ intent, kind, id, ...result }, { status, headers });

  const { account, headers } = await requireAdministrator(request, { form: { intent, kind, id } });
  // The service checks the role again, then the reason of a rejection with the form's schema.
  const result = await moderateVenue(account, { kind, id, action: intent, reason: values.reason });
  if (!result.ok) {
    return answer({ ok: false, message: result.message, field: result.field }, httpStatus(result.reason), headers);
  }
  return answer({ ok: true, message: result.message }, 200, headers);
});

/** One photo of a venue removed, with the reason mailed to its owner. */
async function removePhoto(request: Request, values: Record<string, string>) {
  const photoId = values.photoId ?? "";
  const answer = (ok: boolean, message: string, status: number, headers?: Headers) =>
    data<PhotoRejectionResult>({ intent: "reject-photo", photoId, ok, message }, { status, headers });
  const { account, headers } = await requireAdministrator(request, { form: { intent: "reject-photo", photoId } });
  const result = await rejectPhoto(account, { photoId, reason: values.reason });
  if (!result.ok) return answer(false, result.message, httpStatus(result.reason), headers);
  return answer(true, result.message, 200, headers);
}

export default function ReviewQueuePage({ loaderData }: Route.ComponentProps) {
  // A plain POST (before the script loads) answers here; with the script, each card's fetcher does.
  const actionData = useActionData<typeof action>();
  return <ReviewQueueView queue={loaderData} actionData={actionData} />;
}
