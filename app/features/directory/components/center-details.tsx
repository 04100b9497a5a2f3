import { BadgeCheck, MapPin } from "lucide-react";

import { Badge } from "~/components/ui/badge";
import { PhotoGallery } from "~/components/ui/photo-gallery";
import type { PublicCenterPage } from "~/features/directory/load-public-center.server";
import { centerJsonLd, serializeJsonLd } from "~/features/directory/structured-data";
import { HOURS_LIMITS, upcomingExceptions } from "~/features/venues/opening-hours";
import { isWebAddress, VENUE_TYPE_LABELS } from "~/features/venues/venue-values";

import { CenterActions } from "./center-actions";
import { CenterLiveLine } from "./center-live-line";
import { CenterParties } from "./center-parties";
import { galleryPhotos } from "./gallery-photos";
import { CenterProfile } from "./center-profile";
import { BackLink } from "./back-link";
import { OpenStatus } from "./open-status";
import { PlacesMapCard } from "./places-map-card";
import { useVenueClock, VenueClock } from "./venue-clock";

/** What the site's venue illustration shows, for centers without a picture of their own. */
const FALLBACK_ALT = "Illustration of gaming stations in a LAN center";

/**
 * The public page of a verified center: who and where it is, whether it is open now, its hours,
 * stations, prices, amenities and games, its map, and the LAN parties around it.
 */
export function CenterDetails({ page }: { page: PublicCenterPage }) {
  const { center, parties, mapPlaces } = page;
  const website = center.website && isWebAddress(center.website) ? center.website : null;

  return (
    <VenueClock className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <CenterStructuredData page={page} />
      <BackLink to="/lancenters">All LAN Centers</BackLink>

      <article aria-labelledby="center-name" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        {center.photos.length > 0 ? (
          <PhotoGallery
            photos={galleryPhotos(center.photos, center.name)}
            label={`Photos of ${center.name}`}
            priorityFirst
          />
        ) : (
          <img
            src={center.shownImageUrl}
            alt={center.imageUrl ? center.name : FALLBACK_ALT}
            width={800}
            height={450}
            className="aspect-video w-full rounded-2xl border border-surface-700/80 bg-surface-900 object-cover"
          />
        )}
        <div className="flex min-w-0 flex-col gap-5">
          <header className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              {center.venueType ? <Badge tone="info">{VENUE_TYPE_LABELS[center.venueType]}</Badge> : null}
              <Badge tone="success" icon={<BadgeCheck />}>
                Verified
              </Badge>
            </div>
            <h1
              id="center-name"
              className="font-display text-3xl font-extrabold tracking-tight break-words text-balance text-white sm:text-4xl"
            >
              {center.name}
            </h1>
            <OpenStatus hours={center.openingHours} timeZone={center.timeZone} />
            <CenterLiveLine slug={center.slug} initial={page.live} />
          </header>
          <p className="flex items-start gap-2 text-base text-slate-200">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-300" />
            <span className="min-w-0 break-words">{center.address}</span>
          </p>
          {/* Plain text, never HTML; the owner's line breaks are kept. */}
          <p className="text-base leading-relaxed break-words whitespace-pre-line text-slate-300">
            {center.description}
          </p>
          <CenterActions
            slug={center.slug}
            name={center.name}
            website={website}
            phone={center.phone}
            latitude={center.latitude}
            longitude={center.longitude}
            pageUrl={center.pageUrl}
          />
        </div>
      </article>

      <CenterProfile center={center} />

      <PlacesMapCard id="center-map-heading" name={center.name} places={mapPlaces} />

      <CenterParties centerName={center.name} parties={parties} />
    </VenueClock>
  );
}

/**
 * LocalBusiness structured data; the serializer escapes `<` so no text can end the script. Special
 * dates already past are left out.
 */
function CenterStructuredData({ page }: { page: PublicCenterPage }) {
  const { center } = page;
  const today = useVenueClock(center.timeZone).date;
  const hours = center.openingHours;
  const json = serializeJsonLd(
    centerJsonLd({
      name: center.name,
      description: center.description,
      address: center.address,
      website: center.website,
      imageUrl: center.imageUrl,
      latitude: center.latitude,
      longitude: center.longitude,
      pageUrl: center.pageUrl,
      telephone: center.phone,
      openingHours: hours && {
        week: hours.week,
        exceptions: upcomingExceptions(hours, today, HOURS_LIMITS.exceptions),
      },
      amenities: center.amenities,
      priceRange: center.priceText,
    }),
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
