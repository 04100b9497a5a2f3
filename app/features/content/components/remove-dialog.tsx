import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { LoaderCircle, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";

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
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
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
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-surface-700 bg-surface-900 p-6 shadow-2xl shadow-black/50">
          <AlertDialog.Title className="font-display text-xl font-bold text-white">
            Remove this {noun}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-300">
            <span className="font-semibold break-words text-white">{label}</span> is removed from the site for good.
            This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: "secondary" })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses({ variant: "danger" })} onClick={confirm}>
              Remove {noun}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
