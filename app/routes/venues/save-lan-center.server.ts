import { data } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { lanCenterFormValues } from "~/features/venues/lan-center-form-values";
import { SIGNED_OUT_REGISTER_MESSAGE } from "~/features/venues/lan-center-messages";
import type { LanCenterActionResult } from "~/features/venues/lan-center-page-state";
import { lanCenterEditTarget } from "~/features/venues/lan-center-edit-target";
import { REGISTER_LAN_CENTER_FAILED, UPDATE_LAN_CENTER_FAILED } from "~/features/venues/lan-center-messages";
import { registerLanCenter } from "~/features/venues/register-lan-center.server";
import { lanCenterSchema } from "~/features/venues/schemas";
import { updateLanCenter } from "~/features/venues/update-lan-center.server";
import { checkFields, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/register-lan-center";

/** The action: registers a new center, or saves the changes to one the signed-in member owns. */
export const saveLanCenter = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const { editing, id } = lanCenterEditTarget(request, params);
  const posted = await readFormValues(request);
  const values = lanCenterFormValues(posted);
  // Its own: the form's answers are `{ status }` states, with the spec's words for register and edit.
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
