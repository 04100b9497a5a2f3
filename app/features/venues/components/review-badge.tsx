import { CircleCheck, CircleX, Clock } from "lucide-react";

import type { ReviewStatus } from "#db/schema/values";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";

/**
 * Where the team's review of a venue stands, for its owner: 'Verified', 'Pending Review', or 'Not
 * Approved' (with RejectionReason beside it, so the owner knows what to fix).
 */
export function ReviewBadge({ reviewStatus }: { reviewStatus: ReviewStatus }) {
  if (reviewStatus === "verified") {
    return (
      <Badge tone="success" icon={<Icon of={CircleCheck} />}>
        Verified
      </Badge>
    );
  }
  if (reviewStatus === "rejected") {
    return (
      <Badge tone="danger" icon={<Icon of={CircleX} />}>
        Not Approved
      </Badge>
    );
  }
  return (
    <Badge tone="warning" icon={<Icon of={Clock} />}>
      Pending Review
    </Badge>
  );
}

/** The administrator's reason for a rejection, under the card's badge. */
export function RejectionReason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p className="mt-2 rounded-lg border border-rose-400/30 bg-rose-950/40 px-3 py-2 text-sm whitespace-pre-line text-rose-100">
      <span className="font-semibold">Reason: </span>
      {reason}
    </p>
  );
}
