import clsx from "clsx";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The way back above a signed-in page's content (payment, the center form). */
export function BackToDashboard({ className }: { className?: string }) {
  return (
    <Link
      to="/dashboard"
      className={clsx(
        "mb-6 inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-accent-300 hover:text-accent-200",
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  );
}
