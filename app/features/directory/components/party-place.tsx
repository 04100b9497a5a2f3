import clsx from "clsx";
import { MapPin } from "lucide-react";
import { Link } from "react-router";

/** Where a party is: its center, linked to the center's page, and/or the organizer's own words. */
export function PartyPlace({
  center,
  customLocation,
  className,
}: {
  center: { slug: string; name: string } | null;
  customLocation: string | null;
  className?: string;
}) {
  const text = customLocation?.trim() && customLocation.trim() !== center?.name ? customLocation.trim() : null;
  if (!center && !text) return null;
  return (
    <p className={clsx("flex min-w-0 items-start gap-1.5 text-sm text-slate-300", className)}>
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
      <span className="min-w-0 break-words">
        {center ? (
          <Link
            to={`/lancenters/${encodeURIComponent(center.slug)}`}
            className="font-medium text-accent-300 underline-offset-2 hover:underline"
          >
            {center.name}
          </Link>
        ) : null}
        {center && text ? ", " : null}
        {text}
      </span>
    </p>
  );
}
