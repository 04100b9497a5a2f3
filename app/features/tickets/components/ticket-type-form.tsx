import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";

import { Button, ButtonLink } from "~/components/ui/button";
import { CurrencyField, TextAreaField, TextField } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { useFieldErrors } from "~/lib/use-field-errors";

import type { TicketTypeFormValues } from "../organiser-ticket-page";
import { ticketTypeSchema, type TicketTypeField } from "../schemas";
import { TICKET_LIMITS } from "../ticket-values";

type TicketTypeFormProps = {
  /** The type's id when editing; "" adds a new one. */
  typeId: string;
  /** Where the form starts: the stored type, a new one's defaults, or what was posted when refused. */
  initialValues: TicketTypeFormValues;
  /** The action's per-field problems (a new object for each answer). */
  serverErrors?: FieldErrors;
  /** A problem with the whole form (not signed in, too many types, the save failed). */
  formError?: ReactNode;
  /** The party's IANA zone: the sale times are wall-clock times in it. */
  timeZone: string;
  /** Tickets of this type already taken (editing): the quantity cannot go below them. */
  taken?: number;
  /** Where the form posts (the page without its `?add`/`?edit`, so a saved form closes). */
  action: string;
  /** Where Cancel goes: the list. */
  cancelTo: string;
  submitting: boolean;
  /** Under the price: "0 is a free sign-up", and whether paid tickets can be sold yet. */
  paidHint: string;
};

/**
 * Add or edit one ticket type of a party. A plain form before hydration; afterwards it checks with
 * the action's schema on submit, shows every field's problem under it and focuses the first one.
 * A price above 0 is paid at checkout to the organiser's connected Stripe account (`paidHint` says
 * where that stands).
 */
export function TicketTypeForm({
  typeId,
  initialValues,
  serverErrors,
  formError,
  timeZone,
  taken = 0,
  action,
  cancelTo,
  submitting,
  paidHint,
}: TicketTypeFormProps) {
  const [values, setValues] = useState(initialValues);
  const { errors, setErrors, formRef, checkBeforeSubmit } = useFieldErrors(serverErrors);
  const ids = { sale: useId(), seat: useId() };
  const adding = typeId === "";

  // Opened from the list's Add or Edit: the keyboard starts in the form.
  useEffect(() => {
    const name = formRef.current?.elements.namedItem("name");
    if (!serverErrors && name instanceof HTMLInputElement) name.focus();
    // Only when the form opens; a refused post focuses its first problem instead (useFieldErrors).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function setField(field: TicketTypeField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  const text = (field: TicketTypeField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    checkBeforeSubmit(event, ticketTypeSchema);
  }

  const zone = timeZone.replaceAll("_", " ");

  return (
    <Form ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="typeId" value={typeId} />
      {formError}

      <TextField
        label="Name"
        required
        maxLength={TICKET_LIMITS.name}
        autoComplete="off"
        placeholder="e.g. Weekend BYOC"
        {...text("name")}
      />
      <TextAreaField
        label="Description (optional)"
        maxLength={TICKET_LIMITS.description}
        rows={2}
        hint="What it includes, in a line: nights, power, a table, meals."
        {...text("description")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Price"
          inputMode="decimal"
          autoComplete="off"
          maxLength={8}
          placeholder="0"
          hint={paidHint}
          {...text("price")}
        />
        <CurrencyField
          value={values.currency}
          error={errors.currency}
          onValueChange={(value) => setField("currency", value)}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Quantity"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint={
            taken > 0
              ? `${taken.toLocaleString("en-US")} already taken: it cannot go below that.`
              : "How many tickets of this type there are."
          }
          {...text("quantity")}
        />
        <TextField
          label="At most per person"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          hint={`From 1 to ${TICKET_LIMITS.maxPerOrder}.`}
          {...text("maxPerOrder")}
        />
      </div>

      <fieldset aria-describedby={`${ids.sale}-hint`} className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-100">Sale window</legend>
        <p id={`${ids.sale}-hint`} className="text-sm text-slate-400">
          In the party&apos;s time zone, {zone}; leave empty to sell from now until the party ends.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Sale starts" type="datetime-local" {...text("saleStartsAt")} />
          <TextField label="Sale ends" type="datetime-local" {...text("saleEndsAt")} />
        </div>
      </fieldset>

      <div className="flex items-start gap-3 rounded-lg border border-surface-600 bg-surface-950/60 px-3.5 py-3">
        <input
          id={ids.seat}
          type="checkbox"
          name="includesSeat"
          value="on"
          checked={values.includesSeat === "on"}
          onChange={(event) => setField("includesSeat", event.target.checked ? "on" : "")}
          aria-describedby={`${ids.seat}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-accent-400"
        />
        <div className="text-sm">
          <label htmlFor={ids.seat} className="font-medium text-slate-100">
            Includes a seat
          </label>
          <p id={`${ids.seat}-hint`} className="text-slate-300">
            Each ticket holds a place for a player&apos;s PC. Leave it unchecked for visitors and spectators.
          </p>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={cancelTo} variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" loading={submitting} loadingLabel="Saving the ticket type…">
          {adding ? "Add ticket type" : "Save changes"}
        </Button>
      </div>
    </Form>
  );
}
