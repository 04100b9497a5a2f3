import * as AlertDialog from "@radix-ui/react-alert-dialog";
import * as Dialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import { X } from "lucide-react";
import {
  cloneElement,
  type ComponentProps,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useRef,
  useState,
} from "react";

import { buttonClasses } from "~/components/ui/button";

/**
 * The look of every dialog (Radix Dialog and AlertDialog bring the behaviour: focus trap, Escape,
 * labelling): a dimmed backdrop and a centred panel that scrolls when a phone is too short for it.
 */
export const dialogOverlayClasses = "fixed inset-0 z-50 bg-black/70 backdrop-blur-sm";

const panelWidths = { md: "max-w-md", lg: "max-w-lg", "2xl": "max-w-2xl" } as const;

export function dialogPanelClasses({ width = "md" }: { width?: keyof typeof panelWidths } = {}) {
  return clsx(
    "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
    "rounded-2xl border border-surface-700 bg-surface-900 p-6 shadow-2xl shadow-black/50",
    panelWidths[width],
  );
}

/** A dialog's title and subtitle with its close button (inside a Radix `Dialog.Content`). */
export function DialogHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <Dialog.Title className="font-display text-xl font-bold text-white">{title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm break-words text-slate-300">{description}</Dialog.Description>
      </div>
      <Dialog.Close className={buttonClasses({ variant: "ghost", size: "sm" })}>
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Close</span>
      </Dialog.Close>
    </div>
  );
}

/**
 * A dialog mounted on its first opening: until then its trigger is a plain button, so a dashboard
 * of many cards renders no dialog machinery per card (Radix's dialogs were an eighth of the page's
 * server time with 25 centers). `trigger` makes the opening button (aria-haspopup, aria-expanded);
 * `returnFocus` is the content's onCloseAutoFocus, which gives the focus back to it as Radix's
 * own Trigger does.
 */
export function useDialogOnDemand() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    mounted,
    trigger: (button: ReactElement<ComponentProps<"button">>) =>
      cloneElement(button, {
        ref: triggerRef,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          button.props.onClick?.(event);
          if (event.defaultPrevented) return;
          setMounted(true);
          setOpen(true);
        },
      }),
    returnFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}

/**
 * "Are you sure?" before something that cannot be taken back: `trigger` opens it (a Button), the
 * confirming button is red, and Cancel (or Escape) closes it with nothing done. Mounted on its
 * first opening (`useDialogOnDemand`).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel = "Cancel",
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactElement<ComponentProps<"button">>;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const dialog = useDialogOnDemand();

  return (
    <>
      {dialog.trigger(trigger)}
      {dialog.mounted ? (
        <AlertDialog.Root open={dialog.open} onOpenChange={dialog.setOpen}>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className={dialogOverlayClasses} />
            <AlertDialog.Content className={dialogPanelClasses()} onCloseAutoFocus={dialog.returnFocus}>
              <AlertDialog.Title className="font-display text-xl font-bold text-white">{title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-300">
                {description}
              </AlertDialog.Description>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel className={buttonClasses({ variant: "secondary" })}>
                  {cancelLabel}
                </AlertDialog.Cancel>
                <AlertDialog.Action className={buttonClasses({ variant: "danger" })} onClick={onConfirm}>
                  {confirmLabel}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      ) : null}
    </>
  );
}
