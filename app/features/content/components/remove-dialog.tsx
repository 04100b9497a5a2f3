import { LoaderCircle, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";

import { REMOVAL_FETCHER_KEY, useAnnouncer } from "./announcer";
import { CONTENT_ADMIN_PATH, type ContentAnswer, type ContentIntent } from "./content-answer";

/**
 * Remove, confirmed first in a dialog; the row disappears when the page's data is read again, and
 * the focus moves to the next row (or the one before). The page announces the outcome.
 */
export function RemoveDialog({
  intent,
  id,
  label,
  noun,
}: {
  intent: Extract<ContentIntent, `remove-${string}`>;
  id: string;
  label: string;
  /** "game" or "question". */
  noun: string;
}) {
  const fetcher = useFetcher<ContentAnswer>({ key: REMOVAL_FETCHER_KEY });
  const { focusAfterRemoval } = useAnnouncer();
  const rowRef = useRef<Element | null>(null);
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === id;

  const confirm = () => {
    const row = rowRef.current;
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
    focusAfterRemoval(neighbour?.querySelector<HTMLElement>("button:not(:disabled)") ?? null);
    void fetcher.submit({ intent, id }, { method: "post", action: CONTENT_ADMIN_PATH });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button
          onClick={(event) => {
            rowRef.current = event.currentTarget.closest("li");
          }}
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-busy={busy || undefined}
          className="min-h-11"
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Trash2 aria-hidden="true" className="size-4" />
          )}
          {busy ? "Removing..." : "Remove"}
          <span className="sr-only"> {label}</span>
        </Button>
      }
      title={`Remove this ${noun}?`}
      description={
        <>
          <span className="inline-block max-w-full font-semibold break-words text-white">{label}</span> is removed from
          the site for good. This cannot be undone.
        </>
      }
      confirmLabel={`Remove ${noun}`}
      onConfirm={confirm}
    />
  );
}
