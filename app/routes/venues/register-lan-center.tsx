import { ArrowLeft, Building2, CircleAlert } from "lucide-react";
import { data, Link, Navigate, redirect, useNavigation } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import {
  EMPTY_LAN_CENTER_FORM,
  LanCenterForm,
  SIGNED_OUT_REGISTER_MESSAGE,
  lanCenterFormValues,
  type LanCenterFormValues,
} from "~/features/venues/components/lan-center-form";
import { ChangesSavedNotice, RedirectNotice } from "~/features/venues/components/redirect-notice";
import {
  LAN_CENTER_LOAD_FAILED,
  REGISTER_LAN_CENTER_FAILED,
  UPDATE_LAN_CENTER_FAILED,
} from "~/features/venues/lan-center-messages";
import { loadLanCenterForEdit } from "~/features/venues/load-lan-center.server";
import { registerLanCenter } from "~/features/venues/register-lan-center.server";
import { lanCenterSchema } from "~/features/venues/schemas";
import { updateLanCenter } from "~/features/venues/update-lan-center.server";
import { checkFields, readFormValues, type FieldErrors } from "~/lib/forms";
import type { Route } from "./+types/register-lan-center";
import { createArrivalTracker, type Pending, useArrived } from "~/lib/use-arrived";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const editing = loaderData && "mode" in loaderData && loaderData.mode === "edit";
  return editing
    ? [
        { title: "Edit LAN Center | LAN Centers" },
        { name: "description", content: "Change the details of a LAN center you registered." },
        { name: "robots", content: "noindex" },
      ]
    : [
        { title: "Register a LAN Center | LAN Centers" },
        {
          name: "description",
          content:
            "Put your LAN center on the map: add your venue, its community and how to reach you. Our team reviews every listing.",
        },
      ];
};

/** The login page's notice for an edit address opened signed out (a `?notice=` key of /login). */
const SIGN_IN_TO_EDIT = "/login?notice=edit-lan-center";

/**
 * The center being edited: `/edit-lan-center/{id}`, or `?edit={id}` on either address. `null`
 * means registering; an edit address without an id is answered 'No location ID provided'.
 */
function editTarget(request: Request, params: { id?: string }): { editing: boolean; id: string | null } {
  const url = new URL(request.url);
  const id = params.id ?? url.searchParams.get("edit");
  const editing = Boolean(id) || url.pathname.replace(/\/+$/, "").startsWith("/edit-lan-center");
  return { editing, id: id || null };
}

type LoaderState =
  | { state: "form"; mode: "register" | "edit"; signedIn: boolean; values: LanCenterFormValues }
  | { state: "error"; message: string }
  | { state: "redirect"; to: string };

export async function loader({ request, params }: Route.LoaderArgs) {
  const { editing, id } = editTarget(request, params);
  const { account, headers, unavailable } = await readSignedInAccount(request);
  if (!editing) {
    return data<LoaderState>(
      { state: "form", mode: "register", signedIn: account !== null, values: EMPTY_LAN_CENTER_FORM },
      { headers },
    );
  }
  // The database is down: the visitor may well be signed in, so no sign-in page.
  if (!account && unavailable) {
    return data<LoaderState>({ state: "error", message: LAN_CENTER_LOAD_FAILED }, { status: 503, headers });
  }
  if (!account) throw redirect(SIGN_IN_TO_EDIT, { headers });
  if (!id) return data<LoaderState>({ state: "error", message: "No location ID provided" }, { status: 404, headers });

  const result = await loadLanCenterForEdit(account, id);
  if (!result.ok) {
    return data<LoaderState>(
      { state: "error", message: result.message },
      { status: result.reason === "not-found" ? 404 : 500, headers },
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
    venueType: center.venueType,
  });
  return data<LoaderState>({ state: "form", mode: "edit", signedIn: true, values }, { headers });
}

const centerForm = createArrivalTracker();

/**
 * Arriving at an edit address from another page shows 'Loading LAN center information...' at once
 * while the server answers; a server-rendered visit has the data already.
 */
export function clientLoader({ serverLoader, request, params }: Route.ClientLoaderArgs) {
  const { editing } = editTarget(request, params);
  if (centerForm.onScreen || !editing) return serverLoader();
  const pending = serverLoader().then(
    (state) => state,
    (error: unknown): LoaderState =>
      // The signed-out redirect arrives as a thrown Response: follow it from the page.
      error instanceof Response && error.headers.has("Location")
        ? { state: "redirect", to: error.headers.get("Location")! }
        : { state: "error", message: LAN_CENTER_LOAD_FAILED },
  );
  return { pending };
}

type ActionResult =
  | { status: "signed-out"; message: string; values: LanCenterFormValues }
  | { status: "invalid"; errors: FieldErrors; values: LanCenterFormValues }
  | { status: "failed"; message: string; values: LanCenterFormValues }
  | { status: "registered"; id: string }
  | { status: "saved" };

