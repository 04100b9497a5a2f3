import type { ReactNode } from "react";

/** A card's two columns of labels and values (the dashboard's venue and contact cards); `.details-list` in app.css. */
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
