import clsx from "clsx";
import { ChevronDown, X } from "lucide-react";
import { memo, useId, useMemo, useState } from "react";

import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/input";
import { AMENITIES, AMENITY_LABELS, type Amenity, MIN_PC_CHOICES } from "~/features/venues/venue-profile";
import { VENUE_TYPES, VENUE_TYPE_LABELS, type VenueType } from "~/features/venues/venue-values";

import type { FeedGame } from "../map-data";

import type { PickedFilters } from "~/features/directory/map/map-model";

type MapFiltersProps = {
  picked: PickedFilters;
  onChange: (change: Partial<PickedFilters>) => void;
  /** The search box's text as typed (the finder debounces it into the address). */
  text: string;
  onTextChange: (text: string) => void;
  /** The feed's games (empty until it has loaded). */
  games: readonly FeedGame[];
  /** Shown when any filter is on: turns them all off. */
  onClear: (() => void) | null;
  /** Why "Free PCs now" lets no center through (the live numbers could not be read), or null. */
  liveProblem: string | null;
};

const nameOrder = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Every filter of the finder; all of them narrow the markers and the list together. */
export const MapFilters = memo(function MapFilters({
  picked,
  onChange,
  text,
  onTextChange,
  games,
  onClear,
  liveProblem,
}: MapFiltersProps) {
  const byName = useMemo(() => [...games].sort((a, b) => nameOrder.compare(a.name, b.name)), [games]);
  return (
    <div className="flex flex-col gap-4">
      {/* On a phone the type and the name take a row each, the game and the PCs share one. */}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <SelectField
          label="LAN type"
          className="col-span-2 sm:col-span-1"
          value={picked.type ?? ""}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ type: (VENUE_TYPES as readonly string[]).includes(value) ? (value as VenueType) : null });
          }}
        >
          <option value="">All types</option>
          {VENUE_TYPES.map((venueType) => (
            <option key={venueType} value={venueType}>
              {VENUE_TYPE_LABELS[venueType]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Search by name"
          className="col-span-2 sm:col-span-1"
          type="search"
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <SelectField
          label="Game"
          value={picked.game ?? ""}
          onChange={(event) => onChange({ game: event.target.value || null })}
        >
          <option value="">All games</option>
          {byName.map((game) => (
            <option key={game.slug} value={game.slug}>
              {game.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Gaming PCs"
          value={picked.pcs ?? ""}
          onChange={(event) => onChange({ pcs: Number(event.target.value) || null })}
        >
          <option value="">Any number</option>
          {MIN_PC_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count} or more
            </option>
          ))}
        </SelectField>
      </div>
      <AmenityFilter
        open={picked.open}
        onOpenChange={(open) => onChange({ open })}
        free={picked.free}
        onFreeChange={(free) => onChange({ free })}
        liveProblem={liveProblem}
        amenities={picked.amenities}
        onAmenitiesChange={(amenities) => onChange({ amenities })}
        onClear={onClear}
      />
    </div>
  );
});

type AmenityFilterProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  free: boolean;
  onFreeChange: (free: boolean) => void;
  liveProblem: string | null;
  amenities: readonly Amenity[];
  onAmenitiesChange: (amenities: Amenity[]) => void;
  onClear: (() => void) | null;
};

/**
 * "Open now", "Free PCs now", the amenities (a panel of checkboxes behind a button) and "Clear
 * filters", in one row.
 */
function AmenityFilter({
  open,
  onOpenChange,
  free,
  onFreeChange,
  liveProblem,
  amenities,
  onAmenitiesChange,
  onClear,
}: AmenityFilterProps) {
  const problemId = useId();
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const toggle = (amenity: Amenity, on: boolean) =>
    onAmenitiesChange(AMENITIES.filter((entry) => (entry === amenity ? on : amenities.includes(entry))));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Switch checked={open} onChange={onOpenChange}>
          Open now
        </Switch>
        <Switch checked={free} onChange={onFreeChange} describedBy={liveProblem ? problemId : undefined}>
          Free PCs now
        </Switch>
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((value) => !value)}
        >
          Amenities{amenities.length > 0 ? ` (${amenities.length})` : ""}
          <ChevronDown aria-hidden="true" className={clsx("size-4 transition-transform", expanded && "rotate-180")} />
        </Button>
        {onClear ? (
          <Button variant="ghost" onClick={onClear}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        ) : null}
      </div>
      {liveProblem ? (
        <p id={problemId} role="alert" className="text-sm text-amber-200">
          {liveProblem}
        </p>
      ) : null}
      <fieldset
        id={panelId}
        hidden={!expanded}
        className="grid gap-x-4 gap-y-1 rounded-lg border border-surface-600 bg-surface-950/60 p-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <legend className="sr-only">Amenities a center must have</legend>
        {AMENITIES.map((amenity) => (
          <label
            key={amenity}
            className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-slate-200 hover:bg-white/5"
          >
            <input
              type="checkbox"
              checked={amenities.includes(amenity)}
              onChange={(event) => toggle(amenity, event.target.checked)}
              className="size-5 shrink-0 accent-accent-400"
            />
            {AMENITY_LABELS[amenity]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
  children: string;
};

/** A filter that is on or off ("Open now", "Free PCs now"): a checkbox read out as a switch. */
function Switch({ checked, onChange, describedBy, children }: SwitchProps) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-surface-600 bg-surface-950/80 px-3.5 text-sm font-medium text-slate-100 hover:border-slate-500">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-emerald-400"
      />
      {children}
    </label>
  );
}
