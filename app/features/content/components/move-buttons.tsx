import clsx from "clsx";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { buttonClasses } from "~/components/ui/button";

import type { MoveDirection } from "../content-values";
import { useAnnouncer } from "./announcer";
import { CONTENT_ADMIN_PATH, type ContentAnswer, type ContentIntent } from "./content-answer";

/**
 * "Move … up" and "Move … down" for one row. A plain form (it works before the script loads);
 * with the script, this row's fetcher posts it, and the pressed button keeps the focus after the
 * list is redrawn (or its partner does, when the row reached an end).
 */
export function MoveButtons({
  intent,
  id,
  label,
  first,
  last,
}: {
  intent: Extract<ContentIntent, `move-${string}`>;
  id: string;
  label: string;
  first: boolean;
  last: boolean;
}) {
  const fetcher = useFetcher<ContentAnswer>();
  const { announce } = useAnnouncer();
  const pressed = useRef<MoveDirection | null>(null);
  const handled = useRef<ContentAnswer | undefined>(undefined);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    announce(answer);
    // Focus is lost when the redrawn list moved this row's node, or when the pressed button became
    // disabled (the row reached an end; the browser drops that focus a moment later).
    const active = document.activeElement;
    const focusLost = !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (!focusLost) return;
    const [preferred, partner] = pressed.current === "down" ? [downRef, upRef] : [upRef, downRef];
    (preferred.current?.disabled ? partner.current : preferred.current)?.focus();
  }, [fetcher.state, fetcher.data, announce]);

  const button = (direction: MoveDirection, disabled: boolean) => {
    const Icon = direction === "up" ? ArrowUp : ArrowDown;
    return (
      <button
        ref={direction === "up" ? upRef : downRef}
        type="submit"
        name="direction"
        value={direction}
        disabled={disabled}
        // Busy rows refuse a second press without losing the focus (a disabled button would drop it).
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
          pressed.current = direction;
        }}
        className={clsx(buttonClasses({ variant: "secondary", size: "sm" }), "size-11 px-0")}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">
          Move {label} {direction}
        </span>
      </button>
    );
  };

  return (
    <fetcher.Form method="post" action={CONTENT_ADMIN_PATH} className="flex gap-1.5">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {button("up", first)}
      {button("down", last)}
    </fetcher.Form>
  );
}
