import type { ReactNode } from "react";

/** Two columns of labels and values (venue and contact cards, a subscription's facts); `.details-list` in app.css. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="details-list">{children}</dl>;
}

/** One label and value of a `DetailList`. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
