import { BadgeCheck, CalendarPlus, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PhotoGallery } from "~/components/ui/photo-gallery";
import type { PublicPartyPage } from "~/features/directory/load-public-party.server";
import { partyJsonLd, serializeJsonLd } from "~/features/directory/structured-data";
import { isWebAddress } from "~/features/venues/venue-values";

import { PartyDates } from "./party-dates";
import { PartyPlace } from "./party-place";
import { galleryPhotos } from "./gallery-photos";
import { BackLink } from "./back-link";
import { PlacesMapCard } from "./places-map-card";

/** The organizer's landing page text as paragraphs: blank lines separate them, single breaks stay. */
function landingParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/** The public page of a verified LAN party. */
export function PartyDetails({
  page,
  children,
}: {
  page: PublicPartyPage;
  /** What a visitor can do here beyond reading: the tickets and the seats (the tickets feature's). */
  children?: ReactNode;
}) {
  const { party, mapPlaces } = page;
  const website = party.website && isWebAddress(party.website) ? party.website : null;
  const banner = [party.heroImageUrl, party.imageUrl].find((url): url is string => !!url && isWebAddress(url));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PartyStructuredData page={page} />
      <BackLink to="/lanparties">All LAN Parties</BackLink>

      <article aria-labelledby="party-name" className="flex flex-col gap-8">
        {party.photos.length > 0 ? (
          <PhotoGallery
            photos={galleryPhotos(party.photos, party.name)}
            label={`Photos of ${party.name}`}
            priorityFirst
          />
        ) : banner ? (
          <img
            src={banner}
            alt={party.name}
            width={1200}
            height={675}
            className="aspect-video max-h-[28rem] w-full rounded-2xl border border-surface-700/80 bg-surface-900 object-cover"
          />
        ) : null}

        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="info">LAN Party</Badge>
            <Badge tone="success" icon={<BadgeCheck />}>
              Verified
            </Badge>
          </div>
          <h1
            id="party-name"
            className="font-display text-3xl font-extrabold tracking-tight break-words text-balance text-white sm:text-5xl"
          >
            {party.name}
          </h1>
        </header>

        {party.ended ? (
          <Alert tone="info" title="Past event">
            This LAN party has ended.{" "}
            <Link to="/lanparties" className="font-semibold underline underline-offset-2">
              See upcoming LAN parties
            </Link>
          </Alert>
        ) : null}

        <Card as="section" aria-labelledby="party-when-heading" className="flex flex-col gap-4">
          <h2 id="party-when-heading" className="sr-only">
            When and where
          </h2>
          <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="font-medium text-slate-400">When</dt>
            <dd className="min-w-0">
              <PartyDates startDate={party.startDate} endDate={party.endDate} timeZone={party.timeZone} />
            </dd>
            {party.center || party.customLocation ? (
              <>
                <dt className="font-medium text-slate-400">Where</dt>
                <dd className="min-w-0">
                  <PartyPlace center={party.center} customLocation={party.customLocation} />
                  {party.center?.address ? (
                    <p className="mt-1 pl-5.5 break-words text-slate-300">{party.center.address}</p>
                  ) : null}
                </dd>
              </>
            ) : null}
            {party.community ? (
              <>
                <dt className="font-medium text-slate-400">Organizer</dt>
                <dd className="min-w-0 break-words text-slate-200">{party.community.name}</dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={party.calendarPath} download variant="primary">
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add to calendar (.ics)
            </ButtonLink>
            {website ? (
              <ButtonLink href={website} newTab variant="secondary">
                Visit Website
                <ExternalLink aria-hidden="true" className="size-4" />
              </ButtonLink>
            ) : null}
          </div>
        </Card>

        {children}

        <section aria-labelledby="party-about-heading" className="flex flex-col gap-4">
          <h2 id="party-about-heading" className="font-display text-2xl font-bold tracking-tight text-white">
            About this LAN party
          </h2>
          {/* Plain text, never HTML; the organizer's line breaks are kept. */}
          <p className="text-base leading-relaxed break-words whitespace-pre-line text-slate-300">
            {party.description}
          </p>
          {party.landingPageContent
            ? landingParagraphs(party.landingPageContent).map((paragraph, index) => (
                <p key={index} className="text-base leading-relaxed break-words whitespace-pre-line text-slate-300">
                  {paragraph}
                </p>
              ))
            : null}
        </section>

        <PlacesMapCard id="party-map-heading" name={party.name} places={mapPlaces} />
      </article>
    </div>
  );
}

/** Event structured data; the serializer escapes `<` so no text can end the script. */
function PartyStructuredData({ page }: { page: PublicPartyPage }) {
  const { party } = page;
  const placeName = party.center?.name ?? party.customLocation ?? party.name;
  const json = serializeJsonLd(
    partyJsonLd({
      name: party.name,
      description: party.description,
      startDate: party.startDate,
      endDate: party.endDate,
      timeZone: party.timeZone,
      place: {
        name: placeName,
        address: party.center?.address ?? party.customLocation,
        latitude: party.latitude,
        longitude: party.longitude,
      },
      pageUrl: party.pageUrl,
      imageUrl: party.imageUrl ?? party.heroImageUrl,
      organizer: party.community
        ? { name: party.community.name, url: party.community.website }
        : party.center
          ? { name: party.center.name, url: null }
          : null,
      tickets: page.tickets,
    }),
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
