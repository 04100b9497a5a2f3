import * as Dialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import { BadgeCheck, Ban, Pencil, Star, StarOff, Undo2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";

import type { ReviewStatus } from "#db/schema/values";
import { Button, ButtonLink } from "~/components/ui/button";
import { DialogHeader, dialogOverlayClasses, dialogPanelClasses } from "~/components/ui/dialog";
import { checkForm } from "~/lib/forms";

import { rejectSchema } from "../schemas";
import type { ModerationResult } from "../review-queue-answers";
import type { ModerationAction, ReviewKind } from "../review-queue-filters";
import { useHydrated } from "~/lib/use-hydrated";

/** What the actions need to know about a venue to offer the right buttons. */
export type ModeratedVenue = {
  kind: ReviewKind;
  id: string;
  name: string;
  reviewStatus: ReviewStatus;
  hasChanges: boolean;
  featured: boolean;
};

/** The page's own address with its filters, so a plain POST comes back to the same list. */
function useQueueAddress(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** Where an administrator edits a venue: the owner's own edit forms, which let administrators in. */
export function venueEditHref(kind: ReviewKind, id: string): string {
  return kind === "lan_center"
    ? `/register-lan-center?edit=${encodeURIComponent(id)}`
    : `/edit-lan-party/${encodeURIComponent(id)}`;
}

/**
 * One venue's moderation buttons. Each card has its own fetcher (its own busy state; two cards can
 * be worked at once); every form is a plain POST too, so it works before the script loads.
 * `onResult` hands each answer to the page, whose live region still exists after the card leaves
 * the list.
 */
export function ModerationActions({
  venue,
  onResult,
}: {
  venue: ModeratedVenue;
  onResult: (result: ModerationResult) => void;
}) {
  const fetcher = useFetcher<ModerationResult>({ key: `moderate-${venue.kind}-${venue.id}` });
  const busy = fetcher.state !== "idle";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  const result = fetcher.data;
  const formAction = useQueueAddress();

  // The result arrives while the page's data is still reloading, i.e. before this card may leave the list.
  const reported = useRef<ModerationResult | undefined>(undefined);
  useEffect(() => {
    if (result && reported.current !== result) {
      reported.current = result;
      onResult(result);
    }
  }, [result, onResult]);

  const isCenter = venue.kind === "lan_center";
  const canVerify = venue.reviewStatus !== "verified" || venue.hasChanges;
  const canUnverify = venue.reviewStatus === "verified";
  const canReject = venue.reviewStatus !== "rejected";
  const canFeature = isCenter && venue.reviewStatus === "verified" && !venue.featured;
  const canUnfeature = isCenter && venue.featured;

  const actionButton = (
    intent: ModerationAction,
    label: string,
    Icon: typeof Star,
    variant: "primary" | "secondary",
  ) => (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      disabled={busy}
      loading={pendingIntent === intent}
      loadingLabel={`${label}…`}
      className="flex-1 sm:flex-none"
    >
      {pendingIntent === intent ? null : <Icon aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-3" aria-busy={busy || undefined}>
      <fetcher.Form method="post" action={formAction} className="flex flex-wrap gap-2">
        <input type="hidden" name="kind" value={venue.kind} />
        <input type="hidden" name="id" value={venue.id} />
        {canVerify ? actionButton("verify", "Verify", BadgeCheck, "primary") : null}
        {canUnverify ? actionButton("unverify", "Unverify", Undo2, "secondary") : null}
        {canFeature ? actionButton("feature", "Feature", Star, "secondary") : null}
        {canUnfeature ? actionButton("unfeature", "Unfeature", StarOff, "secondary") : null}
      </fetcher.Form>
      <div className="flex flex-wrap gap-2">
        {canReject ? <RejectControl venue={venue} fetcher={fetcher} busy={busy} /> : null}
        <ButtonLink
          to={venueEditHref(venue.kind, venue.id)}
          variant="secondary"
          className="flex-1 sm:flex-none"
          aria-label={`Edit ${venue.name}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </ButtonLink>
      </div>
      {result && !result.ok && result.field !== "reason" ? (
        <p role="alert" className="text-sm text-rose-300">
          {result.message}
        </p>
      ) : null}
    </div>
  );
}

type ModerationFetcher = ReturnType<typeof useFetcher<ModerationResult>>;

/** Reject with a reason: a dialog once the script runs; before that, the same form folded into the card. */
function RejectControl({ venue, fetcher, busy }: { venue: ModeratedVenue; fetcher: ModerationFetcher; busy: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const formAction = useQueueAddress();
  const errorId = `${reasonId}-error`;
  const result = fetcher.data;
  const rejecting = busy && fetcher.formData?.get("intent") === "reject";

  useEffect(() => {
    if (result?.intent !== "reject") return;
    if (result.ok) {
      setOpen(false);
      setReason("");
      setError(null);
    } else if (result.field === "reason") {
      setError(result.message);
      reasonRef.current?.focus();
    }
  }, [result]);

  // The same rule as the action's, at once; the reason stays as typed either way.
  function checkReason(event: FormEvent<HTMLFormElement>) {
    const check = checkForm(rejectSchema, { reason });
    if (!check.ok) {
      event.preventDefault();
      setError(check.message);
      reasonRef.current?.focus();
    }
  }

  const fields = (
    <>
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="kind" value={venue.kind} />
      <input type="hidden" name="id" value={venue.id} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={reasonId} className="text-sm font-medium text-slate-200">
          Reason for the owner{" "}
          <span aria-hidden="true" className="text-accent-300">
            *
          </span>
        </label>
        <textarea
          ref={reasonRef}
          id={reasonId}
          name="reason"
          required
          maxLength={500}
          rows={4}
          value={hydrated ? reason : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            "w-full rounded-lg border bg-surface-950/80 px-3.5 py-2 text-base text-white placeholder:text-slate-400",
            error ? "border-rose-400" : "border-surface-600 hover:border-slate-500 focus:border-accent-400",
          )}
          placeholder="What the owner should fix, e.g. the address does not match the photos."
        />
        {error ? (
          <p id={errorId} className="text-sm text-rose-300">
            {error}
          </p>
        ) : null}
      </div>
    </>
  );

  if (!hydrated) {
    return (
      <details className="w-full rounded-lg border border-surface-700 p-3">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-rose-200">
          <Ban aria-hidden="true" className="size-4" />
          Reject
        </summary>
        <fetcher.Form method="post" action={formAction} className="mt-3 flex flex-col gap-3">
          {fields}
          <Button type="submit" variant="danger">
            Reject
          </Button>
        </fetcher.Form>
      </details>
    );
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!rejecting) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="danger" disabled={busy} className="flex-1 sm:flex-none">
          <Ban aria-hidden="true" className="size-4" />
          Reject
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          className={dialogPanelClasses({ width: "lg" })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            reasonRef.current?.focus();
          }}
        >
          <DialogHeader
            title={`Reject “${venue.name}”`}
            description="It leaves the map. The owner gets this reason by e-mail; editing the venue sends it back for review."
          />
          <fetcher.Form
            method="post"
            action={formAction}
            noValidate
            onSubmit={checkReason}
            className="mt-4 flex flex-col gap-4"
          >
            {fields}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={rejecting}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" loading={rejecting} loadingLabel="Rejecting…">
                Reject
              </Button>
            </div>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
