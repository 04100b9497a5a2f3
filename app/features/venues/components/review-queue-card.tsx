import { BadgeCheck, CircleAlert, Clock, ExternalLink, PencilLine, ShieldCheck, Star } from "lucide-react";
import type { ReactNode } from "react";

import { Badge } from "~/components/ui/badge";
import { NewTabHint } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

import type { ReviewQueueItem } from "../list-review-queue.server";
import { formatEventTime, formatRegisteredDate, isWebAddress, VENUE_TYPE_LABELS } from "../schemas";
import type { ModerationResult } from "../review-queue-answers";
import { ModerationActions } from "./moderation-actions";
import { PendingPhotos } from "./pending-photos";

/** How the queue names the fields an owner's edit can change (the edit services' field names). */
const FIELD_LABELS: Record<string, string> = {
  organizationName: "Name",
  eventName: "Name",
  name: "Name",
  address: "Address",
  description: "Description",
  website: "Website",
  imageUrl: "Image URL",
  heroImageUrl: "Hero image URL",
  lat: "Latitude",
  latitude: "Latitude",
  lng: "Longitude",
  longitude: "Longitude",
  venueType: "LAN type",
  startDate: "Start",
  endDate: "End",
  timeZone: "Time zone",
  customLocation: "Location",
  location: "Location",
  phone: "Phone",
  openingHours: "Hours",
  stations: "Stations",
  hardware: "Hardware",
  price: "Hourly price",
  passes: "Memberships and passes",
  amenities: "Amenities",
  games: "Games",
  fullLibrary: "Full library",
  photos: "Photos",
};

/** A changed value as an administrator reads it: dates in the party's zone, LAN types by name. */
function shownValue(field: string, value: string | null, timeZone: string | null): string {
  if (value === null) return "(empty)";
  if ((field === "startDate" || field === "endDate") && !Number.isNaN(Date.parse(value))) {
    return formatEventTime(value, timeZone ?? "UTC");
  }
  if (field === "venueType" && value in VENUE_TYPE_LABELS)
    return VENUE_TYPE_LABELS[value as keyof typeof VENUE_TYPE_LABELS];
  return value;
}

/** A link only to an http(s) address; anything else is shown as text, never followed. */
function WebLink({ href }: { href: string | null }) {
  if (!href) return <span className="text-slate-400">None</span>;
  if (!isWebAddress(href)) return <span className="break-all">{href}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 break-all text-accent-300 underline-offset-2 hover:underline"
    >
      {href}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <NewTabHint />
    </a>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-slate-400 sm:w-32">{label}</dt>
      <dd className="min-w-0 text-slate-100">{children}</dd>
    </div>
  );
}

function ReviewBadges({ item }: { item: ReviewQueueItem }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {item.reviewStatus === "verified" ? (
        <Badge tone="success" icon={<BadgeCheck />}>
          Verified
        </Badge>
      ) : item.reviewStatus === "rejected" ? (
        <Badge tone="danger" icon={<CircleAlert />}>
          Rejected
        </Badge>
      ) : (
        <Badge tone="warning" icon={<Clock />}>
          Pending Review
        </Badge>
      )}
      {item.reviewChanges ? (
        <Badge tone="info" icon={<PencilLine />}>
          Edited since review
        </Badge>
      ) : null}
      {item.createdByAdmin ? (
        <Badge tone="success" icon={<ShieldCheck />}>
          Admin-created
        </Badge>
      ) : null}
      {item.featured ? (
        <Badge tone="info" icon={<Star />}>
          Featured
        </Badge>
      ) : null}
    </div>
  );
}

