import clsx from "clsx";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { Form, useSubmit } from "react-router";

import { useHydrated } from "~/lib/use-hydrated";

import { Button, type ButtonVariant, buttonClasses } from "./button";
import { ConfirmDialog } from "./dialog";

/**
 * A post that cannot be taken back (revoke, disconnect, cancel), confirmed first. Once the script
 * runs, `trigger` opens a dialog; before it (or without it) the form folds out under a summary that
 * looks like the button, with its own red button, so the confirmation is a second click there.
 */
export function ConfirmedPost({
  fields,
  trigger,
  summary,
  summaryVariant = "ghost",
  label,
  title,
  description,
  foldedDescription = description,
  cancelLabel,
  confirmLabel,
  foldedConfirmLabel,
}: {
  /** What the form posts (its intent and the thing's id). */
  fields: Record<string, string>;
  trigger: ReactElement<ComponentProps<"button">>;
  /** The folded form's summary, before the script runs. */
  summary: ReactNode;
  summaryVariant?: ButtonVariant;
  /** The summary's accessible name, when its text alone does not say what it acts on. */
  label?: string;
  title: ReactNode;
  description: ReactNode;
  foldedDescription?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  foldedConfirmLabel: string;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  if (!hydrated) {
    return (
      <details>
        <summary
          className={clsx(buttonClasses({ variant: summaryVariant, size: "sm" }), "min-h-11 cursor-pointer")}
          aria-label={label}
        >
          {summary}
        </summary>
        <Form method="post" className="mt-2 flex max-w-64 flex-col items-start gap-2 whitespace-normal">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-sm text-slate-300">{foldedDescription}</p>
          <Button type="submit" variant="danger" size="sm" className="min-h-11">
            {foldedConfirmLabel}
          </Button>
        </Form>
      </details>
    );
  }
  return (
    <ConfirmDialog
      trigger={trigger}
      title={title}
      description={description}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      onConfirm={() => void submit(fields, { method: "post", preventScrollReset: true })}
    />
  );
}
