import { data, Link, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import {
  EMPTY_PARTY_VALUES,
  LanPartyForm,
  listTimeZones,
  postedPartyValues,
  type LanPartyFormValues,
} from "~/features/venues/components/lan-party-form";
import { LanPartyPage, LanPartyPanel } from "~/features/venues/components/lan-party-page";
import { RedirectNotice } from "~/features/venues/components/redirect-notice";
import { SIGNED_OUT_PARTY_MESSAGE } from "~/features/venues/lan-center-messages";
import { REGISTER_LAN_PARTY_FAILED, registerLanParty } from "~/features/venues/register-lan-party.server";
import { lanPartySchema } from "~/features/venues/schemas";
import { checkFields, readFormValues, type FieldErrors } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/register-lan-party";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Register LAN Party | LAN Centers" },
  { name: "description", content: "Put your LAN party on the LAN Centers map: dates, place and organizer." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Where redirects go after the success notice (spec: home, after 3 seconds). */
const AFTER_REGISTRATION = { to: "/", seconds: 3 };

type RegisterAnswer =
  | { ok: true; verified: boolean }
  | { ok: false; values: LanPartyFormValues; errors?: FieldErrors; message?: string; needsAccount?: boolean };

export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers } = await readSignedInAccount(request);
  return data({ signedIn: account !== null, timeZones: listTimeZones() }, { headers });
}

export const action = answeringRefusals(async ({ request }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const values = postedPartyValues(posted);
  const { account, headers } = await requireAccount(request, {
    form: { values },
    messages: { unavailable: REGISTER_LAN_PARTY_FAILED },
    // Its own: the spec offers a signed-out visitor an account ('Create Account to Register').
    "signed-out": (headers) =>
      data<RegisterAnswer>(
        { ok: false, values, message: SIGNED_OUT_PARTY_MESSAGE, needsAccount: true },
        { status: 401, headers },
      ),
  });

  const check = checkFields(lanPartySchema, posted);
  if (!check.ok) return data<RegisterAnswer>({ ok: false, values, errors: check.errors }, { status: 400, headers });

  const result = await registerLanParty(account, check.data);
  if (!result.ok) {
    return data<RegisterAnswer>(
      { ok: false, values, message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }
  // An administrator's party is verified at once (nobody else needs to review it).
  return data<RegisterAnswer>({ ok: true, verified: account.isAdmin }, { headers });
});

export default function RegisterLanParty({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/register-lan-party";
  const answer = actionData as RegisterAnswer | undefined;

  if (answer?.ok) {
    return (
      <LanPartyPage title="Register LAN Party">
        <RedirectNotice
          title="LAN Party Registered!"
          message={
            answer.verified
              ? "The LAN party is verified and listed. Taking you to the home page..."
              : "Thank you! Your LAN party will be reviewed and verified by our team before it appears on the map. Taking you to the home page..."
          }
          to={AFTER_REGISTRATION.to}
          seconds={AFTER_REGISTRATION.seconds}
          linkLabel="Go to Home Now"
        />
      </LanPartyPage>
    );
  }

  const refused = submitting ? undefined : answer;
  return (
    <LanPartyPage
      title="Register LAN Party"
      description="Tell gamers about your event. Fields marked * are required. New parties are reviewed and verified by our team before they appear on the map."
    >
      <LanPartyPanel>
        <LanPartyForm
          mode="register"
          initialValues={answer?.values ?? EMPTY_PARTY_VALUES}
          serverErrors={refused?.errors}
          formError={
            refused?.message ? <RegisterProblem message={refused.message} needsAccount={refused.needsAccount} /> : null
          }
          timeZones={loaderData.timeZones}
          submitting={submitting}
          signedIn={loaderData.signedIn}
        />
      </LanPartyPanel>
    </LanPartyPage>
  );
}

function RegisterProblem({ message, needsAccount }: { message: string; needsAccount?: boolean }) {
  const linkClasses = "font-semibold underline underline-offset-2 hover:text-white";
  return (
    <Alert tone="error">
      <p>{message}</p>
      {needsAccount ? (
        <p className="mt-2">
          <Link to="/signup-form" className={linkClasses}>
            Create Account
          </Link>{" "}
          or{" "}
          <Link to="/login" className={linkClasses}>
            Sign In
          </Link>
        </p>
      ) : null}
    </Alert>
  );
}
