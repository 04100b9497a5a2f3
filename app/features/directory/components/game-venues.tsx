import { Clock, Library, MapPin, Monitor, Navigation, Store, Tag } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";

import { IconSectionTitle } from "~/components/marketing/section-heading";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { Picture } from "~/components/ui/picture";
import type { GameVenue, WhereToPlayPage } from "~/features/directory/where-to-play.server";
import { countListed } from "~/features/insights/send-insight";
import { photoPicture } from "~/features/photos/photo-values";

import { FreePcsLine } from "~/components/ui/free-pcs-line";
import { PlaceToPlayFinder } from "./place-to-play-finder";

const number = (value: number) => value.toLocaleString("en-US");

/** "3 verified centers", or "Showing 51–100 of 1,234 centers" when the list has pages. */
export function venueCountLine(total: number, page: number, pageSize: number): string {
  const noun = total === 1 ? "center" : "centers";
  if (total <= pageSize) return `${number(total)} verified ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${number(first)}–${number(last)} of ${number(total)} ${noun}`;
}

/** The verified centers that offer the game: the place finder, the list a page at a time, or why it is empty. */
export function GameVenues({ page }: { page: WhereToPlayPage }) {
  const location = useLocation();
  const { game, venues, total, origin } = page;

  // For the owners' insights: the centers this page showed, and the place searched for the game.
  useEffect(() => {
    const search = origin
      ? {
          place: {
            label: origin.label,
            latitude: origin.latitude,
            longitude: origin.longitude,
            ...(origin.signature ? { signature: origin.signature } : {}),
          },
          filters: [`game:${game.slug}`],
        }
      : {};
    countListed(
      "game_page",
      venues.map((venue) => venue.slug),
      search,
    );
  }, [venues, origin, game.slug]);

  const pageHref = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target > 1) params.set("page", String(target));
    else params.delete("page");
    const search = params.toString();
    return search ? `${location.pathname}?${search}` : location.pathname;
  };

  return (
    <section aria-labelledby="game-venues-heading" className="flex flex-col gap-6">
      <IconSectionTitle id="game-venues-heading" icon={<Store className="size-5" />}>
        Verified LAN centers with {game.name}
      </IconSectionTitle>

      {total === 0 ? (
        <Card className="flex flex-col items-start gap-3">
          <p className="text-lg font-semibold text-white">No verified LAN center lists {game.name} yet.</p>
          <p className="text-sm text-slate-300">
            Run a LAN center that offers it? Register your venue and pick your games, or offer the whole Steam PC Cafe
            library.
          </p>
          <ButtonLink to="/registration-choice">List your LAN center</ButtonLink>
        </Card>
      ) : (
        <>
          <Card>
            <PlaceToPlayFinder query={page.query} origin={page.origin} problem={page.placeProblem} />
          </Card>
          <p className="text-sm text-slate-300">
            {venueCountLine(total, page.page, page.pageSize)}
            {page.origin ? ", nearest first" : ", by name"}
          </p>
          <ul className="grid gap-4 lg:grid-cols-2">
            {venues.map((venue) => (
              <li key={venue.slug} className="flex">
                <VenueRow venue={venue} />
              </li>
            ))}
          </ul>
          <Pagination label="Pages of centers" page={page.page} pageCount={page.pageCount} hrefOf={pageHref} />
        </>
      )}
    </section>
  );
}

function VenueRow({ venue }: { venue: GameVenue }) {
  return (
    <Card as="article" interactive className="flex w-full flex-col gap-3">
      {venue.cover ? (
        <Picture
          picture={photoPicture(venue.cover, 640)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          className="aspect-video w-full rounded-lg bg-surface-900 object-cover"
        />
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h3 className="min-w-0 font-display text-xl font-bold break-words text-white">
          <Link to={venue.href} className="underline-offset-4 hover:text-accent-200 hover:underline">
            {venue.name}
          </Link>
        </h3>
        {venue.distance ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-accent-200">
            <Navigation aria-hidden="true" className="size-4" />
            <span className="sr-only">Distance: </span>
            {venue.distance}
          </p>
        ) : null}
      </div>
      <Fact icon={<MapPin />}>{venue.address}</Fact>
      {venue.live ? <FreePcsLine text={venue.live.text} free={venue.live.free} /> : null}
      {venue.status || venue.priceText || venue.pcText ? (
        <dl className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
          {venue.status ? (
            <Detail term="Hours" icon={<Clock />} className={venue.status.open ? "text-emerald-300" : undefined}>
              {venue.status.text}
            </Detail>
          ) : null}
          {venue.priceText ? (
            <Detail term="Price" icon={<Tag />}>
              {venue.priceText}
            </Detail>
          ) : null}
          {venue.pcText ? (
            <Detail term="Stations" icon={<Monitor />}>
              {venue.pcText}
            </Detail>
          ) : null}
        </dl>
      ) : null}
      {venue.fullLibrary ? (
        <Badge tone="info" icon={<Library />} className="mt-auto self-start">
          Whole Steam PC Cafe library
        </Badge>
      ) : null}
    </Card>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-200">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-accent-300 [&>svg]:size-4">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

function Detail({
  term,
  icon,
  className,
  children,
}: {
  term: string;
  icon: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ?? "text-slate-200"}>
      <dt className="sr-only">{term}</dt>
      <dd className="flex items-center gap-2">
        <span aria-hidden="true" className="shrink-0 text-accent-300 [&>svg]:size-4">
          {icon}
        </span>
        {children}
      </dd>
    </div>
  );
}
