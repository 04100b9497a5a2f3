import { Building2, Camera, Clock, Contact, Gamepad2, Globe, MapPin, Monitor, UsersRound } from "lucide-react";
import { Form, Link } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/input";
import type { OwnedPhoto } from "~/features/photos/photo-values";
import type { FieldErrors } from "~/lib/forms";

import type { LanCenterFormValues } from "../lan-center-form-values";
import { LIMITS, VENUE_TYPES, VENUE_TYPE_LABELS, lanCenterSchema } from "../schemas";
import type { CatalogueGame } from "../venue-profile";
import { CenterGamesFields } from "./center-games-fields";
import { CenterProfileFields } from "./center-profile-fields";
import { CoordinatesFields } from "./coordinates-fields";
import { FormSection } from "./form-section";
import { HoursEditor } from "./hours-editor";
import { PhotoUploader } from "./photo-uploader";
import { useRegistrationDraft } from "./registration-draft";
import { useVenueForm } from "./use-venue-form";

/**
 * Register or edit a LAN center: Contact, Community and Location Information, then the venue's
 * profile (opening hours; stations, prices and amenities; games). A plain form that
 * posts without JavaScript; with it, the same schema as the action checks every field on submit,
 * shows each problem under its field and focuses the first. What was typed survives any answer.
 */
export function LanCenterForm({
  mode,
  signedIn,
  initialValues,
  serverErrors,
  failure,
  submitting,
  catalogue,
  libraryPlan,
  photos = [],
}: {
  mode: "register" | "edit";
  signedIn: boolean;
  initialValues: LanCenterFormValues;
  /** The games the picker offers; null when they could not be read. */
  catalogue: CatalogueGame[] | null;
  /** The center subscribes to the plan that includes the full library. */
  libraryPlan: boolean;
  /** Its photos when editing (the uploader keeps its own list after that). */
  photos?: OwnedPhoto[];
  /** The action's per-field answers to the last post. */
  serverErrors?: FieldErrors;
  /** A message about the whole form (signed out, saving failed); `signedOut` adds the account links. */
  failure?: { message: string; signedOut?: boolean };
  submitting: boolean;
}) {
  const form = useVenueForm(initialValues, serverErrors);
  const { values, setValues, setField, text, errors, formRef, checkBeforeSubmit } = form;
  const leaveToCreateAccount = useRegistrationDraft<LanCenterFormValues>("register-lan-center", {
    active: mode === "register",
    signedIn,
    restore: (kept) => setValues((current) => ({ ...current, ...kept })),
  });

  const submitLabel = !signedIn
    ? "Create Account to Register"
    : mode === "edit"
      ? submitting
        ? "Saving Changes..."
        : "Save Changes"
      : submitting
        ? "Registering..."
        : "Register LAN Center";

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        if (signedIn) return checkBeforeSubmit(event, lanCenterSchema);
        // Signed out: keep what was typed in this browser and create the account first; it comes
        // back here. (Without script the server answers that an account is needed.)
        event.preventDefault();
        leaveToCreateAccount(values);
      }}
    >
      {failure ? (
        <Alert tone="error">
          <p>{failure.message}</p>
          {failure.signedOut ? (
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              <Link to="/signup-form" className={linkClasses}>
                Create an account
              </Link>
              <Link to="/login" className={linkClasses}>
                Sign in
              </Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      {Object.keys(errors).length > 0 && !failure ? (
        <Alert tone="error">Please correct the fields marked below.</Alert>
      ) : null}

      <FormSection icon={<Contact aria-hidden="true" className="size-5" />} title="Contact Information">
        <p className="text-sm text-slate-300">
          Who runs the center. Only our team sees this, to reach you about your listing.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Owner / Manager Name"
            autoComplete="name"
            maxLength={LIMITS.personName}
            {...text("ownerName")}
          />
          <TextField
            label="Contact Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={LIMITS.email}
            {...text("contactEmail")}
          />
        </div>
      </FormSection>

      <FormSection icon={<UsersRound aria-hidden="true" className="size-5" />} title="Community Information">
        <TextField label="Community Name" required maxLength={LIMITS.name} {...text("communityName")} />
        <TextAreaField label="Community Description" maxLength={LIMITS.description} {...text("communityDescription")} />
        <TextField
          label="Community Image URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={LIMITS.url}
          {...text("communityImageUrl")}
        />
        <p className="flex gap-2 rounded-lg border border-surface-700 bg-surface-950/60 px-3 py-2 text-sm text-slate-300">
          <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
          <span>
            The community shares its website with the center: enter it once under Location Information and it is saved
            for the location, the community and the contact.
          </span>
        </p>
      </FormSection>

      <FormSection icon={<MapPin aria-hidden="true" className="size-5" />} title="Location Information">
        <TextField
          label="Organization Name"
          required
          autoComplete="organization"
          maxLength={LIMITS.name}
          {...text("organizationName")}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Also used for the community and the contact."
          maxLength={LIMITS.url}
          {...text("website")}
        />
        <TextField
          label="Address"
          required
          autoComplete="street-address"
          maxLength={LIMITS.address}
          {...text("address")}
        />
        <CoordinatesFields
          latitude={values.latitude}
          longitude={values.longitude}
          address={values.address}
          required
          errors={{ latitude: errors.latitude, longitude: errors.longitude }}
          onChange={(coordinates) => {
            if (coordinates.latitude !== values.latitude) setField("latitude", coordinates.latitude);
            if (coordinates.longitude !== values.longitude) setField("longitude", coordinates.longitude);
          }}
        />
        <TextAreaField label="Description" required maxLength={LIMITS.description} {...text("description")} />
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={LIMITS.url}
          {...text("imageUrl")}
        />
        <SelectField
          label="LAN Type"
          hint="Optional: helps visitors find your center by the kind of venue it is."
          name="venueType"
          value={values.venueType}
          error={errors.venueType}
          onChange={(event) => setField("venueType", event.target.value)}
        >
          <option value="">Not specified</option>
          {VENUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {VENUE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
      </FormSection>

      <FormSection icon={<Camera aria-hidden="true" className="size-5" />} title="Photos">
        {signedIn ? (
          <PhotoUploader initialPhotos={photos} error={errors.photoIds} />
        ) : (
          <p className="text-sm text-slate-300">Create an account or sign in to add photos of your center.</p>
        )}
      </FormSection>

      <FormSection icon={<Clock aria-hidden="true" className="size-5" />} title="Opening Hours">
        <HoursEditor
          value={values.openingHours}
          error={errors.openingHours}
          onChange={(json) => setField("openingHours", json)}
        />
      </FormSection>

      <FormSection icon={<Monitor aria-hidden="true" className="size-5" />} title="Stations, Prices and Amenities">
        <CenterProfileFields form={form} />
      </FormSection>

      <FormSection icon={<Gamepad2 aria-hidden="true" className="size-5" />} title="Games at This Venue">
        <CenterGamesFields form={form} catalogue={catalogue} libraryPlan={libraryPlan} />
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {mode === "edit" ? (
          <Link
            to="/dashboard"
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold text-slate-200 hover:bg-white/5 hover:text-white"
          >
            Cancel
          </Link>
        ) : null}
        <Button type="submit" size="lg" loading={submitting && signedIn} loadingLabel={submitLabel}>
          {mode === "register" ? <Building2 aria-hidden="true" className="size-5" /> : null}
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

const linkClasses = "font-semibold text-rose-50 underline underline-offset-2 hover:text-white";
