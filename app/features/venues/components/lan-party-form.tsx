import { Globe2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";

import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/input";
import type { OwnedPhoto } from "~/features/photos/photo-values";
import type { FieldErrors } from "~/lib/forms";

import { parseCoordinates, type TimeZoneAnswer } from "../geocode-schema";
import {
  formatEventTime,
  instantToZonedInput,
  isTimeZone,
  LIMITS,
  lanPartyEditSchema,
  lanPartySchema,
  zonedInputToInstant,
  type LanPartyField,
} from "../schemas";
import type { LanPartyForEdit } from "../load-lan-party.server";
import { CoordinatesFields } from "./coordinates-fields";
import { PhotoUploader } from "./photo-uploader";
import { useRegistrationDraft } from "./registration-draft";
import { useVenueForm } from "./use-venue-form";

/** What the party form holds and posts: the text of every field. */
export type LanPartyFormValues = Record<LanPartyField, string>;

export const EMPTY_PARTY_VALUES: LanPartyFormValues = {
  eventName: "",
  description: "",
  startDate: "",
  endDate: "",
  timeZone: "",
  location: "",
  latitude: "",
  longitude: "",
  website: "",
  imageUrl: "",
  photoIds: "",
  communityName: "",
  ownerName: "",
  contactEmail: "",
};

/** A stored party as the edit form starts from it: its times as wall-clock times of its own zone. */
export function partyFormValues(party: Omit<LanPartyForEdit, "id" | "reviewStatus">): LanPartyFormValues {
  return {
    ...EMPTY_PARTY_VALUES,
    eventName: party.eventName,
    description: party.description,
    startDate: instantToZonedInput(party.startDate, party.timeZone),
    endDate: instantToZonedInput(party.endDate, party.timeZone),
    timeZone: party.timeZone,
    location: party.location ?? "",
    latitude: party.latitude === null ? "" : String(party.latitude),
    longitude: party.longitude === null ? "" : String(party.longitude),
    website: party.website ?? "",
    imageUrl: party.imageUrl ?? "",
    photoIds: party.photos.map((photo) => photo.id).join(","),
  };
}

/** The posted values back as form values (what the action returns with its errors). */
export function postedPartyValues(posted: Record<string, string>): LanPartyFormValues {
  const values = { ...EMPTY_PARTY_VALUES };
  for (const field of Object.keys(values) as LanPartyField[]) values[field] = posted[field] ?? "";
  return values;
}

/** The zones this runtime knows, for the select: the loader sends the server's list so both renders match. */
export function listTimeZones(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

/** The zones the select offers: the server's list, plus a value it lacks (another runtime's name for a zone). */
function zoneOptions(timeZones: readonly string[], ...extra: string[]): string[] {
  const options = new Set(["UTC", ...timeZones]);
  for (const zone of extra) if (zone) options.add(zone);
  return [...options];
}

function visitorTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : "UTC";
}

/** "Starts … · Ends …" in the event's zone, once the times and the zone make sense. */
function timesPreview(values: LanPartyFormValues): string | null {
  if (!isTimeZone(values.timeZone)) return null;
  const start = zonedInputToInstant(values.startDate, values.timeZone);
  const end = zonedInputToInstant(values.endDate, values.timeZone);
  if (!start || !end) return null;
  return `Starts ${formatEventTime(start, values.timeZone)} · Ends ${formatEventTime(end, values.timeZone)}`;
}

type LanPartyFormProps = {
  mode: "register" | "edit";
  /** Where the form starts: the stored party, or what was posted when the action refused it. */
  initialValues: LanPartyFormValues;
  /** The action's per-field problems (a new object for each answer). */
  serverErrors?: FieldErrors;
  /** A problem with the whole form (not signed in, the save failed), shown above the fields. */
  formError?: ReactNode;
  /** The time zones the server knows, for the select (the same list on both sides of hydration). */
  timeZones: readonly string[];
  submitting: boolean;
  /** Register only: anonymous visitors may fill the form; the server refuses their submit. */
  signedIn?: boolean;
  /** Its photos when editing (the uploader keeps its own list after that). */
  photos?: OwnedPhoto[];
};

/**
 * The LAN party form (register and edit). Works as a plain form before hydration; afterwards it
 * checks with the same schema as the action on submit, shows every field's problem under it and
 * focuses the first one. Start and end are wall-clock times in the event's zone.
 */
export function LanPartyForm({
  mode,
  initialValues,
  serverErrors,
  formError,
  timeZones,
  submitting,
  signedIn = true,
  photos = [],
}: LanPartyFormProps) {
  const { values, setValues, setField, text, errors, formRef, checkBeforeSubmit } = useVenueForm(
    initialValues,
    serverErrors,
  );
  const leaveToCreateAccount = useRegistrationDraft<LanPartyFormValues>("register-lan-party", {
    active: mode === "register",
    signedIn,
    restore: (kept) => setValues((current) => ({ ...current, ...kept })),
  });
  const [browserZone, setBrowserZone] = useState("");
  const [zoneNote, setZoneNote] = useState<{ zone: string; applied: boolean } | null>(null);
  const [coordinatesEdited, setCoordinatesEdited] = useState(false);
  // A zone the owner picked (or the stored one) is only suggested over, never replaced.
  const zoneChosen = useRef(mode === "edit" || initialValues.timeZone !== "");

  // The server cannot know the visitor's zone: the browser fills the empty choice once it runs.
  useEffect(() => {
    const zone = visitorTimeZone();
    setBrowserZone(zone);
    setValues((current) => (current.timeZone ? current : { ...current, timeZone: zone }));
  }, [setValues]);

  // New coordinates may be in another zone: ask the server which one, after typing pauses.
  const { latitude, longitude } = values;
  useEffect(() => {
    if (!coordinatesEdited) return;
    const point = parseCoordinates(latitude, longitude);
    if (!point) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const query = new URLSearchParams({ lat: String(point.latitude), lng: String(point.longitude) });
        const response = await fetch(`/api/geocode?${query}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) return;
        const answer = (await response.json()) as TimeZoneAnswer;
        if (!answer.ok || !isTimeZone(answer.timeZone)) return;
        if (zoneChosen.current) {
          setZoneNote({ zone: answer.timeZone, applied: false });
        } else {
          setValues((current) => ({ ...current, timeZone: answer.timeZone }));
          setZoneNote({ zone: answer.timeZone, applied: true });
        }
      } catch {
        // A suggestion only: the owner still chooses the zone by hand.
      }
    }, 600);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [latitude, longitude, coordinatesEdited, setValues]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Signed out: keep what was typed in this browser and create the account first; it comes back
    // here. (Without script the server answers that an account is needed.)
    if (mode === "register" && !signedIn) {
      event.preventDefault();
      return leaveToCreateAccount(values);
    }
    checkBeforeSubmit(event, mode === "register" ? lanPartySchema : lanPartyEditSchema);
  }

  const suggestion = zoneNote && zoneNote.zone !== values.timeZone ? zoneNote.zone : null;
  const preview = timesPreview(values);

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      {formError}

      <FormSection title="Event Details">
        <TextField label="Event Name" required maxLength={LIMITS.name} autoComplete="off" {...text("eventName")} />
        <TextAreaField label="Description" required maxLength={LIMITS.description} {...text("description")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Start Date & Time" type="datetime-local" required {...text("startDate")} />
          <TextField label="End Date & Time" type="datetime-local" required {...text("endDate")} />
        </div>
        <SelectField
          label="Time Zone"
          required
          hint={preview ?? "Start and end are times in this zone; visitors see them in it, named."}
          {...text("timeZone")}
          onChange={(event) => {
            zoneChosen.current = true;
            setField("timeZone", event.target.value);
          }}
        >
          <option value="">Choose a time zone…</option>
          {zoneOptions(timeZones, values.timeZone, browserZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </SelectField>
        <div aria-live="polite" className="text-sm text-slate-300 empty:hidden">
          {zoneNote?.applied && zoneNote.zone === values.timeZone ? (
            <p className="flex items-center gap-2">
              <Globe2 aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
              Time zone set from the coordinates: {zoneNote.zone.replaceAll("_", " ")}.
            </p>
          ) : suggestion ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
              <p className="flex items-center gap-2">
                <Globe2 aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
                These coordinates are in {suggestion.replaceAll("_", " ")}.
              </p>
              <Button
                variant="secondary"
                size="sm"
                className="min-h-11 self-start sm:min-h-9"
                onClick={() => {
                  setField("timeZone", suggestion);
                  setZoneNote({ zone: suggestion, applied: true });
                }}
              >
                Use this time zone
              </Button>
            </div>
          ) : null}
        </div>
      </FormSection>

      <FormSection title="Location">
        <TextField
          label="Location"
          maxLength={LIMITS.location}
          hint="Free text, e.g. the hall and the town."
          autoComplete="off"
          {...text("location")}
        />
        <CoordinatesFields
          latitude={values.latitude}
          longitude={values.longitude}
          address={values.location}
          errors={{ latitude: errors.latitude, longitude: errors.longitude }}
          onChange={(coordinates) => {
            setCoordinatesEdited(true);
            setField("latitude", coordinates.latitude);
            setField("longitude", coordinates.longitude);
          }}
        />
      </FormSection>

      <FormSection title="Links">
        <TextField
          label="Website (optional)"
          type="url"
          inputMode="url"
          maxLength={LIMITS.url}
          placeholder="https://"
          {...text("website")}
        />
        <TextField
          label="Image URL (optional)"
          type="url"
          inputMode="url"
          maxLength={LIMITS.url}
          placeholder="https://"
          {...text("imageUrl")}
        />
      </FormSection>

      <FormSection title="Photos">
        {signedIn ? (
          <PhotoUploader initialPhotos={photos} error={errors.photoIds} />
        ) : (
          <p className="text-sm text-slate-300">Create an account or sign in to add photos of your party.</p>
        )}
      </FormSection>

      {mode === "register" ? (
        <FormSection title="Community & Organizer">
          <TextField
            label="Community Name"
            required
            maxLength={LIMITS.name}
            autoComplete="organization"
            {...text("communityName")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Organizer Name"
              maxLength={LIMITS.personName}
              autoComplete="name"
              {...text("ownerName")}
            />
            <TextField
              label="Organizer Email"
              type="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={LIMITS.email}
              autoComplete="email"
              {...text("contactEmail")}
            />
          </div>
        </FormSection>
      ) : null}

      {mode === "register" ? (
        <Button type="submit" size="lg" fullWidth loading={submitting} loadingLabel="Registering your LAN party…">
          {signedIn ? (submitting ? "Registering..." : "Register LAN Party") : "Create Account to Register"}
        </Button>
      ) : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to="/dashboard" variant="secondary" size="lg">
            Cancel
          </ButtonLink>
          <Button type="submit" size="lg" loading={submitting} loadingLabel="Saving your changes…">
            Save Changes
          </Button>
        </div>
      )}
    </Form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 text-lg font-semibold text-white">{title}</legend>
      {children}
    </fieldset>
  );
}
