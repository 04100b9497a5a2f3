import { useId } from "react";

import { CurrencyField, TextAreaField, TextField } from "~/components/ui/input";

import type { LanCenterField } from "../schemas";
import { AMENITIES, AMENITY_LABELS, PROFILE_LIMITS, STATION_FIELDS } from "../venue-profile";
import type { useVenueForm } from "./use-venue-form";

/** What the center form hands its sections: the values, their messages and how to change them. */
export type LanCenterFormState = Pick<
  ReturnType<typeof useVenueForm<LanCenterField>>,
  "values" | "errors" | "setField" | "text"
>;

/** "Stations, Prices and Amenities": the facts a player chooses a center by, beside its hours and games. */
export function CenterProfileFields({ form }: { form: LanCenterFormState }) {
  const { values, errors, setField, text } = form;
  return (
    <>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+1 512 555 0100"
        maxLength={PROFILE_LIMITS.phone}
        {...text("phone")}
      />
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="pb-2 text-sm font-semibold text-slate-100">Stations</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {STATION_FIELDS.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              {...text(field)}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        label="Hardware"
        placeholder="RTX 4070 · 240 Hz"
        hint="Your best rigs in a few words: graphics cards, monitors, peripherals."
        maxLength={PROFILE_LIMITS.hardware}
        {...text("hardware")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Hourly price from"
          inputMode="decimal"
          autoComplete="off"
          placeholder="5"
          hint="One price for every station? Fill in this one only."
          {...text("priceMin")}
        />
        <TextField
          label="Hourly price to"
          inputMode="decimal"
          autoComplete="off"
          placeholder="8.50"
          {...text("priceMax")}
        />
        <CurrencyField
          value={values.currency}
          error={errors.currency}
          onValueChange={(value) => setField("currency", value)}
        />
      </div>
      <TextAreaField
        label="Memberships and day passes"
        rows={3}
        placeholder="Day pass $25 · Monthly membership $60 with 20 hours"
        maxLength={PROFILE_LIMITS.passes}
        {...text("passes")}
      />
      <AmenitiesField
        value={values.amenities}
        error={errors.amenities}
        onChange={(value) => setField("amenities", value)}
      />
    </>
  );
}

/**
 * The amenities as checkboxes, posted as one comma-separated value in the list's order (the
 * checkboxes themselves post nothing).
 */
function AmenitiesField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const chosen = new Set(value.split(",").map((part) => part.trim()));

  function toggle(amenity: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(amenity);
    else next.delete(amenity);
    onChange(AMENITIES.filter((key) => next.has(key)).join(","));
  }

  return (
    // Named like the field, so the form's "focus the first problem" lands on the group.
    <fieldset
      name="amenities"
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="pb-2 text-sm font-semibold text-slate-100">Amenities</legend>
      <input type="hidden" name="amenities" value={value} />
      <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {AMENITIES.map((amenity) => (
          <li key={amenity} className="flex min-h-11 items-center gap-3">
            <input
              id={`${id}-${amenity}`}
              type="checkbox"
              checked={chosen.has(amenity)}
              onChange={(event) => toggle(amenity, event.target.checked)}
              className="size-5 shrink-0 accent-accent-400"
            />
            <label htmlFor={`${id}-${amenity}`} className="text-sm text-slate-200">
              {AMENITY_LABELS[amenity]}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-rose-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
