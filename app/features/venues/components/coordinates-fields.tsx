import clsx from "clsx";
import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { usePublicSettings } from "~/lib/use-public-settings";

import { formatCoordinate, GEOCODE_MESSAGES, type GeocodeAnswer, parseCoordinates } from "../geocode-schema";
import { PinMap } from "./pin-map";

export type CoordinatesFieldsProps = {
  /** The inputs' current text (what the form posts as `latitude` and `longitude`). */
  latitude: string;
  longitude: string;
  onChange: (coordinates: { latitude: string; longitude: string }) => void;
  /** The venue's address text, for "find from the address". */
  address: string;
  errors?: { latitude?: string; longitude?: string };
  required?: boolean;
};

/** OpenStreetMap's tiles, when the root's settings are not at hand (an error page). */
const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

type Status = { tone: "success" | "error"; text: string } | null;

/** Latitude and longitude: typed, or filled from the address or a pin on a small map. */
export function CoordinatesFields({
  latitude,
  longitude,
  onChange,
  address,
  errors,
  required,
}: CoordinatesFieldsProps) {
  const hintId = useId();
  const tileUrl = usePublicSettings()?.mapTileUrl ?? DEFAULT_TILE_URL;
  const [finding, setFinding] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const lookup = useRef<AbortController | null>(null);
  useEffect(() => () => lookup.current?.abort(), []);

  const pin = parseCoordinates(latitude, longitude);
  const addressText = address.trim();

  function placePin(point: { latitude: number; longitude: number }) {
    onChange({ latitude: formatCoordinate(point.latitude), longitude: formatCoordinate(point.longitude) });
  }

  /** A change by hand: the last lookup's message no longer describes the pin. */
  function changeByHand(coordinates: { latitude: string; longitude: string }) {
    setStatus(null);
    onChange(coordinates);
  }

  async function findFromAddress() {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setFinding(true);
    setStatus(null);
    try {
      const response = await fetch(`/api/geocode?${new URLSearchParams({ q: addressText })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json()) as GeocodeAnswer;
      if (!answer.ok) {
        setStatus({ tone: "error", text: answer.message });
        return;
      }
      placePin(answer);
      setFocusRequest((count) => count + 1);
      setStatus({
        tone: "success",
        text:
          answer.source === "zip"
            ? `Found ${answer.label}: the pin is at the centre of the ZIP code. Drag it onto your venue.`
            : `Found ${answer.label}. Check the pin on the map before saving.`,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error("[venues] address lookup failed:", error);
      setStatus({ tone: "error", text: GEOCODE_MESSAGES.unavailable });
    } finally {
      if (lookup.current === controller) {
        lookup.current = null;
        setFinding(false);
      }
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Latitude"
          name="latitude"
          inputMode="decimal"
          autoComplete="off"
          required={required}
          value={latitude}
          error={errors?.latitude}
          onChange={(event) => changeByHand({ latitude: event.target.value, longitude })}
        />
        <TextField
          label="Longitude"
          name="longitude"
          inputMode="decimal"
          autoComplete="off"
          required={required}
          value={longitude}
          error={errors?.longitude}
          onChange={(event) => changeByHand({ latitude, longitude: event.target.value })}
        />
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <Button
          variant="secondary"
          onClick={findFromAddress}
          disabled={!addressText}
          loading={finding}
          loadingLabel="Finding the address…"
          className="self-start"
        >
          {finding ? null : <MapPin aria-hidden="true" className="size-4" />}
          Find from address
        </Button>
        <p
          aria-live="polite"
          className={clsx("text-sm", status?.tone === "error" ? "text-rose-300" : "text-slate-300")}
        >
          {status?.text ?? (addressText ? "" : "Enter the address to find it on the map.")}
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <p id={hintId} className="text-sm text-slate-400">
          Click the map to place the pin, or drag the pin. Zoom with + and −.
        </p>
        <PinMap
          latitude={pin?.latitude ?? null}
          longitude={pin?.longitude ?? null}
          onPick={(point) => {
            setStatus(null);
            placePin(point);
          }}
          tileUrl={tileUrl}
          label="Venue location map"
          describedBy={hintId}
          focusRequest={focusRequest}
        />
      </div>
    </div>
  );
}
