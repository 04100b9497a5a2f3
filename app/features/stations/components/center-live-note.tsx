import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

import { FreePcsLine } from "~/components/ui/free-pcs-line";

import { centerLivePath } from "../center-live-values";
import type { CenterLiveNote } from "../my-centers-live";

/**
 * A center card's live PCs on the dashboard: "12 of 40 PCs free · 2 min ago", or the venue
 * software's trouble with the way to mend it. Nothing when the center reports nothing.
 */
export function CenterLiveNoteLine({ centerId, note }: { centerId: string; note: CenterLiveNote | undefined }) {
  if (!note) return null;
  if (!note.problem) return <FreePcsLine text={note.text} free={note.free ?? 0} />;
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-amber-200">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {note.text}.{" "}
        <Link to={centerLivePath(centerId)} className="font-semibold underline underline-offset-2">
          Open Live PCs
        </Link>
      </span>
    </p>
  );
}
