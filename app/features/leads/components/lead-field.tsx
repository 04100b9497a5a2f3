import clsx from "clsx";
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

import { TONE_CLASSES, type FormTone } from "./form-tone";

type CommonProps = {
  /** The field's name, also its id (one lead form per page). */
  name: string;
  label: string;
  tone: FormTone;
  error?: string;
  /** Optional fields say so in their label; required ones carry a decorative asterisk. */
  optional?: boolean;
};

type LeadFieldProps = CommonProps &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">)
  );

/**
 * A labelled input (or text area) of the lead form, in the form's tone, with its message read
 * together with it by screen readers.
 */
export function LeadField({ name, label, tone, error, optional = false, ...control }: LeadFieldProps) {
  const colours = TONE_CLASSES[tone];
  const id = `lead-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    "aria-required": optional ? undefined : true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: clsx(
      "w-full rounded-lg border px-3.5 py-2 text-base transition-colors duration-150 focus-visible:outline-offset-1 disabled:opacity-60",
      colours.control,
      error && colours.invalid,
    ),
  };

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={clsx("text-sm font-medium", colours.label)}>
        {label}
        {optional ? (
          <span className={clsx("font-normal", colours.hint)}> (optional)</span>
        ) : (
          <span aria-hidden="true" className={clsx("ml-0.5", colours.required)}>
            *
          </span>
        )}
      </label>
      {control.multiline ? (
        <textarea
          rows={4}
          {...withoutMultiline(control)}
          {...shared}
          className={clsx(shared.className, "min-h-24 resize-y")}
        />
      ) : (
        <input type="text" {...withoutMultiline(control)} {...shared} className={clsx(shared.className, "min-h-11")} />
      )}
      {error ? (
        <p id={errorId} className={clsx("text-sm font-medium", colours.error)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: T) {
  return rest;
}
