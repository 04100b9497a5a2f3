import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The way back from a center's or a party's page to its list. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-accent-300 underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
