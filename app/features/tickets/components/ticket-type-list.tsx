import { Armchair, Eye, LoaderCircle, Pencil, Trash2 } from "lucide-react";

import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Detail, DetailList } from "~/components/ui/detail-list";

import { saleWindowText, takenText, type OrganiserTicketType } from "../organiser-ticket-page";
import { ticketAvailabilityText } from "../ticket-values";

/**
 * The party's ticket types as its organiser sees them, each with Edit (the page's form, by its
 * address) and Delete (confirmed first). A refused delete is said under that type's buttons.
 */
export function TicketTypeList({
  types,
  editPath,
  onDelete,
  deletingId,
  deleteRefusal,
}: {
  types: OrganiserTicketType[];
  editPath: (typeId: string) => string;
  onDelete: (type: OrganiserTicketType) => void;
  /** The type whose delete is under way. */
  deletingId: string | null;
  /** The last delete the service refused, shown at its type. */
  deleteRefusal: { typeId: string; message: string } | null;
}) {
  return (
    <ul className="flex flex-col gap-4">
      {types.map((type) => (
        <TicketTypeItem
          key={type.id}
          type={type}
          editTo={editPath(type.id)}
          onDelete={() => onDelete(type)}
          deleting={deletingId === type.id}
          refusal={deleteRefusal?.typeId === type.id ? deleteRefusal.message : null}
        />
      ))}
    </ul>
  );
}

function TicketTypeItem({
  type,
  editTo,
  onDelete,
  deleting,
  refusal,
}: {
  type: OrganiserTicketType;
  editTo: string;
  onDelete: () => void;
  deleting: boolean;
  refusal: string | null;
}) {
  return (
    <Card as="li" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold break-words text-white">{type.name}</h3>
        {type.includesSeat ? (
          <Badge tone="info" icon={<Armchair />}>
            Includes a seat
          </Badge>
        ) : (
          <Badge icon={<Eye />}>No seat</Badge>
        )}
      </div>
      {type.description ? (
        <p className="text-sm leading-relaxed break-words text-slate-300">{type.description}</p>
      ) : null}
      <DetailList>
        <Detail label="Price">{type.priceText}</Detail>
        <Detail label="Taken">{takenText(type)}</Detail>
        <Detail label="Now">{ticketAvailabilityText(type.state, type.left, type.saleOpens)}</Detail>
        <Detail label="On sale">{saleWindowText(type)}</Detail>
        <Detail label="Limit">At most {type.maxPerOrder} per person</Detail>
      </DetailList>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={editTo} variant="secondary" size="sm" className="min-h-11" aria-label={`Edit ${type.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </ButtonLink>
        <ConfirmDialog
          trigger={
            <Button
              variant="secondary"
              size="sm"
              disabled={deleting}
              aria-busy={deleting || undefined}
              aria-label={`${deleting ? "Deleting..." : "Delete"} ${type.name}`}
              className="min-h-11"
            >
              {deleting ? (
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              ) : (
                <Trash2 aria-hidden="true" className="size-4" />
              )}
              {deleting ? "Deleting..." : "Delete"}
            </Button>
          }
          title="Delete this ticket type?"
          description={
            <>
              <span className="inline-block max-w-full font-semibold break-words text-white">{type.name}</span> is
              removed from the party for good. A type whose tickets have been taken is kept: lower its quantity instead.
            </>
          }
          confirmLabel="Delete ticket type"
          onConfirm={onDelete}
        />
      </div>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {refusal}
        </p>
      ) : null}
    </Card>
  );
}
