import { DoorOpen } from "lucide-react";
import { data } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { PartyStaffView } from "~/features/tickets/components/party-staff-view";
import { doorPath } from "~/features/tickets/door-values";
import {
  isStaffIntent,
  NEW_STAFF_VALUES,
  type StaffAnswer,
  type StaffFormValues,
  type StaffPageState,
} from "~/features/tickets/party-staff-page";
import { addPartyStaff, loadPartyStaff, removePartyStaff, STAFF_MESSAGES } from "~/features/tickets/party-staff.server";
import { partyStaffSchema } from "~/features/tickets/schemas";
import { LanPartyPage, LanPartyPageProblem } from "~/features/venues/components/lan-party-page";
import { checkFields, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/party-staff";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Staff | LAN Centers" },
  { name: "description", content: "Add co-organisers and door staff to a LAN party by email, or remove them." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The organiser's and co-organisers' page; door staff and everyone else are answered "not found". */
export const loader = answeringRefusals(async ({ request, params }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, {
    page: true,
    messages: { unavailable: STAFF_MESSAGES.loadFailed },
  });
  const result = await loadPartyStaff(account, params.id);
  if (result.ok) {
    const { ok: _ok, ...ready } = result;
    return data<StaffPageState>({ state: "ready", ...ready }, { headers });
  }
  const state = result.reason === "not-found" ? "not-found" : "error";
  return data<StaffPageState>({ state, message: result.message }, { status: httpStatus(result.reason), headers });
});

export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const intent = posted.intent;
  if (!isStaffIntent(intent)) throw data("Unknown form", { status: 400 });
  const values: StaffFormValues = { email: posted.email ?? "", role: posted.role ?? NEW_STAFF_VALUES.role };
  const staffId = posted.staffId ?? "";
  const { account, headers } = await requireAccount(request, { form: { intent, values, staffId } });
  const answer = (body: StaffAnswer, status?: number) => data(body, { status, headers });

  if (intent === "remove") {
    const result = await removePartyStaff(account, params.id, staffId);
    if (!result.ok) return answer({ ok: false, intent, staffId, message: result.message }, httpStatus(result.reason));
    return answer({ ok: true, intent, notice: STAFF_MESSAGES.removed(result.email) });
  }

  const check = checkFields(partyStaffSchema, posted);
  if (!check.ok) return answer({ ok: false, intent, values, errors: check.errors }, 400);
  const result = await addPartyStaff(account, params.id, check.data);
  if (!result.ok) return answer({ ok: false, intent, values, message: result.message }, httpStatus(result.reason));
  const notice = result.added
    ? STAFF_MESSAGES.added(result.email, result.role)
    : STAFF_MESSAGES.changed(result.email, result.role);
  return answer({ ok: true, intent, notice });
});

export default function PartyStaff({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ready") {
    return <LanPartyPageProblem title="Staff" state={loaderData.state} message={loaderData.message} />;
  }
  return (
    <LanPartyPage
      title="Staff"
      description={
        <>
          Who helps run <span className="font-semibold break-words text-white">{loaderData.party.name}</span>
        </>
      }
      actions={
        <ButtonLink to={doorPath(loaderData.party.id)} variant="secondary" size="sm" className="min-h-11">
          <DoorOpen aria-hidden="true" className="size-4" />
          Door check-in
        </ButtonLink>
      }
    >
      <PartyStaffView page={loaderData} answer={actionData as StaffAnswer | undefined} />
    </LanPartyPage>
  );
}
