import { Building2, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";

import { BackToDashboard } from "~/components/layout/back-to-dashboard";
import { BackgroundVideo } from "~/components/layout/background-video";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

import type { LanCenterActionResult, LanCenterPageState } from "../lan-center-page-state";
import { LanCenterForm } from "./lan-center-form";
import { ChangesSavedNotice, RedirectNotice } from "./redirect-notice";

/**
 * The register and edit page of a LAN center, in each of its states: loading (`state` still on its
 * way), a problem, the form, or what a successful post answered.
 */
export function LanCenterPageView({
  state,
  actionData,
  submitting,
}: {
  state: LanCenterPageState | undefined;
  actionData: LanCenterActionResult | undefined;
  submitting: boolean;
}) {
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
        catalogue={state.catalogue}
        libraryPlan={state.libraryPlan}
        photos={state.photos}
      />
    </PageFrame>
  );
}

function PageFrame({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto flex max-w-3xl flex-col px-4 py-10 sm:px-6 sm:py-14">
        <BackToDashboard className="self-start" />
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
