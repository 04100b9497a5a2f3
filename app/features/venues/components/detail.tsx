import type { ReactNode } from "react";

/** One label and value of a card's two-column `<dl>` (the dashboard's venue and contact cards). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-400">{label}</dt>
      <dd className="break-words text-slate-200">{children}</dd>
    </>
  );
}
