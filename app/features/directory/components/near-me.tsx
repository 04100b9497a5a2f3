import { LocateFixed, X } from "lucide-react";
import { type FormEvent, memo, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";

import { geolocationMessage, NEAR_TEXT } from "~/features/directory/map/map-messages";
import type { LatLng } from "~/features/directory/map/map-model";
import type { PlaceAnswer } from "~/features/directory/place-answer";
import { OWN_LOCATION } from "~/features/insights/insight-values";

/** Where "near me" sorts from; a looked-up place keeps the site's signature for the owners' insights. */
export type NearPoint = LatLng & { label: string; signature?: string };

type NearMeProps = {
  near: NearPoint | null;
  onFind: (point: NearPoint) => void;
  onClear: () => void;
};

/** Looks a typed city, state or ZIP code up with `/api/places`. */
export async function lookUpPlace(query: string, fetcher: typeof fetch = fetch): Promise<PlaceAnswer> {
  try {
    const response = await fetcher(`/api/places?q=${encodeURIComponent(query)}`, {
      headers: { Accept: "application/json" },
    });
    const body = (await response.json().catch(() => null)) as Partial<PlaceAnswer> | null;
    if (response.ok && body?.ok === true && typeof body.latitude === "number" && typeof body.longitude === "number") {
      const { latitude, longitude } = body;
      return {
        ok: true,
        latitude,
        longitude,
        label: String(body.label ?? query),
        signature: String(body.signature ?? ""),
      };
    }
    const message = body && body.ok === false && typeof body.message === "string" ? body.message : null;
    return { ok: false, message: message ?? NEAR_TEXT.lookupFailed };
  } catch {
    return { ok: false, message: NEAR_TEXT.lookupFailed };
  }
}

/** "Near me": the visitor's location, or a typed place; the list then sorts by distance. */
export const NearMe = memo(function NearMe({ near, onFind, onClear }: NearMeProps) {
  const [query, setQuery] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [searching, setSearching] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  // Each search, typed or by location, is numbered: only the latest one may show its answer.
  const latestSearch = useRef(0);

  /** Every search starts here: the last search's message, of either kind, is no answer to this one. */
  function startSearch(): number {
    setFieldError(null);
    setLocationProblem(null);
    return ++latestSearch.current;
  }

  function locate() {
    const searchId = startSearch();
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setLocationProblem(geolocationMessage("unsupported"));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        if (searchId !== latestSearch.current) return;
        onFind({ latitude: position.coords.latitude, longitude: position.coords.longitude, label: OWN_LOCATION });
      },
      (error) => {
        setLocating(false);
        if (searchId !== latestSearch.current) return;
        setLocationProblem(geolocationMessage(error.code));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const searchId = startSearch();
    const text = query.trim();
    if (!text) {
      setFieldError(NEAR_TEXT.emptyQuery);
      return;
    }
    setSearching(true);
    const answer = await lookUpPlace(text);
    setSearching(false);
    if (searchId !== latestSearch.current) return;
    if (answer.ok) {
      const { latitude, longitude, label, signature } = answer;
      onFind({ latitude, longitude, label, signature });
    } else setFieldError(answer.message);
  }

  function clear() {
    latestSearch.current++;
    setQuery("");
    setFieldError(null);
    setLocationProblem(null);
    onClear();
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <form
          role="search"
          aria-label="Centers near a place"
          noValidate
          onSubmit={search}
          className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-start"
        >
          <TextField
            label="City or ZIP code"
            className="flex-1"
            autoComplete="off"
            maxLength={100}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            error={fieldError}
          />
          <Button type="submit" variant="secondary" loading={searching} loadingLabel="Searching…" className="sm:mt-7">
            Search
          </Button>
        </form>
        <Button
          variant="secondary"
          onClick={locate}
          loading={locating}
          loadingLabel="Finding your location…"
          className="sm:mt-7"
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          Use my location
        </Button>
      </div>
      {locationProblem ? (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {locationProblem}
        </p>
      ) : null}
      {near ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
          <p role="status">Centers sorted by distance from {near.label}.</p>
          <Button variant="ghost" size="sm" onClick={clear}>
            <X aria-hidden="true" className="size-4" />
            Clear
          </Button>
        </div>
      ) : null}
    </div>
  );
});
