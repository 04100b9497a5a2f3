import { LocateFixed, Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { MAX_PLACE_QUERY } from "~/features/directory/place-answer";
import type { WhereToPlayOrigin } from "~/features/directory/where-to-play.server";
import { geolocationMessage } from "~/features/directory/map/map-messages";

/** Three decimals, about 100 m: enough for miles, and no more of the visitor's position than that. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(3)));
}

/** What a list is sorted from, as the address says it. */
function placeKey(params: URLSearchParams): string {
  return ["near", "lat", "lng"].map((name) => params.get(name) ?? "").join("|");
}

/**
 * "Find places to play near…": a typed city or ZIP code (`?near=`, a plain GET form that works
 * before hydration) or the visitor's position (`?lat=&lng=`, offered only where the browser can
 * share it). The server sorts the list; this only changes the address.
 */
export function PlaceToPlayFinder({
  query,
  origin,
  problem,
}: {
  /** The text last searched for. */
  query: string;
  origin: WhereToPlayOrigin | null;
  /** Why the place asked for was not used. */
  problem: string | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [canLocate, setCanLocate] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);

  useEffect(() => setCanLocate(typeof navigator !== "undefined" && "geolocation" in navigator), []);
  // A new list answers for itself: the last position's problem is no answer to it.
  useEffect(() => setLocationProblem(null), [location.search]);

  // The list for a new place is on its way (not another page of this one): its button shows so.
  const nextParams = new URLSearchParams(
    navigation.state === "loading" && navigation.location.pathname === location.pathname
      ? navigation.location.search
      : "",
  );
  const newPlace = placeKey(nextParams) !== placeKey(new URLSearchParams(location.search));
  const searching = newPlace && nextParams.has("near");
  const sortingFromHere = locating || (newPlace && nextParams.has("lat"));

  function locate() {
    setLocationProblem(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const search = new URLSearchParams({
          lat: coordinate(position.coords.latitude),
          lng: coordinate(position.coords.longitude),
        });
        navigate({ pathname: location.pathname, search: `?${search}` }, { preventScrollReset: true });
      },
      (error) => {
        setLocating(false);
        setLocationProblem(geolocationMessage(error.code));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  const shownProblem = locationProblem ?? problem;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Form
          method="get"
          action={location.pathname}
          role="search"
          aria-label="Places to play near a city or ZIP code"
          preventScrollReset
          className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end"
        >
          <TextField
            // A new search from elsewhere (back, a link) shows its own text.
            key={query}
            name="near"
            label="Find places to play near…"
            hint="A city or ZIP code"
            placeholder="Austin, TX or 78701"
            className="flex-1"
            autoComplete="off"
            maxLength={MAX_PLACE_QUERY}
            defaultValue={query}
          />
          <Button type="submit" variant="secondary" loading={searching} loadingLabel="Searching…" className="sm:mb-7">
            {searching ? null : <Search aria-hidden="true" className="size-4" />}
            Search
          </Button>
        </Form>
        {canLocate ? (
          <Button
            variant="secondary"
            onClick={locate}
            loading={sortingFromHere}
            loadingLabel="Finding your location…"
            className="sm:mb-7"
          >
            {locating ? null : <LocateFixed aria-hidden="true" className="size-4" />}
            Use my location
          </Button>
        ) : null}
      </div>
      {shownProblem ? (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {shownProblem} The centers are listed by name.
        </p>
      ) : null}
      {origin ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
          <p>Nearest first from {origin.label}.</p>
          <Link
            to={location.pathname}
            preventScrollReset
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 font-medium text-accent-300 hover:bg-white/5"
          >
            <X aria-hidden="true" className="size-4" />
            Clear
            <span className="sr-only"> the place and list the centers by name</span>
          </Link>
        </div>
      ) : null}
    </div>
  );
}
