import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";

import { Button } from "~/components/ui/button";
import { checkFields, formValues, type FieldErrors } from "~/lib/forms";

import { useAnnounce } from "./announcer";
import { CONTENT_ADMIN_PATH, type ContentAnswer, type ContentIntent } from "./content-answer";

type ContentFormProps = {
  intent: ContentIntent;
  /** The row an edit form changes. */
  id?: string;
  /** The form's Zod schema: checked here for instant feedback, and again by the action. */
  schema: z.ZodType;
  submitLabel: string;
  busyLabel: string;
  /** The fields, given each field's current problem. */
  children: (errors: FieldErrors) => ReactNode;
  /** After a successful save (the message has been announced already). */
  onSaved?: () => void;
  /** Empties the fields after a successful save (forms that add). */
  resetOnSave?: boolean;
  /** Extra controls beside the submit button (a dialog's Cancel). */
  actions?: ReactNode;
};

/**
 * A form of /admin/content posted by its own fetcher: the rest of the page stays usable, problems
 * appear next to their fields (the first one is focused), and the outcome is announced.
 */
export function ContentForm({
  intent,
  id,
  schema,
  submitLabel,
  busyLabel,
  children,
  onSaved,
  resetOnSave = false,
  actions,
}: ContentFormProps) {
  const fetcher = useFetcher<ContentAnswer>();
  const announce = useAnnounce();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<ContentAnswer | undefined>(undefined);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  const errors = clientErrors ?? (answer && !answer.ok ? (answer.errors ?? {}) : {});
  const formProblem = !clientErrors && answer && !answer.ok && !answer.errors ? answer.message : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) {
      setFocusRequest((count) => count + 1);
      return;
    }
    announce(answer);
    if (resetOnSave) formRef.current?.reset();
    onSaved?.();
  }, [fetcher.state, answer, announce, onSaved, resetOnSave]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const checkBeforeSending = (event: FormEvent<HTMLFormElement>) => {
    const check = checkFields(schema, formValues(new FormData(event.currentTarget)));
    if (check.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(check.errors);
    setFocusRequest((count) => count + 1);
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={CONTENT_ADMIN_PATH}
      noValidate
      onSubmit={checkBeforeSending}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {children(errors)}
      {formProblem ? (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {formProblem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" loading={busy} loadingLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
