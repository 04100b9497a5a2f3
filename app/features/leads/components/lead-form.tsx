import clsx from "clsx";
import { CircleAlert, Send } from "lucide-react";
import type { FormEvent } from "react";
import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { checkFields, formValues, type FieldErrors } from "~/lib/forms";
import { useFieldErrors } from "~/lib/use-field-errors";
import { useLazySchema } from "~/lib/use-lazy-schema";

import { EMPTY_LEAD_VALUES, HONEYPOT_FIELD, LEAD_FIELDS, LEAD_LIMITS, type LeadFormValues } from "../lead-fields";
import { TONE_CLASSES, type FormTone } from "./form-tone";
import { LeadField } from "./lead-field";

/** What the join pages' action answers. */
export type LeadAnswer =
  { ok: true; name: string } | { ok: false; values: LeadFormValues; errors?: FieldErrors; message?: string };

type LeadFormProps = {
  tone: FormTone;
  submitLabel: string;
  /** The action's refusal: the values come back (nothing typed is lost) with their messages. */
  refusal?: Extract<LeadAnswer, { ok: false }>;
  submitting: boolean;
};

/**
 * The join pages' own lead form (used when the page has no HubSpot form). A plain POST works
 * before the script loads; afterwards each field is checked with the action's schema as soon as
 * it is left, and a form with problems is not sent: the first one gets the focus. The schema is
 * imported when the visitor first reaches the form, not with the page (`useLazySchema`).
 */
export function LeadForm({ tone, submitLabel, refusal, submitting }: LeadFormProps) {
  const { errors, setErrors, formRef, checkBeforeSubmit } = useFieldErrors(refusal?.errors);
  const values = refusal?.values ?? EMPTY_LEAD_VALUES;
  const colours = TONE_CLASSES[tone];

  const { schema, loadedSchema } = useLazySchema(() => import("../schemas").then((module) => module.leadSchema));
  const prepare = () => void schema().catch(() => {});

  async function recheck(target: EventTarget, form: HTMLFormElement, when: "left" | "typed") {
    const field = LEAD_FIELDS.find((name) => target instanceof HTMLElement && target.getAttribute("name") === name);
    if (!field) return;
    // Typing only clears or updates a shown message; leaving a field judges it if anything was typed.
    const typedSomething = (target as HTMLInputElement).value.trim() !== "";
    if (when === "typed" ? !errors[field] : !typedSomething && !errors[field]) return;
    let leadSchema;
    try {
      leadSchema = await schema();
    } catch {
      return; // the script could not load: the action checks the form when it is sent
    }
    // The field's message, judged with the whole form as it is now.
    const check = checkFields(leadSchema, formValues(new FormData(form)));
    const message = check.ok ? undefined : check.errors[field];
    setErrors(({ [field]: _previous, ...others }) => (message ? { ...others, [field]: message } : others));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const leadSchema = loadedSchema();
    if (leadSchema) {
      checkBeforeSubmit(event, leadSchema);
      return;
    }
    // Sent before the schema arrived: wait for it, then send again (checked this time). If it cannot
    // load, the form goes as it would without script.
    event.preventDefault();
    const form = event.currentTarget;
    schema().then(
      () => form.requestSubmit(),
      () => form.submit(),
    );
  }

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      preventScrollReset
      // A lead changes nothing any loader shows; on a prerendered page a reload would even fetch stale data.
      defaultShouldRevalidate={false}
      onSubmit={submit}
      onFocus={prepare}
      onPointerDown={prepare}
      onBlur={(event) => void recheck(event.target, event.currentTarget, "left")}
      onChange={(event) => void recheck(event.target, event.currentTarget, "typed")}
      className="relative flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadField
          tone={tone}
          name="name"
          label="Your Name"
          autoComplete="name"
          maxLength={LEAD_LIMITS.name}
          defaultValue={values.name}
          error={errors.name}
        />
        <LeadField
          tone={tone}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LEAD_LIMITS.email}
          defaultValue={values.email}
          error={errors.email}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadField
          tone={tone}
          name="venueName"
          label="Venue Name"
          autoComplete="organization"
          maxLength={LEAD_LIMITS.venueName}
          defaultValue={values.venueName}
          error={errors.venueName}
        />
        <LeadField
          tone={tone}
          name="phone"
          label="Phone"
          optional
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={LEAD_LIMITS.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
      </div>
      <LeadField
        tone={tone}
        name="message"
        label="Message"
        optional
        multiline
        placeholder="How many stations, what kind of venue, anything we should know"
        maxLength={LEAD_LIMITS.message}
        defaultValue={values.message}
        error={errors.message}
      />

      {/* The trap for scripts: out of sight, out of the tab order, never filled by people. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Company website</label>
        <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {refusal?.message && !submitting ? (
        <p
          role="alert"
          className={clsx("flex gap-2 rounded-xl border px-4 py-3 text-sm leading-relaxed", colours.alert)}
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {refusal.message}
        </p>
      ) : null}

      <Button type="submit" size="lg" fullWidth loading={submitting} loadingLabel="Sending your request…">
        {submitting ? null : <Send aria-hidden="true" className="size-5" />}
        {submitting ? "Sending…" : submitLabel}
      </Button>
      <p className={clsx("text-xs leading-relaxed", colours.hint)}>
        Fields marked * are required. We use your details only to reply to your request.
      </p>
    </Form>
  );
}