/** One venue in the review queue: everything its owner entered, its review state, and the decisions. */
export function ReviewQueueCard({
  item,
  onResult,
}: {
  item: ReviewQueueItem;
  onResult: (result: ModerationResult) => void;
}) {
  const isCenter = item.kind === "lan_center";
  const headingId = `review-${item.kind}-${item.id}`;
  const changes = item.reviewChanges ? Object.entries(item.reviewChanges) : [];

  return (
    <Card as="li" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {item.imageUrl && isWebAddress(item.imageUrl) ? (
          <img
            src={item.imageUrl}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
            // An owner's image that no longer loads should not leave a broken frame in the card.
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
            className="h-32 w-full shrink-0 rounded-lg border border-surface-700 object-cover sm:h-24 sm:w-32"
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-xs font-semibold tracking-wider text-accent-300 uppercase">
            {isCenter ? "LAN Center" : "LAN Party"}
          </p>
          <h2 id={headingId} className="text-lg font-semibold break-words text-white">
            {item.name}
          </h2>
          <ReviewBadges item={item} />
        </div>
      </div>

      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-300">{item.description}</p>

      {changes.length > 0 ? (
        <section
          aria-labelledby={`${headingId}-changes`}
          className="rounded-lg border border-accent-400/30 bg-accent-400/5 p-3"
        >
          <h3 id={`${headingId}-changes`} className="text-sm font-semibold text-accent-200">
            What changed
          </h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {changes.map(([field, change]) => (
              <li key={field} className="break-words">
                <span className="font-medium text-white">{FIELD_LABELS[field] ?? field}:</span>{" "}
                <span className="whitespace-pre-line text-slate-400 line-through decoration-slate-500">
                  {shownValue(field, change.from, item.timeZone)}
                </span>{" "}
                <span aria-hidden="true">→</span>
                <span className="sr-only">changed to</span>{" "}
                <span className="whitespace-pre-line text-slate-100">
                  {shownValue(field, change.to, item.timeZone)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {item.reviewStatus === "rejected" && item.rejectionReason ? (
        <p className="rounded-lg border border-rose-400/30 bg-rose-950/40 p-3 text-sm break-words whitespace-pre-line text-rose-100">
          <span className="font-semibold">Rejection reason: </span>
          {item.rejectionReason}
        </p>
      ) : null}

      <dl className="flex flex-col gap-2 text-sm">
        <Detail label={isCenter ? "Address" : "Location"}>
          {item.location ?? <span className="text-slate-400">None</span>}
        </Detail>
        {isCenter ? (
          <Detail label="LAN type">{item.venueType ? VENUE_TYPE_LABELS[item.venueType] : "Not set"}</Detail>
        ) : (
          <>
            <Detail label="Starts">
              {item.startDate ? formatEventTime(item.startDate, item.timeZone ?? "UTC") : ""}
            </Detail>
            <Detail label="Ends">{item.endDate ? formatEventTime(item.endDate, item.timeZone ?? "UTC") : ""}</Detail>
            <Detail label="Time zone">{item.timeZone}</Detail>
          </>
        )}
        <Detail label="Coordinates">
          {item.lat !== null && item.lng !== null ? (
            `${item.lat}, ${item.lng}`
          ) : (
            <span className="text-slate-400">None</span>
          )}
        </Detail>
        <Detail label="Website">
          <WebLink href={item.website} />
        </Detail>
        <Detail label="Community">{item.communityName ?? <span className="text-slate-400">None</span>}</Detail>
        <Detail label="Owner account">
          {item.ownerEmail ?? <span className="text-slate-400">No owner (demo data)</span>}
        </Detail>
        <Detail label="Contact">
          {[item.contactName, item.contactEmail].filter(Boolean).join(" · ") || (
            <span className="text-slate-400">None</span>
          )}
        </Detail>
        <Detail label="Registered">{formatRegisteredDate(item.createdAt)}</Detail>
        {item.reviewedAt ? <Detail label="Last reviewed">{formatRegisteredDate(item.reviewedAt)}</Detail> : null}
      </dl>

      <PendingPhotos photos={item.pendingPhotos} venueName={item.name} />

      <ModerationActions
        venue={{
          kind: item.kind,
          id: item.id,
          name: item.name,
          reviewStatus: item.reviewStatus,
          hasChanges: item.reviewChanges !== null,
          featured: item.featured,
        }}
        onResult={onResult}
      />
    </Card>
  );
}
