import { data, useNavigation } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { SeatPlanEditor } from "~/features/tickets/components/seat-plan-editor";
import {
  EXAMPLE_SEAT_PLAN,
  type SeatPlanFormValues,
  type SeatPlanPageState,
  type SeatPlanSaveAnswer,
} from "~/features/tickets/seat-plan-answers";
import { loadOrganiserSeatPlan, saveSeatPlan } from "~/features/tickets/seat-plan.server";
import { seatPlanFormSchema } from "~/features/tickets/schemas";
import { ButtonLink } from "~/components/ui/button";
import { Alert } from "~/components/ui/alert";
import { LanPartyPage, LanPartyPanel, LanPartyProblem } from "~/features/venues/components/lan-party-page";
import { checkFields, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/party-seats";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Seat plan | LAN Centers" },
  { name: "description", content: "Draw the hall of your LAN party: areas, rows and seats." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = answeringRefusals(async ({ request, params }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, { page: true });
  const plan = await loadOrganiserSeatPlan(account, params.id);
  if (!plan.ok) {
    return data<SeatPlanPageState>({ state: "not-found", message: plan.message }, { status: 404, headers });
  }
  const { ok: _ok, ...ready } = plan;
  return data<SeatPlanPageState>({ state: "ready", ...ready }, { headers });
});

export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const values: SeatPlanFormValues = { source: posted.source ?? "", seatDeadline: posted.seatDeadline ?? "" };
  const { account, headers } = await requireAccount(request, { form: { values } });
  const check = checkFields(seatPlanFormSchema, posted);
  if (!check.ok) return data<SeatPlanSaveAnswer>({ ok: false, values, errors: check.errors }, { status: 400, headers });
  const result = await saveSeatPlan(account, params.id, check.data);
  if (!result.ok) {
    return data<SeatPlanSaveAnswer>(
      { ok: false, values, message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }
  return data<SeatPlanSaveAnswer>({ ok: true, seats: result.seats }, { headers });
});

export default function PartySeats({ loaderData, actionData, params }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const answer = actionData as SeatPlanSaveAnswer | undefined;

  if (loaderData.state !== "ready") {
    return (
      <LanPartyPage title="Seat plan">
        <LanPartyProblem
          title={loaderData.message}
          message="Check the link, or choose the party from your dashboard."
        />
      </LanPartyPage>
    );
  }
  const refused = answer && !answer.ok && !submitting ? answer : undefined;
  return (
    <LanPartyPage
      title="Seat plan"
      description={
        <>
          The hall of <strong className="text-white">{loaderData.partyName}</strong>. Attendees whose ticket includes a
          seat pick one on the party&apos;s page.
        </>
      }
    >
      <div className="mb-4 flex flex-wrap justify-center gap-3">
        <ButtonLink to={`/edit-lan-party/${params.id}`} variant="secondary" size="sm">
          Edit LAN Party
        </ButtonLink>
        {loaderData.verified ? (
          <ButtonLink to={`/lanparties/${params.id}#seats`} variant="secondary" size="sm">
            See the public page
          </ButtonLink>
        ) : null}
      </div>
      {answer?.ok ? (
        <Alert tone="success" className="mb-4" title="Seat plan saved">
          {answer.seats.toLocaleString("en-US")} seats.
        </Alert>
      ) : null}
      <LanPartyPanel>
        <SeatPlanEditor
          key={answer?.ok ? "saved" : "editing"}
          initial={
            refused?.values ?? { source: loaderData.source || EXAMPLE_SEAT_PLAN, seatDeadline: loaderData.seatDeadline }
          }
          saved={loaderData.map}
          timeZone={loaderData.timeZone}
          serverErrors={refused?.errors}
          formError={refused?.message}
          submitting={submitting}
        />
      </LanPartyPanel>
    </LanPartyPage>
  );
}
