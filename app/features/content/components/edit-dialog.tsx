import * as Dialog from "@radix-ui/react-dialog";
import { PencilLine } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";
import type { z } from "zod";

import { Button, buttonClasses } from "~/components/ui/button";
import { DialogHeader, dialogOverlayClasses, dialogPanelClasses } from "~/components/ui/dialog";
import type { FieldErrors } from "~/lib/forms";

import type { ContentIntent } from "./content-answer";
import { ContentForm } from "./content-form";

/**
 * Edit, in a dialog: `children` gets `close` for its form to call once saved. The form is made
 * afresh each time the dialog opens, so an earlier attempt's messages do not linger.
 */
function EditDialog({
  title,
  label,
  children,
}: {
  title: string;
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" className="min-h-11">
          <PencilLine aria-hidden="true" className="size-4" />
          Edit
          <span className="sr-only"> {label}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={dialogPanelClasses({ width: "2xl" })}>
          <div className="mb-5">
            <DialogHeader title={title} description={label} />
          </div>
          {children(close)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's Cancel button, beside its form's submit button. */
function CancelButton() {
  return (
    <Dialog.Close className={buttonClasses({ variant: "secondary" })} type="button">
      Cancel
    </Dialog.Close>
  );
}

/** The Edit button of a row and its dialog: the row's fields, 'Save Changes' and Cancel. */
export function EditRowDialog({
  title,
  label,
  intent,
  id,
  schema,
  fields,
}: {
  title: string;
  label: string;
  intent: Extract<ContentIntent, `update-${string}`>;
  id: string;
  schema: z.ZodType;
  fields: (errors: FieldErrors) => ReactNode;
}) {
  return (
    <EditDialog title={title} label={label}>
      {(close) => (
        <ContentForm
          intent={intent}
          id={id}
          schema={schema}
          submitLabel="Save Changes"
          busyLabel="Saving…"
          onSaved={close}
          actions={<CancelButton />}
        >
          {fields}
        </ContentForm>
      )}
    </EditDialog>
  );
}
