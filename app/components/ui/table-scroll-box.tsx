import type { ReactNode } from "react";

/**
 * The box a wide table scrolls sideways in on a phone, instead of the page. It takes the focus, so
 * the keyboard scrolls it too, and is named by the table's caption (`labelledBy`, the caption's id).
 */
export function TableScrollBox({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl border border-surface-700 focus-visible:outline-offset-2"
    >
      {children}
    </div>
  );
}
