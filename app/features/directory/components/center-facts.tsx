import { Check, Cpu } from "lucide-react";

import { Card } from "~/components/ui/card";
import type { CenterProfile } from "~/features/directory/load-public-center.server";
import { AMENITIES, AMENITY_LABELS, STATION_FIELDS } from "~/features/venues/venue-profile";

import { ProfileHeading } from "./profile-heading";

type Facts = Pick<
  CenterProfile,
  "pcCount" | "consoleCount" | "vrCount" | "simCount" | "hardware" | "priceText" | "passes" | "amenities"
>;

/** The station counts the center gave, as label and number. */
function stationCounts(center: Facts) {
  return STATION_FIELDS.flatMap(({ field, label }) => {
    const count = center[field];
    return count ? [{ label, count }] : [];
  });
}

export function hasStationsOrPrices(center: Facts): boolean {
  return stationCounts(center).length > 0 || Boolean(center.hardware || center.priceText || center.passes);
}

/** What there is to play on, and what it costs. */
export function CenterStations({ center }: { center: Facts }) {
  const counts = stationCounts(center);
  return (
    <Card as="section" aria-labelledby="center-stations-heading" className="flex flex-col gap-4">
      <ProfileHeading id="center-stations-heading" icon={Cpu}>
        Stations &amp; prices
      </ProfileHeading>
      {counts.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3">
          {counts.map(({ label, count }) => (
            <li key={label} className="rounded-lg border border-surface-700/60 px-3 py-2">
              <span className="block font-display text-2xl font-bold text-white">{count.toLocaleString("en-US")}</span>
              <span className="text-sm text-slate-300">{label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {center.hardware || center.priceText || center.passes ? (
        <dl className="flex flex-col gap-3 text-sm">
          <Fact term="Hardware" value={center.hardware} />
          <Fact term="Price per hour" value={center.priceText} />
          <Fact term="Passes and memberships" value={center.passes} />
        </dl>
      ) : null}
    </Card>
  );
}

function Fact({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="font-medium text-slate-300">{term}</dt>
      {/* Plain text; the owner's line breaks are kept. */}
      <dd className="mt-0.5 break-words whitespace-pre-line text-slate-100">{value}</dd>
    </div>
  );
}

/** The amenities from the fixed list, in its order. */
export function CenterAmenities({ amenities }: { amenities: readonly string[] }) {
  const shown = AMENITIES.filter((amenity) => amenities.includes(amenity));
  if (shown.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="center-amenities-heading" className="flex flex-col gap-4">
      <ProfileHeading id="center-amenities-heading" icon={Check}>
        Amenities
      </ProfileHeading>
      <ul className="grid gap-2 text-sm text-slate-200 sm:grid-cols-2">
        {shown.map((amenity) => (
          <li key={amenity} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
            {AMENITY_LABELS[amenity]}
          </li>
        ))}
      </ul>
    </Card>
  );
}
