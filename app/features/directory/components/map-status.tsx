import { CircleAlert, MapPinOff } from "lucide-react";

import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

import { MAP_TEXT, type MapStatusView } from "~/features/directory/map/map-messages";

type MapStatusProps = {
  status: MapStatusView;
  onRetry?: (what: "data" | "engine") => void;
  /** The panel's title is a heading under the finder's section heading; elsewhere plain text. */
  titleAs?: "h3" | "p";
  /** A loading status in a corner, not over the map: the map already shows something (its first view). */
  inCorner?: boolean;
};

/** What covers the map frame while it loads or when it cannot show (see map-messages.ts). */
export function MapStatus({ status, onRetry, titleAs: Title = "h3", inCorner = false }: MapStatusProps) {
  if (status.kind === "loading" && inCorner) {
    return (
      <div className="absolute top-3 right-3 z-[1100] rounded-full border border-surface-600 bg-surface-900/90 px-3 py-1.5 text-sm">
        <Spinner label={status.text} showLabel />
      </div>
    );
  }
  if (status.kind === "loading") {
    return (
      <div className="absolute inset-0 z-[1100] flex items-center justify-center bg-surface-900/80">
        <Spinner label={status.text} showLabel />
      </div>
    );
  }
  const retry = status.retry;
  const Icon = status.tone === "error" ? CircleAlert : MapPinOff;
  return (
    <div className="absolute inset-0 z-[1100] flex items-center justify-center overflow-y-auto bg-surface-900 p-6">
      <div
        role={status.tone === "error" ? "alert" : "status"}
        className="flex max-w-md flex-col items-center gap-3 text-center"
      >
        <Icon aria-hidden="true" className="size-10 text-amber-300" />
        <Title className="font-display text-xl font-semibold text-white">{status.title}</Title>
        <p className="text-sm text-slate-200">{status.message}</p>
        {status.checklist ? (
          <ul className="list-disc space-y-1 pl-5 text-left text-sm text-slate-300">
            {status.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {status.detail ? <p className="text-sm text-slate-300">{status.detail}</p> : null}
        {retry && onRetry ? (
          <Button variant="secondary" size="sm" onClick={() => onRetry(retry)}>
            {MAP_TEXT.retry}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