export async function action({ request, params }: Route.ActionArgs) {
  const { editing, id } = editTarget(request, params);
  const posted = await readFormValues(request);
  const values = lanCenterFormValues(posted);
  const { account, headers, unavailable } = await readSignedInAccount(request);
  if (!account && unavailable) {
    // The session could not be read (the database is down): not "please sign in", which would be untrue.
    const message = editing ? UPDATE_LAN_CENTER_FAILED : REGISTER_LAN_CENTER_FAILED;
    return data<ActionResult>({ status: "failed", message, values }, { status: 503, headers });
  }
  if (!account) {
    const message = editing ? "Please sign in to edit your LAN center." : SIGNED_OUT_REGISTER_MESSAGE;
    return data<ActionResult>({ status: "signed-out", message, values }, { status: 401, headers });
  }

  const check = checkFields(lanCenterSchema, posted);
  if (!check.ok)
    return data<ActionResult>({ status: "invalid", errors: check.errors, values }, { status: 400, headers });

  if (!editing) {
    const result = await registerLanCenter(account, check.data);
    return result.ok
      ? data<ActionResult>({ status: "registered", id: result.id }, { headers })
      : data<ActionResult>({ status: "failed", message: result.message, values }, { status: 500, headers });
  }
  if (!id) {
    return data<ActionResult>(
      { status: "failed", message: "No location ID provided", values },
      { status: 404, headers },
    );
  }
  const result = await updateLanCenter(account, id, check.data);
  if (result.ok) return data<ActionResult>({ status: "saved" }, { headers });
  return data<ActionResult>(
    { status: "failed", message: result.message, values },
    { status: result.reason === "not-found" ? 404 : 500, headers },
  );
}

export default function RegisterLanCenter({ loaderData, actionData }: Route.ComponentProps) {
  centerForm.useOnScreen();
  const state = useArrived(loaderData as LoaderState | Pending<LoaderState>);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";

  if (!state) {
    return (
      <PageFrame title="Edit LAN Center">
        <Card className="flex justify-center py-12">
          <Spinner size="lg" showLabel label="Loading LAN center information..." />
        </Card>
      </PageFrame>
    );
  }
  if (state.state === "redirect") return <Navigate to={state.to} replace />;
  if (state.state === "error") {
    return (
      <PageFrame title="Edit LAN Center">
        <Card className="flex flex-col items-center gap-5 py-10 text-center">
          <CircleAlert aria-hidden="true" className="size-10 text-rose-300" />
          <div role="alert" className="text-base text-slate-100">
            {state.message}
          </div>
          <ButtonLink to="/dashboard">Back to Dashboard</ButtonLink>
        </Card>
      </PageFrame>
    );
  }

  const editing = state.mode === "edit";
  const title = editing ? "Edit LAN Center" : "Register LAN Center";

  if (actionData?.status === "registered") {
    return (
      <PageFrame title={title}>
        <RedirectNotice
          title="LAN Center Registered!"
          message="Thank you! Your LAN center will be reviewed and verified by our team. Next, choose a plan for it."
          to={`/payment?location=${encodeURIComponent(actionData.id)}`}
          seconds={2}
          linkLabel="Continue to Payment"
        />
      </PageFrame>
    );
  }
  if (actionData?.status === "saved") {
    return (
      <PageFrame title={title}>
        <ChangesSavedNotice />
      </PageFrame>
    );
  }

  const answered = actionData && "values" in actionData ? actionData : undefined;
  return (
    <PageFrame
      title={title}
      description={
        editing
          ? "Update your center's details. Changes to a verified center stay listed and are reviewed by our team."
          : "Tell us about your venue. New centers are reviewed and verified by our team before they appear on the map."
      }
    >
      {!state.signedIn ? (
        <Alert tone="info" className="mb-6">
          You can fill in the form now; registering needs an account.{" "}
          <Link to="/signup-form" className="font-semibold underline underline-offset-2">
            Create an account
          </Link>{" "}
          or{" "}
          <Link to="/login" className="font-semibold underline underline-offset-2">
            sign in
          </Link>{" "}
          first.
        </Alert>
      ) : null}
      <LanCenterForm
        mode={state.mode}
        signedIn={state.signedIn}
        initialValues={answered?.values ?? state.values}
        serverErrors={answered?.status === "invalid" ? answered.errors : undefined}
        failure={
          answered?.status === "signed-out"
            ? { message: answered.message, signedOut: true }
            : answered?.status === "failed"
              ? { message: answered.message }
              : undefined
        }
        submitting={submitting}
      />
    </PageFrame>
  );
}

function PageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto flex max-w-3xl flex-col px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/dashboard"
          className="mb-6 inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-medium text-accent-300 hover:text-accent-200"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <header className="mb-8">
          <h1 className="flex items-center gap-3 font-display text-3xl font-bold tracking-tight text-white sm:text-4xl">
            <Building2 aria-hidden="true" className="size-8 text-accent-300" />
            {title}
          </h1>
          {description ? <p className="mt-3 text-base leading-relaxed text-slate-300">{description}</p> : null}
        </header>
        {children}
      </div>
    </>
  );
}
