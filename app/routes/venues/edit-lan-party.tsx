import { Ticket } from "lucide-react";
import { data, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import {
  LanPartyForm,
  listTimeZones,
  partyFormValues,
  postedPartyValues,
  type LanPartyFormValues,
} from "~/features/venues/components/lan-party-form";
import { LanPartyPage, LanPartyPanel, LanPartyProblem } from "~/features/venues/components/lan-party-page";
import { ChangesSavedNotice } from "~/features/venues/components/redirect-notice";
import { FETCH_EVENT_FAILED, loadLanPartyForEdit } from "~/features/venues/load-lan-party.server";
import { lanPartyEditSchema } from "~/features/venues/schemas";
import { updateLanParty } from "~/features/venues/update-lan-party.server";
import { checkFields, readFormValues, type FieldErrors } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { OwnedPhoto } from "~/features/photos/photo-values";
import type { Route } from "./+types/edit-lan-party";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Edit LAN Party | LAN Centers" },
  { name: "description", content: "Change the details of a LAN party you registered." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type EditState =
  | { state: "ready"; values: LanPartyFormValues; timeZones: string[]; photos: OwnedPhoto[] }
  | { state: "not-found" | "error"; message: string };

type SaveAnswer = { ok: true } | { ok: false; values: LanPartyFormValues; errors?: FieldErrors; message?: string };

export const loader = answeringRefusals(async ({ request, params }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, {
    page: true,
    messages: { unavailable: FETCH_EVENT_FAILED },
  });
  const result = await loadLanPartyForEdit(account, params.id);
  if (result.ok) {
    return data<EditState>(
      {
        state: "ready",
        values: partyFormValues(result.party),
        timeZones: listTimeZones(),
        photos: result.party.photos,
      },
      { headers },
    );
  }
  // Another member's party is answered exactly like one that does not exist.
  const status = httpStatus(result.reason);
  const state = result.reason === "not-found" ? "not-found" : "error";
  return data<EditState>({ state, message: result.message }, { status, headers });
});

export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const values = postedPartyValues(posted);
  const { account, headers } = await requireAccount(request, { form: { values } });

  const check = checkFields(lanPartyEditSchema, posted);
  if (!check.ok) return data<SaveAnswer>({ ok: false, values, errors: check.errors }, { status: 400, headers });

  const result = await updateLanParty(account, params.id, check.data);
  if (!result.ok) {
    const status = httpStatus(result.reason);
    return data<SaveAnswer>({ ok: false, values, message: result.message }, { status, headers });
  }
  return data<SaveAnswer>({ ok: true }, { headers });
});

export default function EditLanParty({ loaderData, actionData, params }: Route.ComponentProps) {
  const navigation = useNavigation();
  const formAction = `/edit-lan-party/${params.id}`;
  const submitting = navigation.state === "submitting" && navigation.formAction === formAction;
  const answer = actionData as SaveAnswer | undefined;

  if (answer?.ok) {
    return (
      <LanPartyPage title="Edit LAN Party">
        <ChangesSavedNotice />
      </LanPartyPage>
    );
  }

  if (loaderData.state !== "ready") {
    return (
      <LanPartyPage title="Edit LAN Party">
        <LanPartyProblem
          title={loaderData.message}
          message={
            loaderData.state === "not-found"
              ? "Check the link, or choose the party from your dashboard."
              : "Please try again in a moment."
          }
        />
      </LanPartyPage>
    );
  }

  const refused = submitting ? undefined : answer;
  return (
    <LanPartyPage
      title="Edit LAN Party"
      description="Start and end are the party's local times in its time zone."
      actions={
        <ButtonLink to={`${formAction}/tickets`} variant="secondary" size="sm" className="min-h-11">
          <Ticket aria-hidden="true" className="size-4" />
          Tickets
        </ButtonLink>
      }
    >
      <LanPartyPanel>
        <LanPartyForm
          mode="edit"
          initialValues={answer?.values ?? loaderData.values}
          serverErrors={refused?.errors}
          formError={refused?.message ? <Alert tone="error">{refused.message}</Alert> : null}
          timeZones={loaderData.timeZones}
          photos={loaderData.photos}
          submitting={submitting}
        />
      </LanPartyPanel>
    </LanPartyPage>
  );
}
