import { LoaderCircle, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";

import type { DeleteIntent, DeleteVenueAnswer } from "../delete-venue-answer";

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
      <ConfirmDialog
        trigger={
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={`${busy ? "Deleting..." : "Delete"} ${name}`}
            className="min-h-11"
          >
            {busy ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <Icon of={Trash2} className="size-4" />
            )}
            {busy ? "Deleting..." : "Delete"}
          </Button>
        }
        title={`Delete this ${kind}?`}
        description={
          <>
            <span className="inline-block max-w-full font-semibold break-words text-white">{name}</span>. {consequence}{" "}
            This cannot be undone.
          </>
        }
        confirmLabel={`Delete ${kind}`}
        onConfirm={confirm}
      />
      {failed ? (
        <p role="alert" className="basis-full text-sm font-medium text-rose-300">
          {failed}
        </p>
      ) : null}
    </>
  );
}
