import { TextField } from "~/components/ui/input";

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

/** Latitude and longitude: typed, or filled from the address or a pin on a small map. */
export function CoordinatesFields({ latitude, longitude, onChange, errors, required }: CoordinatesFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Latitude"
        name="latitude"
        inputMode="decimal"
        required={required}
        value={latitude}
        error={errors?.latitude}
        onChange={(event) => onChange({ latitude: event.target.value, longitude })}
      />
      <TextField
        label="Longitude"
        name="longitude"
        inputMode="decimal"
        required={required}
        value={longitude}
        error={errors?.longitude}
        onChange={(event) => onChange({ latitude, longitude: event.target.value })}
      />
    </div>
  );
}
