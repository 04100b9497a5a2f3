import { SelectField, TextField } from "~/components/ui/input";
import { VENUE_TYPES, VENUE_TYPE_LABELS, type VenueType } from "~/features/venues/venue-values";

type MapFiltersProps = {
  type: VenueType | null;
  onTypeChange: (type: VenueType | null) => void;
  /** The search box's text as typed (the finder debounces it into the address). */
  text: string;
  onTextChange: (text: string) => void;
};

/** The venue-type and name filters; both narrow the markers and the list. */
export function MapFilters({ type, onTypeChange, text, onTextChange }: MapFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="LAN type"
        value={type ?? ""}
        onChange={(event) => {
          const value = event.target.value;
          onTypeChange((VENUE_TYPES as readonly string[]).includes(value) ? (value as VenueType) : null);
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
        type="search"
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
      />
    </div>
  );
}
