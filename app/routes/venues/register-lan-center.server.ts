import { data, redirect } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { EMPTY_LAN_CENTER_FORM, lanCenterFormValues } from "~/features/venues/lan-center-form-values";
import type { LanCenterPageState } from "~/features/venues/lan-center-page-state";
import { centerFormText } from "~/features/venues/lan-center-columns.server";
import { lanCenterEditTarget } from "~/features/venues/lan-center-edit-target";
import { LAN_CENTER_LOAD_FAILED } from "~/features/venues/lan-center-messages";
import { listGameCatalogue } from "~/features/venues/center-profile.server";
import type { CatalogueGame } from "~/features/venues/venue-profile";
import { loadLanCenterForEdit } from "~/features/venues/load-lan-center.server";
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
    // The database is down: the visitor may well be signed in, so no sign-in page.
    page: true,
    messages: { unavailable: LAN_CENTER_LOAD_FAILED },
    // Its own: the sign-in page says 'Please sign in to edit your LAN center.' (the spec's words).
    "signed-out": (headers) => redirect(SIGN_IN_TO_EDIT, { headers }),
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
    ...centerFormText(center),
    photoIds: center.photos.map((photo) => photo.id).join(","),
    games: center.games.join(","),
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
