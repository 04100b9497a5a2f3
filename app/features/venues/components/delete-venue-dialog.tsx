import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { LoaderCircle, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";

export type DeleteIntent = "delete-lan-center" | "delete-lan-party";

/** What the dashboard's action answers to a delete. */
export type DeleteVenueAnswer = { intent: DeleteIntent; ok: boolean; message?: string; id?: string };

const copy: Record<DeleteIntent, { kind: string; consequence: string }> = {
  "delete-lan-center": {
    kind: "LAN center",
    consequence: "The center and its contact information are removed for good.",
  },
  "delete-lan-party": {
    kind: "LAN party",
    consequence: "The party and its contact information are removed for good.",
  },
};

/**
 * Delete, confirmed first in a dialog, then posted to the dashboard's action by this card's own
 * fetcher: only this card's button is busy ('Deleting...'), the rest of the page stays usable,
 * and the card disappears when the dashboard's data is loaded again after the action.
 */
export function DeleteVenueDialog({ intent, id, name }: { intent: DeleteIntent; id: string; name: string }) {
  const fetcher = useFetcher<DeleteVenueAnswer>();
  const busy = fetcher.state !== "idle";
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  const { kind, consequence } = copy[intent];

  const confirm = () => {
    void fetcher.submit({ intent, id }, { method: "post", action: "/dashboard" });
  };

  return (
    <>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button variant="secondary" size="sm" disabled={busy} aria-busy={busy || undefined} className="min-h-11">
            {busy ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
            {busy ? "Deleting..." : "Delete"}
            <span className="sr-only"> {name}</span>
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-surface-700 bg-surface-900 p-6 shadow-2xl shadow-black/50 focus-visible:outline-offset-2">
            <AlertDialog.Title className="font-display text-xl font-bold text-white">
              Delete this {kind}?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-300">
              <span className="font-semibold break-words text-white">{name}</span>. {consequence} This cannot be undone.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses({ variant: "secondary" })}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClasses({ variant: "danger" })} onClick={confirm}>
                Delete {kind}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {failed ? (
        <p role="alert" className="basis-full text-sm font-medium text-rose-300">
          {failed}
        </p>
      ) : null}
    </>
  );
}
