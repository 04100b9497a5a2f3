import { Activity, DoorOpen, ExternalLink, Pencil, Ticket } from "lucide-react";
import type { ReactNode } from "react";

import { ButtonLink, NewTabHint } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { photoPicture, type PhotoRef } from "~/features/photos/photo-values";
import type { MyLanCenter, MyLanParty } from "~/features/venues/list-my-venues.server";
import { formatEventTime, formatRegisteredDate, isWebAddress } from "~/features/venues/schemas";

import { DeleteVenueDialog } from "./delete-venue-dialog";
import { LISTED_AFTER_REVIEW } from "../lan-center-messages";
import { RejectionReason, ReviewBadge } from "./review-badge";

/**
 * A center on the owner's dashboard: what it shows the public, where review stands, its actions,
 * and (from the page) its subscription control.
 */
export function LanCenterCard({
  center,
  subscription,
  live,
}: {
  center: MyLanCenter;
  subscription?: ReactNode;
  /** Its free PCs now, or its venue software's trouble (from the page: live PCs are not venues'). */
  live?: ReactNode;
}) {
  return (
    <VenueCardFrame
      cover={center.cover}
      name={center.organizationName}
      badge={<ReviewBadge reviewStatus={center.reviewStatus} />}
      notice={center.reviewStatus === "pending" ? LISTED_AFTER_REVIEW : null}
      rejectionReason={center.rejectionReason}
      description={center.description}
      details={
        <>
          <Detail label="Address">{center.address}</Detail>
          <WebsiteDetail website={center.website} />
          <Detail label="Registered">
            <time dateTime={center.createdAt}>{formatRegisteredDate(center.createdAt)}</time>
          </Detail>
        </>
      }
      footer={
        live ? (
          <>
            {live}
            {subscription}
          </>
        ) : (
          subscription
        )
      }
      actions={
        <>
          <EditLink to={`/register-lan-center?edit=${encodeURIComponent(center.id)}`} name={center.organizationName} />
          <ButtonLink
            to={`/edit-lan-center/${encodeURIComponent(center.id)}/live`}
            variant="secondary"
            size="sm"
            className="min-h-11"
            aria-label={`Live PCs of ${center.organizationName}`}
          >
            <Icon of={Activity} className="size-4" />
            Live PCs
          </ButtonLink>
          <DeleteVenueDialog intent="delete-lan-center" id={center.id} name={center.organizationName} />
        </>
      }
    />
  );
}

/**
 * A party on the owner's dashboard; its times read in the event's own time zone. Its ticket sales
 * come from the page (`sales`): tickets are not venues'.
 */
export function LanPartyCard({ party, sales }: { party: MyLanParty; sales?: ReactNode }) {
  return (
    <VenueCardFrame
      cover={party.cover}
      name={party.name}
      badge={<ReviewBadge reviewStatus={party.reviewStatus} />}
      rejectionReason={party.rejectionReason}
      description={party.description}
      details={
        <>
          <Detail label="Start">
            <time dateTime={party.startDate}>{formatEventTime(party.startDate, party.timeZone)}</time>
          </Detail>
          <Detail label="End">
            <time dateTime={party.endDate}>{formatEventTime(party.endDate, party.timeZone)}</time>
          </Detail>
          <WebsiteDetail website={party.website} />
          <Detail label="Registered">
            <time dateTime={party.createdAt}>{formatRegisteredDate(party.createdAt)}</time>
          </Detail>
        </>
      }
      footer={sales}
      actions={
        <>
          <EditLink to={`/edit-lan-party/${encodeURIComponent(party.id)}`} name={party.name} />
          <ButtonLink
            to={`/edit-lan-party/${encodeURIComponent(party.id)}/tickets`}
            variant="secondary"
            size="sm"
            className="min-h-11"
            aria-label={`Tickets for ${party.name}`}
          >
            <Icon of={Ticket} className="size-4" />
            Tickets
          </ButtonLink>
          <ButtonLink
            to={`/edit-lan-party/${encodeURIComponent(party.id)}/door`}
            variant="secondary"
            size="sm"
            className="min-h-11"
            aria-label={`Door check-in for ${party.name}`}
          >
            <Icon of={DoorOpen} className="size-4" />
            Door
          </ButtonLink>
          <DeleteVenueDialog intent="delete-lan-party" id={party.id} name={party.name} />
        </>
      }
    />
  );
}

function VenueCardFrame({
  cover,
  name,
  badge,
  notice = null,
  rejectionReason,
  description,
  details,
  footer,
  actions,
}: {
  cover: PhotoRef | null;
  name: string;
  badge: ReactNode;
  /** What its review state means for the owner, under the badge. */
  notice?: string | null;
  rejectionReason: string | null;
  description: string;
  details: ReactNode;
  footer?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card as="li" className="venue-card">
      {cover ? (
        <Picture
          picture={photoPicture(cover, 640)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          className="aspect-video w-full rounded-lg bg-surface-900 object-cover"
        />
      ) : null}
      <div>
        <div className="venue-card-heading">
          <h3 className="venue-card-name">{name}</h3>
          {badge}
        </div>
        {notice ? <p className="mt-2 text-sm text-amber-200">{notice}</p> : null}
        <RejectionReason reason={rejectionReason} />
        {/* Plain text, never HTML; two lines here, the full text is on the edit page. */}
        <p className="venue-card-description">{description}</p>
      </div>
      <DetailList>{details}</DetailList>
      {footer}
      <div className="venue-card-actions">{actions}</div>
    </Card>
  );
}

function WebsiteDetail({ website }: { website: string | null }) {
  // Only http(s) is ever stored; checked again so no other scheme can become a link.
  if (!website || !isWebAddress(website)) return null;
  return (
    <Detail label="Website">
      <a href={website} target="_blank" rel="noopener noreferrer" className="external-link">
        {website.replace(/^https?:\/\//i, "")}
        <Icon of={ExternalLink} className="size-3.5 shrink-0" />
        <NewTabHint />
      </a>
    </Detail>
  );
}

/** Its name says which venue ("Edit Alpha Arena"): a card's buttons are many on one page. */
function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <ButtonLink to={to} variant="secondary" size="sm" className="min-h-11" aria-label={`Edit ${name}`}>
      <Icon of={Pencil} className="size-4" />
      Edit
    </ButtonLink>
  );
}
