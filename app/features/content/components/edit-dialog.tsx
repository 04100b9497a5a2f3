import * as Dialog from "@radix-ui/react-dialog";
import { PencilLine, X } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";

import { Button, buttonClasses } from "~/components/ui/button";

/**
 * Edit, in a dialog: `children` gets `close` for its form to call once saved. The form is made
 * afresh each time the dialog opens, so an earlier attempt's messages do not linger.
 */
export function EditDialog({
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
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-surface-700 bg-surface-900 p-5 shadow-2xl shadow-black/50 sm:p-6">
          <div className="mb-5 flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl font-bold text-white">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-words text-slate-300">{label}</Dialog.Description>
            </div>
            <Dialog.Close className={buttonClasses({ variant: "ghost", size: "sm" })}>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          {children(close)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's Cancel button, beside its form's submit button. */
export function CancelButton() {
  return (
    <Dialog.Close className={buttonClasses({ variant: "secondary" })} type="button">
      Cancel
    </Dialog.Close>
  );
}
