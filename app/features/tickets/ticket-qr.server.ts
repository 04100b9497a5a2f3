import QRCode from "qrcode";

import type { TicketQr } from "./my-tickets";

/** The quiet zone around the symbol, in modules: the four the QR standard asks for, so any reader finds it. */
const QUIET_ZONE = 4;

/**
 * A ticket's code as a QR symbol, ready to draw as one SVG path (`components/ticket-qr.tsx`): the
 * dark modules of each row as runs of rectangles, with the quiet zone counted in `size`. Made on
 * the server by `qrcode`, so the page ships no QR encoder.
 */
export function ticketQr(text: string): TicketQr {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      const width = column - start;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${width}v1h-${width}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: runs.join("") };
}
