import clsx from "clsx";
import { PlugZap } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmedPost } from "~/components/ui/confirmed-post";
import { SelectField, TextField } from "~/components/ui/input";
import { useFieldErrors } from "~/lib/use-field-errors";
import { useHydrated } from "~/lib/use-hydrated";

import { vendorConnectionSchema } from "../schemas";
import {
  CONNECT_VENDOR_INTENT,
  connectionStateText,
  DISCONNECT_VENDOR_INTENT,
  VENDOR_MESSAGES,
  type VendorAnswer,
  type VendorConnection,
  type VendorConnectionView,
} from "../vendor-connection-values";

const BADGES: Record<VendorConnection["state"], { tone: BadgeTone; text: string }> = {
  waiting: { tone: "neutral", text: "Waiting" },
  working: { tone: "success", text: "Connected" },
  failing: { tone: "warning", text: "Not answering" },
  refused: { tone: "danger", text: "Token refused" },
};

/**
 * "Venue software" on the owner's Live PCs page: connect ggLeap or iCafeCloud with the token the
 * owner pastes (read once at once: a refused token is said so and not saved), the connection's
 * state in words, a new token pasted over a refused one, and Disconnect, confirmed first.
 */
export function VendorConnectionCard({
  view,
  answer,
}: {
  view: VendorConnectionView;
  answer: VendorAnswer | undefined;
}) {
  const { connection } = view;
  const done = answer?.ok ? answer : null;
  const failed = answer && !answer.ok ? answer : null;
  return (
    <Card as="section" padding="lg" aria-labelledby="vendor-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <PlugZap aria-hidden="true" className="size-5 text-accent-300" />
        <h2 id="vendor-heading" className="text-lg font-semibold text-white">
          Venue software
        </h2>
        {connection ? <Badge tone={BADGES[connection.state].tone}>{BADGES[connection.state].text}</Badge> : null}
      </div>
      {done ? <Alert tone="success">{done.notice}</Alert> : null}
      {failed?.message ? <Alert tone="error">{failed.message}</Alert> : null}
      {!view.available ? (
        <p className="text-sm leading-relaxed text-slate-300">{VENDOR_MESSAGES.notSetUp}</p>
      ) : connection ? (
        <>
          <ConnectionState view={view} connection={connection} />
          {connection.state === "refused" ? (
            <ConnectForm view={view} answer={answer} vendor={connection.vendor} submitLabel="Save the new token" />
          ) : (
            <details className="group" open={Boolean(failed?.errors)}>
              <summary className={clsx(buttonClasses({ variant: "ghost", size: "sm" }), "min-h-11 cursor-pointer")}>
                Paste a new token
              </summary>
              <div className="mt-3">
                <ConnectForm view={view} answer={answer} vendor={connection.vendor} submitLabel="Save the new token" />
              </div>
            </details>
          )}
        </>
      ) : (
        <>
          <p className="text-sm leading-relaxed text-slate-300">
            Using ggLeap or iCafeCloud? Paste the API token of this center, and the site reads its free PCs every
            minute. The token is kept encrypted and never shown again.
          </p>
          <ConnectForm view={view} answer={answer} vendor={null} submitLabel="Connect" />
        </>
      )}
    </Card>
  );
}

function ConnectionState({ view, connection }: { view: VendorConnectionView; connection: VendorConnection }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p data-testid="vendor-state" className="text-base text-slate-200">
          {connectionStateText(connection, view.at, view.timeZone)}
        </p>
        <p className="text-sm text-slate-400">
          {connection.label}
          {connection.accountRef ? <> · cafe ID {connection.accountRef}</> : null}
          {connection.state === "failing" && connection.lastError ? <> · {connection.lastError}</> : null}
        </p>
      </div>
      <Disconnect label={connection.label} />
    </div>
  );
}

function ConnectForm({
  view,
  answer,
  vendor,
  submitLabel,
}: {
  view: VendorConnectionView;
  answer: VendorAnswer | undefined;
  /** The connected vendor, whose token is replaced; null to choose one. */
  vendor: string | null;
  submitLabel: string;
}) {
  const failed = answer && !answer.ok && answer.intent === CONNECT_VENDOR_INTENT ? answer : null;
  const [chosen, setChosen] = useState(failed?.values?.vendor || vendor || view.vendors[0]?.id || "");
  const profile = view.vendors.find((candidate) => candidate.id === chosen);
  const schema = useMemo(() => vendorConnectionSchema(view.vendors), [view.vendors]);
  const { errors, setErrors, formRef, checkBeforeSubmit } = useFieldErrors(failed?.errors);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === CONNECT_VENDOR_INTENT;
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={hydrated ? (event) => checkBeforeSubmit(event, schema) : undefined}
    >
      <input type="hidden" name="intent" value={CONNECT_VENDOR_INTENT} />
      {vendor ? (
        <input type="hidden" name="vendor" value={vendor} />
      ) : (
        <SelectField
          label="Venue software"
          name="vendor"
          value={chosen}
          error={errors.vendor}
          onChange={(event) => {
            // Another vendor's fields: the messages about the last one's no longer apply.
            setChosen(event.target.value);
            setErrors({});
          }}
        >
          {view.vendors.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label}
            </option>
          ))}
        </SelectField>
      )}
      {profile?.fields.map((field) => (
        <TextField
          key={`${profile.id}-${field.name}`}
          label={field.label}
          name={field.name}
          hint={field.hint}
          error={errors[field.name]}
          required={Boolean(field.required)}
          maxLength={field.maxLength}
          defaultValue={field.name === "accountRef" ? (failed?.values?.accountRef ?? "") : ""}
          // The token is a secret: not shown on screen, not offered to the browser's autofill.
          type={field.name === "token" ? "password" : "text"}
          autoComplete="off"
          spellCheck={false}
        />
      ))}
      <div>
        <Button type="submit" className="min-h-11" loading={busy} loadingLabel="Checking with the vendor…">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** Disconnect, confirmed first (a dialog, or the form folded out before the script runs). */
function Disconnect({ label }: { label: string }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === DISCONNECT_VENDOR_INTENT;
  return (
    <ConfirmedPost
      fields={{ intent: DISCONNECT_VENDOR_INTENT }}
      summary="Disconnect"
      trigger={
        <Button variant="secondary" size="sm" className="min-h-11" loading={busy} loadingLabel="Disconnecting…">
          Disconnect
        </Button>
      }
      title={`Disconnect ${label}?`}
      description={`The site stops reading ${label}, forgets the token, and your page no longer shows its numbers.`}
      cancelLabel="Keep it"
      confirmLabel={`Disconnect ${label}`}
      foldedConfirmLabel="Yes, disconnect"
    />
  );
}
