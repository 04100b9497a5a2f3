import type { ReactNode } from "react";

import type { ContentIntent } from "./content-answer";
import { MoveButtons } from "./move-buttons";
import { RemoveDialog } from "./remove-dialog";

type Kind = {
  move: Extract<ContentIntent, `move-${string}`>;
  remove: Extract<ContentIntent, `remove-${string}`>;
  noun: string;
};

export const GAME_KIND: Kind = { move: "move-game", remove: "remove-game", noun: "game" };
export const FAQ_KIND: Kind = { move: "move-faq", remove: "remove-faq", noun: "question" };

/** One row of an administrators' list: what it shows, then move, edit and remove. */
export function AdminRow({
  kind,
  id,
  label,
  first,
  last,
  edit,
  children,
}: {
  kind: Kind;
  id: string;
  label: string;
  first: boolean;
  last: boolean;
  /** The row's edit dialog. */
  edit: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-surface-700/80 bg-surface-900/85 p-4 md:flex-row md:items-center md:gap-4">
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex flex-wrap items-center gap-2">
        <MoveButtons intent={kind.move} id={id} label={label} first={first} last={last} />
        {edit}
        <RemoveDialog intent={kind.remove} id={id} label={label} noun={kind.noun} />
      </div>
    </li>
  );
}
