import { data, redirect } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import {
  EMPTY_LAN_CENTER_FORM,
  SIGNED_OUT_REGISTER_MESSAGE,
  lanCenterFormValues,
} from "~/features/venues/components/lan-center-form";
import type { LanCenterActionResult, LanCenterPageState } from "~/features/venues/components/lan-center-page-view";
import { lanCenterEditTarget } from "~/features/venues/lan-center-edit-target";
import {
  LAN_CENTER_LOAD_FAILED,
  REGISTER_LAN_CENTER_FAILED,
  UPDATE_LAN_CENTER_FAILED,
} from "~/features/venues/lan-center-messages";
import { listGameCatalogue, type CatalogueGame } from "~/features/venues/center-profile.server";
import { loadLanCenterForEdit } from "~/features/venues/load-lan-center.server";
import { registerLanCenter } from "~/features/venues/register-lan-center.server";
import { lanCenterSchema } from "~/features/venues/schemas";
import { updateLanCenter } from "~/features/venues/update-lan-center.server";
import { checkFields, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/register-lan-center";

/** The login page's notice for an edit address opened signed out (a `?notice=` key of /login). */
const SIGN_IN_TO_EDIT = "/login?notice=edit-lan-center";

/** The loader: an empty form to register, or the signed-in owner's center to edit. */
export const loadLanCenterPage = answeringRefusals(async ({ request, params }: Route.LoaderArgs) => {
  const { editing, id } = lanCenterEditTarget(request, params);
  if (!editing) {
    // Registering is open to everyone: a signed-out visitor is offered an account when sending.
    const { account, headers } = await readSignedInAccount(request);
    return data<LanCenterPageState>(
      {
        state: "form",
        mode: "register",
        signedIn: account !== null,
        values: EMPTY_LAN_CENTER_FORM,
        catalogue: await readCatalogue(),
        libraryPlan: false,
        photos: [],
      },
      { headers },
    );
  }
  const { account, headers } = await requireAccount(request, {
    "signed-out": (headers) => redirect(SIGN_IN_TO_EDIT, { headers }),
    // The database is down: the visitor may well be signed in, so no sign-in page.
    unavailable: (headers) =>
      data<LanCenterPageState>({ state: "error", message: LAN_CENTER_LOAD_FAILED }, { status: 503, headers }),
  });
  if (!id) {
    return data<LanCenterPageState>({ state: "error", message: "No location ID provided" }, { status: 404, headers });
  }

  const result = await loadLanCenterForEdit(account, id);
  if (!result.ok) {
    return data<LanCenterPageState>(
      { state: "error", message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }
  const { center } = result;
  const values = lanCenterFormValues({
    ownerName: center.contact?.ownerName,
    contactEmail: center.contact?.email,
    communityName: center.community?.name,
    communityDescription: center.community?.description,
    communityImageUrl: center.community?.imageUrl,
    organizationName: center.organizationName,
    website: center.website,
    address: center.address,
    latitude: center.lat,
    longitude: center.lng,
    description: center.description,
    imageUrl: center.imageUrl,
    photoIds: center.photos.map((photo) => photo.id).join(","),
    venueType: center.venueType,
    phone: center.phone,
    openingHours: center.openingHours ? JSON.stringify(center.openingHours) : "",
    pcCount: center.pcCount,
    consoleCount: center.consoleCount,
    vrCount: center.vrCount,
    simCount: center.simCount,
    hardware: center.hardware,
    priceMin: centsText(center.priceMinCents),
    priceMax: centsText(center.priceMaxCents),
    currency: center.currency ?? "USD",
    passes: center.passes,
    amenities: center.amenities.join(","),
    games: center.games.join(","),
    fullLibrary: center.fullLibrary ? "true" : "",
  });
  return data<LanCenterPageState>(
    {
      state: "form",
      mode: "edit",
      signedIn: true,
      values,
      catalogue: await readCatalogue(),
      libraryPlan: center.libraryPlan,
      photos: center.photos,
    },
    { headers },
  );
});

/** The picker's games; without them the rest of the form still works (the picker says so). */
async function readCatalogue(): Promise<CatalogueGame[] | null> {
  try {
    return await listGameCatalogue();
  } catch (error) {
    console.error("[venues] the game catalogue could not be read for the center form:", error);
    return null;
  }
}

/** 750 → "7.50", 500 → "5": a price as the owner typed it. */
function centsText(cents: number | null): string | null {
  if (cents === null) return null;
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The action: registers a new center, or saves the changes to one the signed-in member owns. */
export const saveLanCenter = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const { editing, id } = lanCenterEditTarget(request, params);
  const posted = await readFormValues(request);
  const values = lanCenterFormValues(posted);
  const { account, headers } = await requireAccount(request, {
    "signed-out": (headers) => {
      const message = editing ? "Please sign in to edit your LAN center." : SIGNED_OUT_REGISTER_MESSAGE;
      return data<LanCenterActionResult>({ status: "signed-out", message, values }, { status: 401, headers });
    },
    // The session could not be read (the database is down): not "please sign in", which would be untrue.
    unavailable: (headers) => {
      const message = editing ? UPDATE_LAN_CENTER_FAILED : REGISTER_LAN_CENTER_FAILED;
      return data<LanCenterActionResult>({ status: "failed", message, values }, { status: 503, headers });
    },
  });

  const check = checkFields(lanCenterSchema, posted);
  if (!check.ok) {
    return data<LanCenterActionResult>({ status: "invalid", errors: check.errors, values }, { status: 400, headers });
  }

  if (!editing) {
    const result = await registerLanCenter(account, check.data);
    if (result.ok) return data<LanCenterActionResult>({ status: "registered", id: result.id }, { headers });
    if (result.errors) {
      return data<LanCenterActionResult>(
        { status: "invalid", errors: result.errors, values },
        { status: 400, headers },
      );
    }
    return data<LanCenterActionResult>(
      { status: "failed", message: result.message, values },
      { status: httpStatus(result.reason), headers },
    );
  }
  if (!id) {
    return data<LanCenterActionResult>(
      { status: "failed", message: "No location ID provided", values },
      { status: 404, headers },
    );
  }
  const result = await updateLanCenter(account, id, check.data);
  if (result.ok) return data<LanCenterActionResult>({ status: "saved" }, { headers });
  if ("errors" in result) {
    return data<LanCenterActionResult>({ status: "invalid", errors: result.errors, values }, { status: 400, headers });
  }
  return data<LanCenterActionResult>(
    { status: "failed", message: result.message, values },
    { status: httpStatus(result.reason), headers },
  );
});
