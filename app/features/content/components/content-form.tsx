import { Plus } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { FieldErrors } from "~/lib/forms";
import { useFieldErrors } from "~/lib/use-field-errors";

import { useAnnouncer } from "./announcer";
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
  const { announce } = useAnnouncer();
  const handled = useRef<ContentAnswer | undefined>(undefined);
  const answer = fetcher.data;
  const refused = answer && !answer.ok ? answer : undefined;
  const { errors, formRef, checkBeforeSubmit } = useFieldErrors(refused?.errors);
  const busy = fetcher.state !== "idle";
  // A refusal about the whole form (no field to mark), unless the browser has since found field problems.
  const formProblem = refused && !refused.errors && Object.keys(errors).length === 0 ? refused.message : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !answer?.ok || handled.current === answer) return;
    handled.current = answer;
    announce(answer);
    if (resetOnSave) formRef.current?.reset();
    onSaved?.();
  }, [fetcher.state, answer, announce, onSaved, resetOnSave, formRef]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={CONTENT_ADMIN_PATH}
      noValidate
      onSubmit={(event) => checkBeforeSubmit(event, schema)}
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

/** An "Add a …" card: its form empties itself after each row added. */
export function AddForm({
  headingId,
  title,
  intent,
  schema,
  submitLabel,
  busyLabel,
  fields,
}: Pick<ContentFormProps, "schema" | "submitLabel" | "busyLabel"> & {
  headingId: string;
  title: string;
  intent: Extract<ContentIntent, `add-${string}`>;
  fields: ContentFormProps["children"];
}) {
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-4 flex items-center gap-2 text-lg font-semibold text-white">
        <Plus aria-hidden="true" className="size-5 text-accent-300" />
        {title}
      </h3>
      <ContentForm intent={intent} schema={schema} submitLabel={submitLabel} busyLabel={busyLabel} resetOnSave>
        {fields}
      </ContentForm>
    </Card>
  );
}
