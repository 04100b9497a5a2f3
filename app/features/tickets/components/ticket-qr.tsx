import type { TicketEntry } from "../my-tickets";

/**
 * A ticket's QR code, drawn from the symbol the server made (`ticket-qr.server.ts`), dark on white
 * whatever the page's colours, with its code under it for typing in at the door.
 */
export function TicketQrCode({ entry, partyName }: { entry: TicketEntry; partyName: string }) {
  const { size, path } = entry.qr;
  return (
    <figure className="flex flex-col items-center gap-2 rounded-xl border border-surface-700 bg-surface-950/60 p-3">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={`Ticket QR code for ${partyName}`}
        shapeRendering="crispEdges"
        className="size-52 max-w-full rounded-md"
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      <figcaption className="flex max-w-full flex-col items-center gap-0.5 text-center">
        <span className="text-sm text-slate-300">Show this at the door. Its code:</span>
        <code className="max-w-full font-mono text-xs break-all text-slate-200 select-all">{entry.code}</code>
      </figcaption>
    </figure>
  );
}
